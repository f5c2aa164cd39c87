import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleCan, WORKSPACE_ROLES, type WorkspaceRole } from '@studyatlas/core';
import { allCalls, type Call } from '@studyatlas/core/contracts';
import { testDialects } from '../testing/databases.js';
import { bearer, createTestApp, signedInMember, type TestApp, type TestMember } from '../testing/app.js';
import { aMemberDocument, anApplication, seedApplicationsCatalogue } from '../testing/fixtures/applications.js';
import { aStaffMember } from '../testing/fixtures/workspace.js';
import { createPartnerKey } from '../areas/applications/partner-keys.js';
import { enqueueTestEvent } from '../webhooks/enqueue.js';
import { ACCESS, type Access, type OrgObjects, type Probe } from './authorization-matrix.js';

/*
 * The authorization matrix of the partner workspace (issue 26), generated from the contracts like the
 * member calls' (authorization-matrix.test.ts, which also refuses nobody signed in, forged and expired
 * tokens with 401 on every one of these calls): every call declared `workspace` in
 * authorization-matrix.ts is sent
 * - by a student (no staff membership) naming organisation 1: 403 'You are not on the staff …';
 * - by a staff member of each role: 403 exactly when the role lacks the call's ability;
 * - by organisation 2's owner, naming organisation 1's records through organisation 2: 404 with a
 *   message only, changing nothing of organisation 1's.
 * House convention: an organisation one is not on the staff of is 403 (organisations are public
 * catalogue entries, so naming one leaks nothing); a record of another organisation is 404, exactly
 * like one that does not exist.
 */
type WorkspaceCall = { call: Call; access: Extract<Access, { kind: 'workspace' }> };
const workspaceCalls: WorkspaceCall[] = allCalls.flatMap((call) => {
  const access = ACCESS[call.id];
  return access?.kind === 'workspace' ? [{ call, access }] : [];
});
const NOBODY = 99_999_999;
/** A request of the right shape naming nothing that exists: what a role check must refuse before anything else. */
const HARMLESS: Probe = {
  what: 'nothing',
  query: { applicationId: NOBODY, fileId: NOBODY, messageId: NOBODY, enquiryId: NOBODY, endpointId: NOBODY, courseId: NOBODY, campusId: NOBODY, recordId: NOBODY, record: 'scholarship' },
  body: {
    entryId: NOBODY, status: 'REV', applicationId: NOBODY, clientId: NOBODY, keyId: NOBODY, inviteId: NOBODY, enquiryId: NOBODY,
    role: 'viewer', email: 'nobody@example.org', text: 'x', label: 'x', subject: 'x', message: 'x', handled: true,
    endpointId: NOBODY, deliveryId: NOBODY, url: 'https://203.0.113.9/hook', events: ['application.submitted'], enabled: true,
    originId: NOBODY, origin: 'https://harmless.example',
    courseId: NOBODY, intakeId: NOBODY, name: 'x', majorId: NOBODY, awardId: NOBODY, newStatus: 'published', recordId: NOBODY,
    campusId: NOBODY,
  },
};

function send(t: TestApp, call: Call, who: TestMember, org: number, probe: Probe): Promise<LightMyRequestResponse> {
  const query = { org: String(org), ...Object.fromEntries(Object.entries(probe.query ?? {}).map(([k, v]) => [k, String(v)])) };
  const headers = bearer(who.token);
  return call.method === 'GET' ? t.app.inject({ method: 'GET', url: call.path, query, headers }) : t.app.inject({ method: 'POST', url: call.path, query, headers, payload: probe.body ?? {} });
}

describe('the workspace declarations', () => {
  it('declare every workspace call that names an organisation', () => {
    const named = allCalls.filter((call) => call.area === 'workspace' && call.auth === 'required' && call.query && 'org' in ((call.query as unknown as { def: { shape: object } }).def.shape ?? {}));
    expect(named.map((c) => c.id).sort()).toEqual(workspaceCalls.map((w) => w.call.id).sort());
    expect(workspaceCalls.length).toBeGreaterThanOrEqual(24);
  });
});

/** Organisation 1's endpoint (made by its owner) and one delivery of it. */
async function aWebhookWithADelivery(t: TestApp, org: number, owner: TestMember) {
  const created = await t.app.inject({ method: 'POST', url: '/api/workspace/webhooks/create', query: { org: String(org) }, payload: { url: 'https://203.0.113.10/hooks', events: ['application.submitted'] }, headers: bearer(owner.token) });
  const endpoint = (created.json() as { endpoint: { id: number } }).endpoint.id;
  await enqueueTestEvent(t.database.db, { id: endpoint, legal_id: org }, t.clock.now());
  const delivery = await t.database.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint).executeTakeFirstOrThrow();
  return { endpoint, delivery: Number(delivery.id) };
}

