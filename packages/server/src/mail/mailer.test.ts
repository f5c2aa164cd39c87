import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, mailMessages, authMessages } from '@studyatlas/core';
import { testDialects, createTestDatabase, type TestDatabase } from '../testing/databases.js';
import { TEST_PUBLIC_URL, createTestApp, json, verificationFromMail, type TestApp } from '../testing/app.js';
import { parseMail, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.js';
import { createMailer } from './mailer.js';
import { listOutbox } from './queries.js';

const MAIL_FROM = 'StudyAtlas <no-reply@studyatlas.local>';

/** The verbs of the SMTP commands the sink received: a plain session has no STARTTLS and no AUTH. */
const verbs = (sink: SmtpSink) => sink.commands.map((command) => command.split(' ')[0]);

describe('createMailer with SMTP_URL', () => {
  let sink: SmtpSink;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => sink?.close());

  it('sends over plain SMTP to a local server that offers no STARTTLS, and stores nothing', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: MAIL_FROM }, database.db);
    expect(mailer.transport).toBe('smtp');
    const text = 'Hello Ana,\n\n.a line that starts with a dot\nünïcode and a long line '.concat('x'.repeat(90));
    await mailer.send({ to: 'ana@example.org', subject: 'Testing the transport', text, html: '<p>Hello <b>Ana</b></p>' });

    expect(verbs(sink)).toEqual(['EHLO', 'MAIL', 'RCPT', 'DATA']);
    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message!.from).toBe('no-reply@studyatlas.local');
    expect(message!.to).toEqual(['ana@example.org']);
    const mail = parseMail(message!.data);
    expect(mail.headers).toMatchObject({ from: MAIL_FROM, to: 'ana@example.org', subject: 'Testing the transport' });
    expect(mail.text).toBe(text);
    expect(mail.html).toBe('<p>Hello <b>Ana</b></p>');
    expect(await listOutbox(database.db)).toEqual([]);
  });

  it('fails the send when the SMTP server does not answer', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: MAIL_FROM }, database.db);
    await sink.close();
    await expect(mailer.send({ to: 'ana@example.org', subject: 'Lost', text: 'x', html: '<p>x</p>' })).rejects.toThrow(/ECONNREFUSED/);
    expect(await listOutbox(database.db)).toEqual([]);
  });
});

describe.each(await testDialects())('sign-up mail through SMTP on %s', (dialect) => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { smtpUrl: sink.url, mailFrom: MAIL_FROM });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const signup = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'Ana', surname: 'Silva', email, password: 'secret12', confirmPassword: 'secret12' },
    });

  it('delivers the verification mail to the SMTP server, not to the outbox', async () => {
    const email = `smtp.${dialect}@example.org`;
    const response = await signup(email);
    expect(response.statusCode).toBe(201);

    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message!.from).toBe('no-reply@studyatlas.local');
    expect(message!.to).toEqual([email]);
    const mail = parseMail(message!.data);
    expect(mail.headers).toMatchObject({ from: MAIL_FROM, to: email, subject: mailMessages.mailVerifySubject });
    const link = verificationFromMail(mail);
    expect(link.link).toBe(`${TEST_PUBLIC_URL}/verifyAcc/${link.key}/${encodeURIComponent(email)}/N`);
    expect(mail.html).toContain(`href="${link.link}"`);
    expect(await t.mails()).toEqual([]);

    const verified = await t.app.inject({ url: '/api/Account/VerifyAccount', query: { verifyEmailKey: link.key, email, regType: link.type } });
    expect(json(verified)).toEqual({ message: authMessages.accountVerified });
  });

  it('still registers the member when the SMTP server is gone, and keeps nothing in the outbox', async () => {
    const gone = await startSmtpSink();
    await gone.close();
    const offline = await createTestApp(dialect, { smtpUrl: gone.url, mailFrom: MAIL_FROM });
    try {
      const email = `smtp.offline.${dialect}@example.org`;
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { firstName: 'Ana', surname: 'Silva', email, password: 'secret12', confirmPassword: 'secret12' },
      });
      expect(response.statusCode).toBe(201);
      expect(json(response)).toMatchObject({ message: authMessages.registerSucceeded });
      expect(await offline.mails()).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
