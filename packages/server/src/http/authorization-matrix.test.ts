import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, callPaths, type Call } from '@studyatlas/core/contracts';
import { seedTestCatalogue } from '../testing/catalogue.js';
import { testDialects } from '../testing/databases.js';
import { aMemberDocument, anApplication } from '../testing/fixtures/applications.js';
import { kathmandu } from '../testing/fixtures/places.js';
import { bearer, createTestApp, json, signIn, type TestApp } from '../testing/app.js';
import { ACCESS, type OwnedByA, type Probe } from './authorization-matrix.js';

/*
 * The authorization matrix (issue 15, "Prove it in the suite"), generated from the route table:
 * every call of `allCalls` with auth 'required' refuses nobody signed in, a forged token and an
 * expired one with 401; every call naming a member-owned object answers another member 404 with a
 * message only and changes nothing of the owner's. Each such call declares its access in
 * authorization-matrix.ts; a required call without a line there fails the first test.
 */
const required = allCalls.filter((call) => call.auth === 'required');
const SIGN_IN_REQUIRED = { message: 'Please sign in to continue.' };
const PASSWORD = 'StudyAtlas1'; // the demo members' password (seed/demo/members.ts)

describe('the access declaration', () => {
  it('names every call with auth required, and only calls that exist', () => {
    const ids = new Set(allCalls.map((call) => call.id));
    expect(required.filter((call) => !(call.id in ACCESS)).map((call) => call.id), 'calls with auth required and no line in authorization-matrix.ts').toEqual([]);
    expect(Object.keys(ACCESS).filter((id) => !ids.has(id) || allCalls.find((c) => c.id === id)!.auth !== 'required')).toEqual([]);
  });
});

/** A request to one path of a call, as the given token (or none). */
function send(t: TestApp, call: Call, url: string, token: string | null, probe: Partial<Probe> = {}): Promise<LightMyRequestResponse> {
  const headers = { ...(token ? bearer(token) : {}), ...probe.headers };
  const query = Object.fromEntries(Object.entries(probe.query ?? {}).map(([k, v]) => [k, String(v)]));
  return call.method === 'GET'
    ? t.app.inject({ method: 'GET', url, query, headers })
    : t.app.inject({ method: 'POST', url, query, headers, payload: probe.body ?? {} });
}

/** Every row of member A's data, per table (what no probe may change). */
async function snapshotOf(t: TestApp, a: number): Promise<Record<string, unknown[]>> {
  const db = t.database.db;
  const byClient = [
    'favourites', 'stored_files', 'member_education', 'member_study_preferences', 'member_english_tests', 'member_employment',
    'member_passports', 'member_visas', 'member_dependants', 'record_documents', 'applications', 'survey_participants',
  ] as const;
  const snapshot: Record<string, unknown[]> = {};
  for (const table of byClient) snapshot[table] = await db.selectFrom(table).selectAll().where('client_id', '=', a).orderBy('id').execute();
  // One row per member.
  for (const table of ['member_profiles', 'member_visa_refusals'] as const) snapshot[table] = await db.selectFrom(table).selectAll().where('client_id', '=', a).execute();
  for (const table of ['member_messages', 'message_folders', 'friend_groups'] as const) {
    snapshot[table] = await db.selectFrom(table).selectAll().where('owner_id', '=', a).orderBy('id').execute();
  }
  snapshot.friend_links = await db.selectFrom('friend_links').selectAll().where((eb) => eb.or([eb('requester_id', '=', a), eb('addressee_id', '=', a)])).orderBy('id').execute();
  snapshot.friend_group_members = await db
    .selectFrom('friend_group_members')
    .innerJoin('friend_groups', 'friend_groups.id', 'friend_group_members.group_id')
    .select(['friend_group_members.group_id', 'friend_group_members.member_id'])
    .where('friend_groups.owner_id', '=', a)
    .orderBy('friend_group_members.member_id')
    .execute();
  return snapshot;
}

