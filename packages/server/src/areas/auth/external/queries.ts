import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema/index.js';
import type { ExternalGrantsTable } from '../../../db/schema/accounts.js';

type Db = Kysely<Database>;
export type GrantRow = Selectable<ExternalGrantsTable>;

export async function insertFlow(
  db: Db,
  flow: { stateHash: string; provider: string; codeVerifier: string; nonce: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('external_flows')
    .values({
      state_hash: flow.stateHash,
      provider: flow.provider,
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      created_at: flow.createdAt,
      expires_at: flow.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses a live flow of the provider once: returns it, or undefined when unknown, used or expired. */
export async function useFlow(db: Db, stateHash: string, provider: string, at: string) {
  const flow = await db
    .selectFrom('external_flows')
    .selectAll()
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (!flow) return undefined;
  const used = await db.updateTable('external_flows').set({ used_at: at }).where('id', '=', flow.id).where('used_at', 'is', null).executeTakeFirst();
  return used.numUpdatedRows > 0n ? flow : undefined;
}

export const findIdentity = (db: Db, provider: string, subject: string) =>
  db.selectFrom('external_identities').select(['client_id']).where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();

/** Links an identity to a member (no-op when it is linked already). */
export async function linkIdentity(db: Db, link: { provider: string; subject: string; clientId: number; email: string; at: string }) {
  await db
    .insertInto('external_identities')
    .values({ provider: link.provider, subject: link.subject, client_id: link.clientId, email: link.email, created_at: link.at })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}

export async function insertGrant(db: Db, grant: Omit<GrantRow, 'id' | 'used_at'>): Promise<void> {
  await db.insertInto('external_grants').values({ ...grant, used_at: null }).execute();
}

/** A live, unused grant of the provider, by the hash of its one-time code. */
export const findLiveGrant = (db: Db, codeHash: string, provider: string, at: string) =>
  db
    .selectFrom('external_grants')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();

/** Uses a grant up; false when another request used it first. */
export async function useGrant(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('external_grants').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A member without a password, already verified, linked to the identity: one transaction. */
export async function insertExternalClient(
  db: Db,
  client: { email: string; firstName: string; surname: string; provider: string; subject: string; at: string; verified: boolean; locale: string | null },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('clients')
      .values({
        email: client.email,
        first_name: client.firstName.trim(),
        surname: client.surname.trim(),
        password_hash: '',
        provider: client.provider,
        locale: client.locale,
        created_at: client.at,
        verified_at: client.verified ? client.at : null,
        password_changed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('external_identities')
      .values({ provider: client.provider, subject: client.subject, client_id: id, email: client.email, created_at: client.at })
      .execute();
    return id;
  });
}
