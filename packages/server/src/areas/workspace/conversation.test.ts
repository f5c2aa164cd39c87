import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { seedApplicationsCatalogue, twoApplicants, type ApplicationsCatalogue, type FixtureApplication } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { messagingRequests, URL } from '../messaging/test-fixture.js';

interface Message {
  id: number;
  direction: 'out' | 'in';
  author: { clientId: number | null; name: string };
  subject: string;
  message: string;
  unread: boolean;
  attachments: Array<{ fileId: number; fileName: string; url: string }>;
  mailedTo: string | null;
}
interface Enquiry {
  id: number;
  sender: { clientId: number | null; name: string; email: string; phone: string; nationality: string; country: string };
  campus: { id: number; name: string };
  subject: string;
  message: string;
  handled: { at: string; by: string } | null;
  messages: Message[];
}
interface ReadMessage { sender: { clientId: number | null; name: string }; subject: string; message: string; attachments: Array<{ fileId: number; fileName: string }> }

/*
 * The organisation as a party of messaging (issue 26): staff write to the student from the
 * application, the student reads the organisation's name as the sender and answers it, the reply is
 * on the application; the "Connect me" enquiries arrive as leads, are answered (a member's Inbox, an
 * anonymous sender's mail) and marked handled. Everything staff do is audited.
 */
