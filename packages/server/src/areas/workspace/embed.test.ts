import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, TEST_PUBLIC_URL, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { seedApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';

interface Origin { id: number; origin: string; createdAt: string }

const ENV_PARTNER = 'https://env-partner.example';
const OWN = 'https://apply.harbour.example';
const STRANGER = 'https://stranger.example';

describe.each(await testDialects())('the Embed page: allowed origins and the CORS allow-list on %s', (dialect) => {
  let t: TestApp;
  let org1: number;
  let org2: number;
  let owner1: TestMember;
  let owner2: TestMember;
  let viewer1: TestMember;
  let admissions1: TestMember;

  const call = (who: TestMember, url: string, org: number, payload?: Record<string, unknown>) =>
    payload
      ? t.app.inject({ method: 'POST', url, query: { org: String(org) }, payload, headers: bearer(who.token) })
      : t.app.inject({ url, query: { org: String(org) }, headers: bearer(who.token) });
  /** The allow-origin a member call's preflight (sign-in) and a signed-in read from `origin` answer. */
  const allowed = async (origin: string) => {
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/authtoken', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const read = await t.app.inject({ url: '/api/session', headers: { origin, ...bearer(owner1.token) } });
    expect(read.headers['access-control-allow-origin']).toBe(preflight.headers['access-control-allow-origin']);
    return preflight.headers['access-control-allow-origin'];
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { partnerOrigins: [ENV_PARTNER] }, { content: 'sample-reference' });
    const cat = await seedApplicationsCatalogue(t.database.db, dialect);
    [org1, org2] = [cat.harbour, cat.bridge];
    owner1 = await aStaffMember(t, org1, 'owner', { firstName: 'Ada', surname: 'Owner' });
    owner2 = await aStaffMember(t, org2, 'owner', { firstName: 'Ben', surname: 'Owner' });
    viewer1 = await aStaffMember(t, org1, 'viewer', { firstName: 'Vic', surname: 'Viewer' });
    admissions1 = await aStaffMember(t, org1, 'admissions', { firstName: 'Ann', surname: 'Admissions' });
  }, 120_000);
  afterAll(async () => t?.close());

  it('before an owner adds it, the origin may not make member calls; PARTNER_ORIGINS and the portal may', async () => {
    expect(await allowed(OWN)).toBeUndefined();
    expect(await allowed(ENV_PARTNER)).toBe(ENV_PARTNER);
    expect(await allowed(TEST_PUBLIC_URL)).toBe(TEST_PUBLIC_URL);
    expect(json(await call(owner1, '/api/workspace/embed', org1))).toEqual({ origins: [], courses: [{ id: expect.any(Number), name: 'Bachelor of Nursing' }] });
  });

  it('refuses what is not an origin with the rule’s message', async () => {
    for (const [origin, message] of [
      ['', 'Please enter the origin of your page, such as https://apply.example.edu.'],
      ['http://apply.harbour.example', 'The origin must use https:// (http:// only for localhost).'],
      ['https://apply.harbour.example/apply', 'An origin is the scheme, host and port only: leave out the path, query and fragment (https://apply.example.edu).'],
      ['https://*.harbour.example', 'An origin names one host exactly; wildcards are not allowed.'],
      ['apply.harbour.example', 'Please enter a valid origin, such as https://apply.example.edu.'],
    ]) {
      const refused = await call(owner1, '/api/workspace/embed/origins/add', org1, { origin });
      expect(refused.statusCode, origin).toBe(400);
      expect(json(refused), origin).toEqual({ message, errors: { origin: message } });
    }
    expect(json(await call(owner1, '/api/workspace/embed', org1))).toMatchObject({ origins: [] });
  });

  it('an owner adds an origin (stored as browsers send it): its pages may make member calls at once, the others still may not', async () => {
    const added = await call(owner1, '/api/workspace/embed/origins/add', org1, { origin: ' https://Apply.Harbour.example:443/ ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<{ origins: Origin[] }>(added).origins).toEqual([{ id: expect.any(Number), origin: OWN, createdAt: '2026-03-02T09:00:00.000Z' }]);
    expect(await allowed(OWN)).toBe(OWN);
    expect(await allowed(STRANGER)).toBeUndefined();
    expect(await allowed(ENV_PARTNER)).toBe(ENV_PARTNER);
    // Public reads stay open to every origin.
    expect((await t.app.inject({ url: '/api/InstitutePublic/InstFilterDataPublic', headers: { origin: STRANGER } })).headers['access-control-allow-origin']).toBe('*');

    const again = await call(owner1, '/api/workspace/embed/origins/add', org1, { origin: OWN });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ message: 'This origin is already allowed.' });
    expect((await call(owner1, '/api/workspace/embed/origins/add', org1, { origin: 'http://localhost:5173' })).statusCode).toBe(201);

    const audit = await t.database.db.selectFrom('workspace_audit').select(['action', 'detail', 'client_id']).where('legal_id', '=', org1).where('action', 'like', 'workspace%EmbedOrigin').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'workspaceAddEmbedOrigin', detail: `origin ${OWN}`, client_id: owner1.clientId },
      { action: 'workspaceAddEmbedOrigin', detail: 'origin http://localhost:5173', client_id: owner1.clientId },
    ]);
  });

  it("another organisation's owner gets 404 for the origin's id; a viewer and admissions staff get 403; nothing changes", async () => {
    const [own] = json<{ origins: Origin[] }>(await call(owner1, '/api/workspace/embed', org1)).origins.filter((o) => o.origin === OWN);
    const foreign = await call(owner2, '/api/workspace/embed/origins/remove', org2, { originId: own!.id });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ message: 'Allowed origin not found.' });
    expect(json(await call(owner2, '/api/workspace/embed', org2))).toMatchObject({ origins: [] });
    for (const who of [viewer1, admissions1]) {
      expect((await call(who, '/api/workspace/embed', org1)).statusCode).toBe(403);
      expect((await call(who, '/api/workspace/embed/origins/add', org1, { origin: 'https://viewer.example' })).statusCode).toBe(403);
      expect((await call(who, '/api/workspace/embed/origins/remove', org1, { originId: own!.id })).statusCode).toBe(403);
    }
    // Naming organisation 1 without being on its staff: 403.
    expect((await call(owner2, '/api/workspace/embed/origins/remove', org1, { originId: own!.id })).statusCode).toBe(403);
    expect(await allowed(OWN)).toBe(OWN);
  });

  it('removing the origin stops its member calls at once; PARTNER_ORIGINS keeps working', async () => {
    const [own] = json<{ origins: Origin[] }>(await call(owner1, '/api/workspace/embed', org1)).origins.filter((o) => o.origin === OWN);
    const removed = await call(owner1, '/api/workspace/embed/origins/remove', org1, { originId: own!.id });
    expect(removed.statusCode).toBe(200);
    expect(json<{ origins: Origin[] }>(removed).origins.map((o) => o.origin)).toEqual(['http://localhost:5173']);
    expect(await allowed(OWN)).toBeUndefined();
    expect(await allowed(ENV_PARTNER)).toBe(ENV_PARTNER);
    const audit = await t.database.db.selectFrom('workspace_audit').select('detail').where('action', '=', 'workspaceRemoveEmbedOrigin').execute();
    expect(audit).toEqual([{ detail: `origin ${OWN}` }]);
  });
});