describe.each(await testDialects())('authorization matrix on %s', (dialect) => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let a: OwnedByA;

  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const idOf = async (rows: Promise<{ id: number | string } | undefined>) => {
    const row = await rows;
    if (!row) throw new Error('no row of member A for the matrix');
    return Number(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedTestCatalogue(t.database);
    const db = t.database.db;
    const clientId = async (email: string) => idOf(db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirst());
    // A: the demo login (profile, favourites, friends, a group, messages from the demo seed); B: another demo member.
    const [owner, other, asker] = [await clientId('student@studyatlas.test'), await clientId('priya.sharma@studyatlas.test'), await clientId('noah.taylor@studyatlas.test')];
    tokenA = await signIn(t, 'student@studyatlas.test', PASSWORD);
    tokenB = await signIn(t, 'priya.sharma@studyatlas.test', PASSWORD);
    const first = (table: 'member_education' | 'member_english_tests' | 'member_employment' | 'member_passports' | 'member_visas' | 'member_dependants' | 'favourites') =>
      idOf(db.selectFrom(table).select('id').where('client_id', '=', owner).orderBy('id').executeTakeFirst());

    // A's friend (to send to), A's upload sent as an attachment, A's draft and folder: through the API.
    const friend = await idOf(
      db.selectFrom('friend_links').select((eb) => eb.case().when('requester_id', '=', owner).then(eb.ref('addressee_id')).else(eb.ref('requester_id')).end().as('id')).where('state', '=', 'L').where((eb) => eb.or([eb('requester_id', '=', owner), eb('addressee_id', '=', owner)])).executeTakeFirst(),
    );
    const boundary = '----matrix';
    const upload = ok<{ fileId: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/FileUpload/UploadFile',
        headers: { ...bearer(tokenA), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a-private.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          Buffer.from('%PDF-1.7\n% A private\n%%EOF\n'),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      }),
    ).fileId;
    const save = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/MSGC/SaveMessage', headers: bearer(tokenA), payload: body });
    const sentKey = ok<{ retVal: number }>(await save({ action_type: 'S', subject: 'A private', message: 'secret', TO: `C-${friend}`, FileInfoFks: String(upload) })).retVal;
    const draft = ok<{ retVal: number }>(await save({ action_type: 'D', subject: 'A draft' })).retVal;
    const folder = ok<{ folder: { id: number } }>(await t.app.inject({ url: '/api/MSG/AddFolderName', query: { folderName: 'A private' }, headers: bearer(tokenA) })).folder.id;
    // A message A received (the friend writes to A).
    const friendEmail = (await db.selectFrom('clients').select('email').where('id', '=', friend).executeTakeFirstOrThrow()).email;
    const friendToken = await signIn(t, friendEmail, PASSWORD);
    const received = ok<{ retVal: number }>(
      await t.app.inject({ method: 'POST', url: '/api/MSGC/SaveMessage', headers: bearer(friendToken), payload: { action_type: 'S', subject: 'To A', message: 'for A only', TO: `C-${owner}` } }),
    ).retVal;
    const messageCopy = await idOf(db.selectFrom('member_messages').select('id').where('owner_id', '=', owner).where('message_key', '=', received).executeTakeFirst());

    // An open request to A from a member who is not B.
    await db.deleteFrom('friend_links').where((eb) => eb.or([eb.and([eb('requester_id', '=', asker), eb('addressee_id', '=', owner)]), eb.and([eb('requester_id', '=', owner), eb('addressee_id', '=', asker)])])).execute();
    const link = await idOf(
      db.insertInto('friend_links').values({ requester_id: asker, addressee_id: owner, state: 'S', note: 'hello', created_at: '2026-03-01T09:00:00.000Z', answered_at: null }).returning('id').executeTakeFirst(),
    );
    // Applications: a draft and a submitted one, on catalogue intakes.
    const intakes = (await db.selectFrom('intakes').select('id').orderBy('id').limit(2).execute()).map((r) => Number(r.id));
    const draftApplication = (await anApplication(db, owner, { courses: [intakes[0]!] })).applicationId;
    const submitted = await anApplication(db, owner, { status: 'S', courses: [intakes[1]!] });
    const survey = await idOf(db.selectFrom('surveys').select('id').orderBy('id').executeTakeFirst());
    const country = await idOf(db.selectFrom('countries').select('id').where('iso2', '=', 'AU').executeTakeFirst());
    const intake = await db
      .selectFrom('intakes')
      .innerJoin('courses', 'courses.id', 'intakes.course_id')
      .select(['intakes.id', 'intakes.course_id', 'intakes.location_id', 'intakes.study_mode_id', 'courses.legal_id'])
      .where('intakes.id', 'not in', intakes)
      .where('intakes.start_date', '>', new Date().toISOString().slice(0, 10))
      .orderBy('intakes.id')
      .executeTakeFirstOrThrow();
    const friendOfB = await idOf(
      db.selectFrom('friend_links').select((eb) => eb.case().when('requester_id', '=', other).then(eb.ref('addressee_id')).else(eb.ref('requester_id')).end().as('id')).where('state', '=', 'L').where((eb) => eb.or([eb('requester_id', '=', other), eb('addressee_id', '=', other)])).executeTakeFirst(),
    );
    const messageOfB = await idOf(db.selectFrom('member_messages').select('id').where('owner_id', '=', other).where('folder', '=', 'I').executeTakeFirst());

    a = {
      clientId: owner,
      education: await first('member_education'),
      english: await first('member_english_tests'),
      employment: await first('member_employment'),
      passport: await first('member_passports'),
      visa: await first('member_visas'),
      dependant: await first('member_dependants'),
      favourite: await first('favourites'),
      group: await idOf(db.selectFrom('friend_groups').select('id').where('owner_id', '=', owner).executeTakeFirst()),
      requestToA: { linkId: link, requesterId: asker },
      messageCopy,
      sentKey,
      draft,
      folder,
      upload,
      document: await aMemberDocument(db, owner, 'a-passport.pdf'),
      draftApplication,
      submittedApplication: submitted.applicationId,
      entry: submitted.entryIds[0]!,
      survey,
      country,
      place: await kathmandu(db),
      course: { CourseFk: Number(intake.course_id), LocationFk: Number(intake.location_id), IntakeFk: Number(intake.id), CourseStudyModeFk: Number(intake.study_mode_id), AppliedForLegalId: Number(intake.legal_id) },
      b: { messageCopy: messageOfB, friend: friendOfB },
    };
    expect(other).not.toBe(owner);
  }, 120_000);
  afterAll(async () => t?.close());

  it("answers another member 404 with a message only on every member-owned object, and changes nothing of the owner's", async () => {
    const before = await snapshotOf(t, a.clientId);
    const failures: string[] = [];
    let probes = 0;
    for (const call of required) {
      const access = ACCESS[call.id];
      if (access?.kind !== 'owned') continue;
      for (const probe of access.probes(a)) {
        for (const url of callPaths(call)) {
          probes++;
          const response = await send(t, call, url, tokenB, probe);
          const body = response.headers['content-type']?.toString().startsWith('application/json') ? (response.json() as Record<string, unknown>) : null;
          if (probe.sameAs) {
            const unknown = await send(t, call, url, tokenB, { ...probe, body: { ...probe.body, ...probe.sameAs } });
            if (response.statusCode !== probe.status || unknown.statusCode !== probe.status || response.body !== unknown.body) {
              failures.push(`${call.id} ${url} (${probe.what}): ${response.statusCode} ${response.body.slice(0, 200)} ≠ unknown id's ${unknown.statusCode} ${unknown.body.slice(0, 200)}`);
            }
          } else if (response.statusCode !== 404 || !body || Object.keys(body).join() !== 'message' || typeof body.message !== 'string') {
            failures.push(`${call.id} ${url} (${probe.what}): ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(50);
    expect(await snapshotOf(t, a.clientId)).toEqual(before);
  }, 120_000);

  it('the owner reaches the same objects (the probes name real objects)', async () => {
    // A few of the probes as A: the ids are A's, so a 404 to B is about ownership, not an unknown id.
    const asOwner = async (id: string, index = 0) => {
      const call = required.find((c) => c.id === id)!;
      const access = ACCESS[id]!;
      if (access.kind !== 'owned') throw new Error(id);
      return send(t, call, call.path, tokenA, access.probes(a)[index]!);
    };
    for (const id of ['profileAddEditEducationLoad', 'profileLoadAddEditWorkExp', 'profilePassportDetailLoad', 'profileVisaDetailLoad', 'profileFamilyDetailLoad', 'friendsGroupLoad', 'messagingRead', 'messagingAttachment', 'messagingFilter', 'downloadFiles', 'applicationsParameters', 'applicationLoadSummary']) {
      expect((await asOwner(id)).statusCode, id).toBe(200);
    }
  });

  const refusals = async (token: string | null): Promise<string[]> => {
    const failures: string[] = [];
    for (const call of required) {
      for (const url of callPaths(call)) {
        const response = await send(t, call, url, token);
        if (response.statusCode !== 401 || JSON.stringify(response.json()) !== JSON.stringify(SIGN_IN_REQUIRED)) {
          failures.push(`${call.id} ${url}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    return failures;
  };

  it('refuses nobody signed in with 401 on every call with auth required', async () => {
    expect(await refusals(null)).toEqual([]);
    expect(await refusals('not-a-token')).toEqual([]);
  });

  it('refuses a forged token (the claims of a real one, another key) with 401 on every call', async () => {
    const claims = decodeJwt(tokenB);
    const forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(43)));
    expect(await refusals(forged)).toEqual([]);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${tokenB.split('.')[1]}.`;
    expect(await refusals(unsigned)).toEqual([]);
  });

  it('refuses an expired token with 401 on every call (last: it moves the clock)', async () => {
    expect((await t.app.inject({ url: '/api/session', headers: bearer(tokenB) })).statusCode).toBe(200);
    t.clock.advance(t.config.auth.tokenTtlSeconds * 1000 + 1000);
    expect(await refusals(tokenB)).toEqual([]);
  });
});