describe.each(await testDialects())('the workspace conversation and enquiries on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let ana: TestMember;
  let ben: TestMember;
  let both: FixtureApplication;
  let bens: FixtureApplication;
  let officer: TestMember;
  let viewer: TestMember;
  let editor: TestMember;
  let bridgeOfficer: TestMember;
  let harbourCampus: number;
  const m = messagingRequests(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedApplicationsCatalogue(t.database.db, dialect);
    ({ ana, ben, both, bens } = await twoApplicants(t, cat));
    officer = await aStaffMember(t, cat.harbour, 'admissions', { firstName: 'Adam', surname: 'Admissions' });
    viewer = await aStaffMember(t, cat.harbour, 'viewer', { firstName: 'Victor', surname: 'Viewer' });
    editor = await aStaffMember(t, cat.harbour, 'catalogue_editor', { firstName: 'Edith', surname: 'Editor' });
    bridgeOfficer = await aStaffMember(t, cat.bridge, 'admissions', { firstName: 'Bea', surname: 'Bridge' });
    harbourCampus = Number((await t.database.db.selectFrom('locations').select('id').where('legal_id', '=', cat.harbour).executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => t?.close());

  const get = (who: TestMember | null, url: string, query: Record<string, string | number>) =>
    t.app.inject({ url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: who ? bearer(who.token) : {} });
  const post = (who: TestMember, url: string, org: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, query: { org: String(org) }, payload, headers: bearer(who.token) });
  const conversation = async (who: TestMember, org: number, applicationId: number) => {
    const response = await get(who, '/api/workspace/conversation', { org, applicationId });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ messages: Message[] }>(response).messages;
  };
  const audit = (clientId: number, action: string) =>
    t.database.db.selectFrom('workspace_audit').select(['legal_id', 'application_id', 'detail']).where('client_id', '=', clientId).where('action', '=', action).orderBy('id').execute();
  const studentInbox = async (who: TestMember) => m.ok<{ rows: Array<{ id: number; sender: string; senderId: number | null; subject: string; unread: boolean }> }>(await m.get(URL.inbox, who.token, { pageNo: 1, pageSize: 20 })).rows;

  it("sends the student a message as the organisation: the student's Inbox names Harbour University, never the staff member", async () => {
    const file = await m.upload(officer, 'offer-letter.pdf');
    const unreadBefore = m.ok<{ unread: number }>(await m.get(URL.unread, ana.token)).unread;
    const response = await post(officer, '/api/workspace/conversation/send', cat.harbour, {
      applicationId: both.applicationId,
      subject: 'Your application to Harbour University',
      message: '<p>Please send your <strong>final transcript</strong>.</p><script>alert(1)</script>',
      fileIds: [file],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [sent] = json<{ messages: Message[] }>(response).messages;
    expect(sent).toMatchObject({ direction: 'out', author: { clientId: officer.clientId, name: 'Adam Admissions' }, subject: 'Your application to Harbour University', unread: false, mailedTo: null });
    expect(sent!.message).toBe('<p>Please send your <strong>final transcript</strong>.</p>');
    expect(sent!.attachments.map((a) => a.fileName)).toEqual(['offer-letter.pdf']);

    const [row] = await studentInbox(ana);
    expect(row).toMatchObject({ sender: 'Harbour University', senderId: null, subject: 'Your application to Harbour University', unread: true });
    expect(m.ok<{ unread: number }>(await m.get(URL.unread, ana.token)).unread).toBe(unreadBefore + 1);
    const read = m.ok<{ message: ReadMessage }>(await m.get(URL.read, ana.token, { MsgFk: row!.id })).message;
    expect(read.sender).toEqual({ clientId: null, name: 'Harbour University', pflImage: '' });
    expect(read.attachments.map((a) => a.fileName)).toEqual(['offer-letter.pdf']);
    expect(JSON.stringify(read)).not.toContain('Adam');
    expect(JSON.stringify(read)).not.toContain(officer.email);
    // The student opens the attachment from their Inbox.
    expect((await m.get(URL.attachment, ana.token, { MsgFk: row!.id, fileFk: file })).statusCode).toBe(200);
    // The usual notice mail names the organisation.
    const mail = await t.latestMail(ana.email);
    expect(mail.subject).toContain('Harbour University');
    expect(`${mail.subject} ${mail.text}`).not.toContain('Adam');
    expect(await audit(officer.clientId, 'workspaceSendMessage')).toEqual([{ legal_id: cat.harbour, application_id: both.applicationId, detail: `message ${sent!.id}` }]);
  });

  it('lets the student reply to the organisation (not to a person); the reply is on the application, unread until staff open it', async () => {
    // Harbour's systems hear of replies (issue 27): a message.received endpoint.
    const at = new Date().toISOString();
    const endpoint = await t.database.db
      .insertInto('webhook_endpoints')
      .values({ legal_id: cat.harbour, url: 'https://crm.harbour.test/hook', events: JSON.stringify(['message.received']), secret: 'whsec_dGVzdA==', previous_secret: null, previous_secret_until: null, created_by: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [row] = await studentInbox(ana);
    const compose = m.ok<{ to: Array<{ id: string; name: string }>; parentMessageFk: number }>(await m.get(URL.compose, ana.token, { MsgFk: row!.id, actionType: 'R' }));
    expect(compose.to).toEqual([{ id: `O-${cat.harbour}`, name: 'Harbour University' }]);
    const transcript = await m.upload(ana, 'transcript.pdf');
    await m.send(ana, { action_type: 'R', subject: 'RE: Your application', message: '<p>Here it is.</p>', TO: `O-${cat.harbour}`, parentMessageFk: row!.id, FileInfoFks: String(transcript) });

    const orgs = json<{ organisations: Array<{ id: number; replies: number }> }>(await get(officer, '/api/workspace/organisations', {}));
    expect(orgs.organisations.find((o) => o.id === cat.harbour)!.replies).toBe(1);
    const inbox = json<{ rows: Array<{ applicationId: number; replies: number }> }>(await get(officer, '/api/workspace/applications', { org: cat.harbour }));
    expect(inbox.rows.find((r) => r.applicationId === both.applicationId)!.replies).toBe(1);

    const messages = await conversation(viewer, cat.harbour, both.applicationId);
    expect(messages.map((x) => [x.direction, x.author.name, x.unread])).toEqual([
      ['out', 'Adam Admissions', false],
      ['in', 'Ana Silva', true],
    ]);
    const reply = messages[1]!;
    expect(reply.message).toBe('<p>Here it is.</p>');
    const events = await t.database.db.selectFrom('webhook_deliveries').select(['event_type', 'payload']).where('endpoint_id', '=', endpoint.id).execute();
    expect(events.map((e) => [e.event_type, JSON.parse(e.payload).data])).toEqual([
      [
        'message.received',
        {
          applicationId: both.applicationId,
          enquiryId: null,
          messageId: reply.id,
          from: { kind: 'student', studentId: ana.clientId, name: 'Ana Silva' },
          subject: 'RE: Your application',
          receivedAt: expect.any(String),
          link: `/workspace/applications/${both.applicationId}`,
        },
      ],
    ]);
    const download = await t.app.inject({ url: reply.attachments[0]!.url, headers: bearer(viewer.token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-filename']).toBe('transcript.pdf');
    // Opened: read for everyone on the staff.
    expect((await conversation(officer, cat.harbour, both.applicationId)).map((x) => x.unread)).toEqual([false, false]);
    expect(json<{ organisations: Array<{ id: number; replies: number }> }>(await get(officer, '/api/workspace/organisations', {})).organisations[0]!.replies).toBe(0);
    // Bridge's staff see nothing of Harbour's conversation on the same application.
    expect(await conversation(bridgeOfficer, cat.bridge, both.applicationId)).toEqual([]);
  });

  it('keeps a second message in the same thread of the student', async () => {
    await post(officer, '/api/workspace/conversation/send', cat.harbour, { applicationId: both.applicationId, subject: 'Thank you', message: '<p>Received.</p>' });
    const db = t.database.db;
    const threads = await db.selectFrom('member_messages').select('thread_key').where('owner_id', '=', ana.clientId).where('sender_org_id', '=', cat.harbour).execute();
    expect(new Set(threads.map((r) => Number(r.thread_key))).size).toBe(1);
  });

  it("refuses a member writing to an organisation outside its conversation, and a reply to another organisation", async () => {
    const cold = await m.post(URL.save, ben.token, { action_type: 'S', subject: 'Hello', message: '<p>Hi</p>', TO: `O-${cat.harbour}` });
    expect(cold.statusCode).toBe(400);
    const [row] = await studentInbox(ana);
    const other = await m.post(URL.save, ana.token, { action_type: 'R', subject: 'Hi', message: '<p>x</p>', TO: `O-${cat.bridge}`, parentMessageFk: row!.id });
    expect(other.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('organisation_messages').select('id').where('legal_id', '=', cat.bridge).execute()).toEqual([]);
  });

  it('refuses bad input, a viewer (403), a catalogue editor (403), another organisation (404) and students (401/403)', async () => {
    const send = (who: TestMember, org: number, body: Record<string, unknown>) => post(who, '/api/workspace/conversation/send', org, { applicationId: both.applicationId, subject: 'S', message: '<p>M</p>', ...body });
    const blank = await send(officer, cat.harbour, { subject: ' ', message: '<p> </p>' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toEqual({ message: 'Please enter the subject.', errors: { subject: 'Please enter the subject.', message: 'Please write the message.' } });
    const foreignFile = await m.upload(ana, 'not-yours.pdf');
    expect(json(await send(officer, cat.harbour, { fileIds: [foreignFile] }))).toEqual({ message: 'Attach only files you uploaded.', errors: { fileIds: 'Attach only files you uploaded.' } });
    expect((await send(viewer, cat.harbour, {})).statusCode).toBe(403);
    expect((await get(editor, '/api/workspace/conversation', { org: cat.harbour, applicationId: both.applicationId })).statusCode).toBe(403);
    const bens404 = await get(officer, '/api/workspace/conversation', { org: cat.harbour, applicationId: bens.applicationId });
    expect([bens404.statusCode, json(bens404)]).toEqual([404, { message: 'Application not found.' }]);
    expect((await send(bridgeOfficer, cat.bridge, { applicationId: bens.applicationId, fileIds: [] })).statusCode).toBe(201);
    const message = (await t.database.db.selectFrom('organisation_messages').select('id').where('legal_id', '=', cat.harbour).where('direction', '=', 'in').executeTakeFirstOrThrow()).id;
    const file = (await t.database.db.selectFrom('message_attachments').select('file_id').orderBy('file_id', 'desc').executeTakeFirstOrThrow()).file_id;
    expect((await get(bridgeOfficer, '/api/workspace/conversation/attachment', { org: cat.bridge, messageId: Number(message), fileId: Number(file) })).statusCode).toBe(404);
    expect((await send(ana, cat.harbour, {})).statusCode).toBe(403);
    expect((await get(null, '/api/workspace/conversation', { org: cat.harbour, applicationId: both.applicationId })).statusCode).toBe(401);
  });

  describe('"Connect me" enquiries', () => {
    let memberEnquiry: number;
    let guestEnquiry: number;
    let countryName: string;

    beforeAll(async () => {
      const { db } = t.database;
      const portugal = Number((await db.selectFrom('countries').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
      const places = { home_country_id: null, home_state_id: null, home_city_id: null, current_state_id: null, current_city_id: null, postal_country_id: null, postal_state_id: null, postal_city_id: null };
      const more = { study_country_id: null, study_legal_id: null, study_from_year: null, study_to_year: null };
      await db.deleteFrom('member_profiles').where('client_id', '=', ben.clientId).execute();
      await db
        .insertInto('member_profiles')
        .values({ client_id: ben.clientId, ...places, ...more, current_country_id: portugal, nationality_country_id: portugal, country_code: '+351', mobile: '912 345 678', updated_at: '2026-03-01T08:00:00.000Z' })
        .execute();
      countryName = (await db.selectFrom('countries').select('name').where('id', '=', portugal).executeTakeFirstOrThrow()).name;
      const connect = await t.app.inject({ url: '/api/ConnectMe/CUpsert', query: { locationFk: String(harbourCampus), subject: 'Scholarships', noteText: 'Which scholarships can I apply for?' }, headers: bearer(ben.token) });
      expect(connect.statusCode, connect.body).toBe(200);
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/InstitutePublic/connectPublic',
        payload: { name: 'Gita Guest', email: 'gita@example.org', phone: '02079460000', locationFk: harbourCampus, subject: 'Accommodation', noteText: 'Is there housing on campus?' },
      });
      expect(guest.statusCode, guest.body).toBe(200);
      const ids = await t.database.db.selectFrom('connect_me_requests').select(['id', 'client_id']).where('legal_id', '=', cat.harbour).orderBy('id').execute();
      memberEnquiry = Number(ids.find((r) => r.client_id !== null)!.id);
      guestEnquiry = Number(ids.find((r) => r.client_id === null)!.id);
    });

    const list = async (who: TestMember, query: Record<string, string | number> = {}) => {
      const response = await get(who, '/api/workspace/enquiries', { org: cat.harbour, ...query });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ rows: Array<{ id: number; sender: { name: string; member: boolean }; campus: string; subject: string; handled: boolean; answers: number }>; total: number; open: number }>(response);
    };

    it("lists the organisation's enquiries newest first with the open count; Bridge's staff see none of them", async () => {
      const open = await list(viewer);
      expect([open.total, open.open]).toEqual([2, 2]);
      expect(open.rows.map((r) => [r.sender.name, r.sender.member, r.campus, r.subject, r.handled])).toEqual([
        ['Gita Guest', false, 'City Campus', 'Accommodation', false],
        ['Ben Okafor', true, 'City Campus', 'Scholarships', false],
      ]);
      expect((await get(bridgeOfficer, '/api/workspace/enquiries', { org: cat.bridge })).json()).toMatchObject({ total: 0, rows: [] });
      const foreign = await get(bridgeOfficer, '/api/workspace/enquiry', { org: cat.bridge, enquiryId: memberEnquiry });
      expect([foreign.statusCode, json(foreign)]).toEqual([404, { message: 'Enquiry not found.' }]);
      expect((await get(editor, '/api/workspace/enquiries', { org: cat.harbour })).statusCode).toBe(403);
      const orgs = json<{ organisations: Array<{ id: number; openEnquiries: number }> }>(await get(officer, '/api/workspace/organisations', {}));
      expect(orgs.organisations[0]!.openEnquiries).toBe(2);
    });

    it("shows a member's details and answers them in their Inbox as the organisation; their reply comes back to the enquiry", async () => {
      const detail = json<Enquiry>(await get(officer, '/api/workspace/enquiry', { org: cat.harbour, enquiryId: memberEnquiry }));
      expect(detail.sender).toEqual({ clientId: ben.clientId, name: 'Ben Okafor', email: ben.email, phone: '+351 912 345 678', nationality: countryName, country: countryName });
      expect([detail.campus.name, detail.subject, detail.message, detail.handled]).toEqual(['City Campus', 'Scholarships', 'Which scholarships can I apply for?', null]);
      const blank = await post(officer, '/api/workspace/enquiry/answer', cat.harbour, { enquiryId: memberEnquiry, subject: 'Re: Scholarships', message: '' });
      expect(json(blank)).toEqual({ message: 'Please write the message.', errors: { message: 'Please write the message.' } });
      expect((await post(viewer, '/api/workspace/enquiry/answer', cat.harbour, { enquiryId: memberEnquiry, subject: 'x', message: 'y' })).statusCode).toBe(403);
      const answered = await post(officer, '/api/workspace/enquiry/answer', cat.harbour, { enquiryId: memberEnquiry, subject: 'Re: Scholarships', message: '<p>See our merit scholarship.</p>' });
      expect(answered.statusCode, answered.body).toBe(201);
      expect(json<Enquiry>(answered).messages.map((x) => [x.direction, x.author.name, x.mailedTo])).toEqual([['out', 'Adam Admissions', null]]);
      const [row] = await studentInbox(ben);
      expect(row).toMatchObject({ sender: 'Harbour University', subject: 'Re: Scholarships', unread: true });
      await m.send(ben, { action_type: 'R', subject: 'RE: Re: Scholarships', message: '<p>Thanks!</p>', TO: `O-${cat.harbour}`, parentMessageFk: row!.id });
      expect((await list(officer)).rows.find((r) => r.id === memberEnquiry)).toMatchObject({ answers: 1, unread: 1 });
      const again = json<Enquiry>(await get(officer, '/api/workspace/enquiry', { org: cat.harbour, enquiryId: memberEnquiry }));
      expect(again.messages.map((x) => [x.direction, x.author.name, x.unread])).toEqual([
        ['out', 'Adam Admissions', false],
        ['in', 'Ben Okafor', true],
      ]);
    });

    it('answers an anonymous sender by e-mail through the mailer (no attachments), and marks the enquiry handled and open again', async () => {
      const file = await m.upload(officer, 'brochure.pdf');
      const withFile = await post(officer, '/api/workspace/enquiry/answer', cat.harbour, { enquiryId: guestEnquiry, subject: 'Re: Accommodation', message: '<p>Yes.</p>', fileIds: [file] });
      expect(json(withFile)).toEqual({ message: 'This answer goes by e-mail: it cannot carry attachments.', errors: { fileIds: 'This answer goes by e-mail: it cannot carry attachments.' } });
      const answered = json<Enquiry>(await post(officer, '/api/workspace/enquiry/answer', cat.harbour, { enquiryId: guestEnquiry, subject: 'Re: Accommodation', message: '<p>Yes: <em>Harbour Hall</em>.</p>' }));
      expect(answered.messages.map((x) => [x.direction, x.mailedTo])).toEqual([['out', 'gita@example.org']]);
      const mail = await t.latestMail('gita@example.org');
      expect(mail.subject).toBe('Re: Accommodation — Harbour University');
      expect(mail.text).toContain('Harbour University answers the enquiry you sent through StudyAtlas:');
      expect(mail.text).toContain('Yes: Harbour Hall.');
      expect(mail.text).toContain('Is there housing on campus?');
      expect(mail.text).not.toContain('Adam');

      const handled = json<Enquiry>(await post(officer, '/api/workspace/enquiry/handle', cat.harbour, { enquiryId: guestEnquiry, handled: true }));
      expect(handled.handled).toEqual({ at: expect.any(String), by: 'Adam Admissions' });
      expect((await list(officer)).rows.map((r) => r.id)).toEqual([memberEnquiry]);
      expect((await list(officer, { state: 'handled' })).rows.map((r) => [r.id, r.handled])).toEqual([[guestEnquiry, true]]);
      expect((await list(officer, { state: 'all' })).open).toBe(1);
      expect((await post(viewer, '/api/workspace/enquiry/handle', cat.harbour, { enquiryId: guestEnquiry, handled: false })).statusCode).toBe(403);
      expect(json<Enquiry>(await post(officer, '/api/workspace/enquiry/handle', cat.harbour, { enquiryId: guestEnquiry, handled: false })).handled).toBeNull();
      expect((await post(bridgeOfficer, '/api/workspace/enquiry/handle', cat.bridge, { enquiryId: guestEnquiry, handled: true })).statusCode).toBe(404);
      expect((await audit(officer.clientId, 'workspaceHandleEnquiry')).map((a) => a.detail)).toEqual([`enquiry ${guestEnquiry}: handled`, `enquiry ${guestEnquiry}: open`]);
      expect((await audit(officer.clientId, 'workspaceAnswerEnquiry')).map((a) => a.detail)).toEqual([`enquiry ${memberEnquiry}: answered`, `enquiry ${guestEnquiry}: answered by e-mail to gita@example.org`]);
    });
  });
});