/** The course of an intake of organisation 1 (the catalogue's probes name both). */
async function aCourseWithAnIntake(t: TestApp, intakeId: number) {
  const intake = await t.database.db.selectFrom('intakes').select('course_id').where('id', '=', intakeId).executeTakeFirstOrThrow();
  return { course: Number(intake.course_id), intake: intakeId };
}

/** A scholarship, a form and an event of organisation 1 (the listings' probes name them). */
async function aListingOfEachKind(t: TestApp, org: number) {
  const { db } = t.database;
  const at = '2026-03-01T08:00:00.000Z';
  const campus = await db.selectFrom('locations').select(['id', 'city_id']).where('legal_id', '=', org).executeTakeFirstOrThrow();
  const country = await db.selectFrom('cities').select('country_id').where('id', '=', campus.city_id).executeTakeFirstOrThrow();
  const category = await db.insertInto('form_categories').values({ parent_id: null, level: 0, name: 'Admissions' }).returning('id').executeTakeFirstOrThrow();
  const id = (row: { id: number }) => Number(row.id);
  return {
    scholarship: id(await db.insertInto('scholarships').values({ legal_id: org, name: 'Grant', amount: 100, currency: 'AUD', country_id: country.country_id, award_group_id: null, web_address: null, open_date: '2026-01-01', close_date: '2026-12-31', created_at: at }).returning('id').executeTakeFirstOrThrow()),
    form: id(await db.insertInto('forms').values({ legal_id: org, category_id: Number(category.id), name: 'Form', file_name: 'form.pdf', created_at: at }).returning('id').executeTakeFirstOrThrow()),
    event: id(await db.insertInto('events').values({ legal_id: org, location_id: Number(campus.id), city_id: campus.city_id, name: 'Open day', date_from: '2026-05-01', date_to: '2026-05-01', reg_url: null, web_site: null, created_at: at }).returning('id').executeTakeFirstOrThrow()),
  };
}

