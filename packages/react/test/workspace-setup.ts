import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema/index.js';
import { verifiedMember } from '../../server/src/testing/remote.js';

/** What the workspace's suites need: an owner of the applications fixture's institution, ready to sign in. */
export interface WorkspaceFixture {
  institutionId: number;
  owner: { clientId: number; email: string; password: string; name: string };
}

/**
 * An account made through the public sign-up and verification (as a visitor would), put on the
 * institution's staff as its owner the way the operator's `studyatlas workspace invite … --role owner`
 * ends (the invitation's own flow is what the suites test through the calls).
 */
export async function seedWorkspaceOwner(apiBase: string, db: Kysely<Database>, institutionId: number): Promise<WorkspaceFixture> {
  const owner = await verifiedMember(apiBase, { email: `owner.${Date.now()}@example.org`, firstName: 'Olivia', surname: 'Owner' });
  await db.insertInto('workspace_members').values({ legal_id: institutionId, client_id: owner.clientId, role: 'owner', created_at: new Date().toISOString() }).execute();
  return { institutionId, owner: { clientId: owner.clientId, email: owner.email, password: owner.password, name: `${owner.firstName} ${owner.surname}` } };
}
