import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, contactMessages } from '@studyatlas/core';
import { loadConfig } from '../../config.js';
import { CONTACT_SUBJECTS, listRows } from '../../seed/reference-data.js';
import { testDialects } from '../../testing/databases.js';
import { appRequests } from '../../testing/requests.js';
import { createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';

const SUPPORT = 'help@studyatlas.test';
const PUBLIC = '/api/clientloggerpublic/PublicContactUS';
const SIGNED_IN = '/api/clientlogger/ContactUS';

describe.each(await testDialects())('contact us on %s', (dialect) => {
  let t: TestApp;
  let member: TestMember;
  let visitorCount = 0;
  const visitorEmail = () => `visitor${++visitorCount}.${dialect}@example.org`;

  beforeAll(async () => {
    t = await createTestApp(dialect, { supportEmail: SUPPORT });
    await t.database.db.insertInto('contact_subjects').values(listRows(CONTACT_SUBJECTS)).execute();
    member = await signedInMember(t, { firstName: 'Ana', surname: 'Silva' });
  });
  afterAll(async () => t?.close());

  const { post } = appRequests(() => t);

  const rows = () => t.database.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').execute();

  it('lists the five subjects for everyone', async () => {
    const response = await t.app.inject({ url: '/api/clientloggerpublic/ContactSubjects?rndm=0.3' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      subjects: [
        { id: 1, name: 'Feedback' },
        { id: 2, name: 'General enquiry' },
        { id: 3, name: 'Registration issue' },
        { id: 4, name: 'Sign in issue' },
        { id: 5, name: 'Suggestion' },
      ],
    });
  });

  it('a visitor’s message is stored, sent to support and acknowledged', async () => {
    const email = visitorEmail();
    const response = await post(PUBLIC, {
      name: ' Lee Wong ',
      email: ` ${email.toUpperCase()} `,
      verifyEmail: email,
      number: '0412345678',
      subject: 4,
      noteText: '  I cannot sign in since yesterday.  ',
      rndm: '0.42',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: contactMessages.contactSent });

    const [row] = await rows();
    expect(row).toMatchObject({
      client_id: null,
      name: 'Lee Wong',
      email,
      phone: '0412345678',
      subject_id: 4,
      subject: 'Sign in issue',
      note_text: 'I cannot sign in since yesterday.',
      created_at: '2026-03-02T09:00:00.000Z',
    });

    const support = await t.latestMail(SUPPORT);
    expect(support.subject).toBe('Contact us: Sign in issue (from Lee Wong)');
    expect(support.text).toContain(`From: Lee Wong <${email}>`);
    expect(support.text).toContain('Phone: 0412345678');
    expect(support.text).toContain('Visitor (not signed in)');
    expect(support.text).toContain('I cannot sign in since yesterday.');
    const ack = await t.latestMail(email);
    expect(ack.subject).toBe(contactMessages.mailContactAckSubject);
    expect(ack.text).toContain('Hello Lee Wong,');
    expect(ack.text).toContain('We received your message about "Sign in issue"');
    expect(ack.html).toContain('I cannot sign in since yesterday.');
  });

  it('a member’s message uses the account’s name and e-mail', async () => {
    const response = await post(SIGNED_IN, { subject: '1', noteText: 'Great site!' }, member.token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: contactMessages.contactSent });
    const [row] = await rows();
    expect(row).toMatchObject({ client_id: member.clientId, name: 'Ana Silva', email: member.email, phone: null, subject: 'Feedback', note_text: 'Great site!' });
    const support = await t.latestMail(SUPPORT);
    expect(support.subject).toBe('Contact us: Feedback (from Ana Silva)');
    expect(support.text).toContain(`Signed-in member #${member.clientId}`);
    expect(support.text).not.toContain('Phone:');
    expect((await t.latestMail(member.email)).subject).toBe(contactMessages.mailContactAckSubject);

    // The public path with a token is the same call: the member is known either way.
    const viaPublic = await post(PUBLIC, { subject: 'suggestion', noteText: 'Dark mode please' }, member.token);
    expect(viaPublic.statusCode).toBe(200);
    expect((await rows())[0]).toMatchObject({ client_id: member.clientId, subject_id: 5 });
  });

  it('a visitor gets every message of the specification', async () => {
    const before = (await t.mails()).length;
    const empty = await post(PUBLIC, { verifyEmail: '' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toEqual({
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        verifyEmail: contactMessages.contactVerifyEmailRequired,
        number: 'Phone number is required',
        subject: contactMessages.contactSubjectRequired,
        noteText: contactMessages.contactNoteRequired,
      },
    });
    const valid = { name: 'Lee', email: 'lee@example.org', number: '0412', subject: '2', noteText: 'Hi' };
    const expectOne = async (payload: object, field: string, message: string) => {
      const response = await post(PUBLIC, { ...valid, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toEqual({ message, errors: { [field]: message } });
    };
    await expectOne({ email: 'lee@example' }, 'email', 'Invalid Email');
    await expectOne({ verifyEmail: 'lea@example.org' }, 'verifyEmail', 'Email mismatch');
    await expectOne({ number: '+61 412' }, 'number', 'Invalid number');
    await expectOne({ number: 61412.5 }, 'number', 'Invalid number');
    await expectOne({ subject: 99 }, 'subject', contactMessages.contactSubjectUnknown);
    await expectOne({ subject: 'Complaints' }, 'subject', contactMessages.contactSubjectUnknown);
    await expectOne({ noteText: 'x'.repeat(4001) }, 'noteText', contactMessages.contactNoteTooLong);
    expect(await post(SIGNED_IN, valid).then((r) => r.statusCode)).toBe(200);
    // Nothing was stored or sent for the refused ones; the accepted one sent two mails.
    expect((await t.mails()).length).toBe(before + 2);
  });

  it('a member needs only a subject and a message', async () => {
    const response = await post(SIGNED_IN, { name: '', email: '', number: '' }, member.token);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: contactMessages.contactSubjectRequired,
      errors: { subject: contactMessages.contactSubjectRequired, noteText: contactMessages.contactNoteRequired },
    });
  });

  it('asks a member whose session ended to sign in again', async () => {
    const response = await post(SIGNED_IN, { subject: '1', noteText: 'Hi' }, 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: messages.sessionExpired });
  });

  it('never answers 500 to junk', async () => {
    const junk: unknown[] = [null, [], 'text', 42, { name: {} }, { subject: [1] }, { number: true }, { noteText: 1e300 }, { subject: 1e400 }, { verifyEmail: 5 }];
    for (const url of [PUBLIC, SIGNED_IN]) {
      for (const body of junk) {
        const response = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      }
      const broken = await t.app.inject({ method: 'POST', url, payload: '{"name":', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
    }
    const huge = await post(PUBLIC, { name: 'Lee', email: 'lee@example.org', number: '1', subject: '99999999999999999999', noteText: 'Hi' });
    expect(huge.statusCode).toBe(400);
  });
});

describe('the support address', () => {
  it('comes from SUPPORT_EMAIL, with a default', () => {
    expect(loadConfig({}).supportEmail).toBe('support@studyatlas.local');
    expect(loadConfig({ SUPPORT_EMAIL: ' help@uni.example ' }).supportEmail).toBe('help@uni.example');
  });
});
