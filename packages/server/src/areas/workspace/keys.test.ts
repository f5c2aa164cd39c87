import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, type TestApp, type TestMember } from '../../testing/app.js';
import { seedApplicationsCatalogue, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { createPartnerKey, hashPartnerKey } from '../applications/partner-keys.js';

interface Key { id: number; label: string; createdAt: string; revokedAt: string | null }

describe.each(await testDialects())('partner keys in the workspace on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let owner: TestMember;
  let officer: TestMember;
  let bridgeKeyId: number;
  let agentOwner: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedApplicationsCatalogue(t.database.db, dialect);
    owner = await aStaffMember(t, cat.harbour, 'owner', { firstName: 'Olivia', surname: 'Owner' });
    officer = await aStaffMember(t, cat.harbour, 'admissions', { firstName: 'Adam', surname: 'Admissions' });
    bridgeKeyId = (await createPartnerKey(t.database.db, cat.bridge, 'CLI', t.clock.now())).row.id;
    const agent = await t.database.db.insertInto('legal_entities').values({ kind: 'A', name: 'Atlas Agents', logo_path: null, external_id: null, created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    agentOwner = await aStaffMember(t, Number(agent.id), 'owner', { firstName: 'Ali', surname: 'Agent' });
  });
  afterAll(async () => t?.close());

  const call = (who: TestMember, url: string, payload?: Record<string, unknown>, org = cat.harbour) =>
    payload
      ? t.app.inject({ method: 'POST', url, query: { org: String(org) }, payload, headers: bearer(who.token) })
      : t.app.inject({ url, query: { org: String(org) }, headers: bearer(who.token) });

  it('an owner creates a key shown once and stored hashed; it works on the partner API until revoked', async () => {
    const created = await call(owner, '/api/workspace/keys/create', { label: ' Admissions CRM ' });
    expect(created.statusCode, created.body).toBe(201);
    const { key, row } = json<{ key: string; row: Key }>(created);
    expect(key).toMatch(/^sa_pk_[A-Za-z0-9_-]{43}$/);
    expect(row).toEqual({ id: expect.any(Number), label: 'Admissions CRM', createdAt: '2026-03-02T09:00:00.000Z', revokedAt: null });
    const stored = await t.database.db.selectFrom('partner_keys').select(['key_hash', 'legal_id']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect([stored.key_hash, Number(stored.legal_id)]).toEqual([hashPartnerKey(key), cat.harbour]);
    const listed = json<{ keys: Key[] }>(await call(owner, '/api/workspace/keys'));
    expect(listed.keys).toEqual([row]);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect((await t.app.inject({ url: '/api/partner/applications', headers: bearer(key) })).statusCode).toBe(200);

    const revoked = await call(owner, '/api/workspace/keys/revoke', { keyId: row.id });
    expect(json<{ keys: Key[] }>(revoked).keys[0]!.revokedAt).toBe('2026-03-02T09:00:00.000Z');
    expect((await t.app.inject({ url: '/api/partner/applications', headers: bearer(key) })).statusCode).toBe(401);
  });

  it("answers 404 for another institution's key and 403 to a non-owner or an agent", async () => {
    const other = await call(owner, '/api/workspace/keys/revoke', { keyId: bridgeKeyId });
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ message: 'Partner key not found.' });
    const bridgeKey = await t.database.db.selectFrom('partner_keys').select('revoked_at').where('id', '=', bridgeKeyId).executeTakeFirstOrThrow();
    expect(bridgeKey.revoked_at).toBeNull();
    expect((await call(officer, '/api/workspace/keys')).statusCode).toBe(403);
    expect((await call(officer, '/api/workspace/keys/create', { label: 'x' })).statusCode).toBe(403);
    const agents = await t.database.db.selectFrom('workspace_members').select('legal_id').where('client_id', '=', agentOwner.clientId).executeTakeFirstOrThrow();
    expect((await call(agentOwner, '/api/workspace/keys', undefined, Number(agents.legal_id))).statusCode).toBe(403);
    expect((await call(owner, '/api/workspace/keys/create', { label: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});