describe.each(await testDialects())('the workspace authorization matrix on %s', (dialect) => {
  let t: TestApp;
  let org1: number;
  let org2: number;
  let student: TestMember;
  let staff: Record<WorkspaceRole, TestMember>;
  let owner2: TestMember;
  let o: OrgObjects;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const { db } = t.database;
    const cat = await seedApplicationsCatalogue(db, dialect);
    [org1, org2] = [cat.harbour, cat.bridge];
    student = await signedInMember(t, { firstName: 'Sam', surname: 'Student' });
    const submitted = await anApplication(db, student.clientId, { status: 'S', courses: [cat.nursingJuly], at: '2026-02-10T10:00:00.000Z' });
    staff = {} as Record<WorkspaceRole, TestMember>;
    for (const role of WORKSPACE_ROLES) staff[role] = await aStaffMember(t, org1, role, { firstName: 'Staff', surname: role });
    owner2 = await aStaffMember(t, org2, 'owner', { firstName: 'Other', surname: 'Owner' });
    const campus = await db.selectFrom('locations').select('id').where('legal_id', '=', org1).executeTakeFirstOrThrow();
    const enquiry = await db
      .insertInto('connect_me_requests')
      .values({ client_id: student.clientId, sender_name: null, sender_email: null, sender_phone: null, legal_id: org1, location_id: Number(campus.id), subject_lookup_fk: null, subject: 'Fees', note_text: 'How much?', created_at: '2026-02-10T10:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = await t.app.inject({ method: 'POST', url: '/api/workspace/conversation/send', query: { org: String(org1) }, payload: { applicationId: submitted.applicationId, subject: 'Hello', message: '<p>Hello</p>' }, headers: bearer(staff.owner.token) });
    const message = (sent.json() as { messages: Array<{ id: number }> }).messages[0]!.id;
    const messageFile = await aMemberDocument(db, staff.owner.clientId, 'letter.pdf');
    const { message_key } = await db.selectFrom('organisation_messages').select('message_key').where('id', '=', message).executeTakeFirstOrThrow();
    await db.insertInto('message_attachments').values({ message_key: Number(message_key), file_id: messageFile }).execute();
    const invite = await t.app.inject({ method: 'POST', url: '/api/workspace/staff/invite', query: { org: String(org1) }, payload: { email: 'invited@example.org', role: 'viewer' }, headers: bearer(staff.owner.token) });
    o = {
      application: submitted.applicationId,
      entry: submitted.entryIds[0]!,
      document: await aMemberDocument(db, student.clientId, 'passport.pdf'),
      key: (await createPartnerKey(db, org1, 'CRM', t.clock.now())).row.id,
      member: staff.viewer.clientId,
      invite: (invite.json() as { invite: { id: number } }).invite.id,
      enquiry: Number(enquiry.id),
      message,
      messageFile,
      ...(await aWebhookWithADelivery(t, org1, staff.owner)),
      embedOrigin: Number((await db.insertInto('embed_origins').values({ legal_id: org1, origin: 'https://apply.org1.example', created_by: staff.owner.clientId, created_at: '2026-03-01T08:00:00.000Z' }).returning('id').executeTakeFirstOrThrow()).id),
      ...(await aCourseWithAnIntake(t, cat.nursingJuly)),
      campus: Number(campus.id),
      ...(await aListingOfEachKind(t, org1)),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  /** Organisation 1's rows no probe of organisation 2 may change. */
  const org1Rows = async () => {
    const { db } = t.database;
    return {
      members: await db.selectFrom('workspace_members').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      invites: await db.selectFrom('workspace_invites').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      notes: await db.selectFrom('workspace_notes').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      assignments: await db.selectFrom('workspace_assignments').selectAll().where('legal_id', '=', org1).execute(),
      keys: await db.selectFrom('partner_keys').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      entries: await db.selectFrom('application_courses').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      reads: await db.selectFrom('workspace_reads').selectAll().where('legal_id', '=', org1).execute(),
      messages: await db.selectFrom('organisation_messages').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      handled: await db.selectFrom('workspace_enquiries_handled').selectAll().where('legal_id', '=', org1).execute(),
      webhooks: await db.selectFrom('webhook_endpoints').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      deliveries: await db.selectFrom('webhook_deliveries').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      embedOrigins: await db.selectFrom('embed_origins').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      courses: await db.selectFrom('courses').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      intakes: await db.selectFrom('intakes as i').innerJoin('courses as c', 'c.id', 'i.course_id').selectAll('i').where('c.legal_id', '=', org1).orderBy('i.id').execute(),
      history: await db.selectFrom('catalogue_history').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      campuses: await db.selectFrom('locations').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      profile: await db.selectFrom('legal_entities').selectAll().where('id', '=', org1).execute(),
      scholarships: await db.selectFrom('scholarships').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      forms: await db.selectFrom('forms').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
      events: await db.selectFrom('events').selectAll().where('legal_id', '=', org1).orderBy('id').execute(),
    };
  };

  it('refuses a student (no staff membership) 403 on every workspace call naming an organisation', async () => {
    const failures: string[] = [];
    for (const { call } of workspaceCalls) {
      const response = await send(t, call, student, org1, HARMLESS);
      if (response.statusCode !== 403 || response.body !== JSON.stringify({ message: 'You are not on the staff of this organisation.' })) failures.push(`${call.id}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses each role 403 exactly on the calls its abilities do not cover (viewers never write)', async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const { call, access } of workspaceCalls) {
      for (const role of WORKSPACE_ROLES) {
        const response = await send(t, call, staff[role], org1, HARMLESS);
        const allowed = roleCan(role, access.ability);
        if (!allowed) refused++;
        const ok = allowed ? response.statusCode !== 403 && response.statusCode < 500 : response.statusCode === 403 && response.body === JSON.stringify({ message: 'Your role in this organisation does not allow this.' });
        if (!ok) failures.push(`${call.id} as ${role} (${allowed ? 'allowed' : 'refused'}): ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(25);
    // Every write is refused to a viewer.
    for (const { call, access } of workspaceCalls.filter((w) => w.call.method === 'POST')) expect(roleCan('viewer', access.ability), call.id).toBe(false);
  });

  it("answers organisation 2's owner 404 with a message only on every record of organisation 1, changing nothing", async () => {
    const before = await org1Rows();
    const failures: string[] = [];
    let probes = 0;
    for (const { call, access } of workspaceCalls) {
      for (const probe of access.probes(o)) {
        probes++;
        const response = await send(t, call, owner2, org2, probe);
        const body = response.headers['content-type']?.toString().startsWith('application/json') ? (response.json() as Record<string, unknown>) : null;
        if (response.statusCode !== 404 || !body || Object.keys(body).join() !== 'message') failures.push(`${call.id} (${probe.what}): ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(10);
    expect(await org1Rows()).toEqual(before);
  });

  it("organisation 1's owner reaches the same records (the probes name real ones)", async () => {
    for (const { call, access } of workspaceCalls.filter((w) => w.call.method === 'GET')) {
      for (const probe of access.probes(o)) expect((await send(t, call, staff.owner, org1, probe)).statusCode, call.id).toBe(200);
    }
    for (const id of ['workspaceWithdrawInvite', 'workspaceAssign', 'workspaceRevokeKey', 'workspaceDecide', 'workspaceHandleEnquiry', 'workspaceUpdateWebhook', 'workspaceRotateWebhookSecret', 'workspaceResendWebhook', 'workspaceSetCourseStatus']) {
      const { call, access } = workspaceCalls.find((w) => w.call.id === id)!;
      expect((await send(t, call, staff.owner, org1, access.probes(o)[0]!)).statusCode, id).toBe(200);
    }
  });
});
