import { afterAll, describe, expect, it } from 'vitest';
import { applicationFixture, type ApplicationFixture } from '../areas/application/test-fixture.js';
import { bearer, createTestApp, json, signedInMember, signIn, verificationFromMail, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { multipart } from '../testing/multipart.js';
import { redactSecrets, type LogStream } from './request-log.js';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  call?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  memberId?: number;
}

/** A log destination that keeps every line written to it. */
function captured(): LogStream & { text(): string; lines(): LogLine[] } {
  const chunks: string[] = [];
  return {
    write: (line) => void chunks.push(line),
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine),
  };
}

describe('redactSecrets (any log call)', () => {
  it('replaces secret fields at the top and one level down, leaves the rest and errors as they are', () => {
    const err = new Error('boom');
    const entry = { msg: 'x', password: 'p', mail: { to: 'a@b.c', text: 'body', html: '<p>' }, headers: { Authorization: 'Bearer t', cookie: 'c' }, err, count: 2 };
    expect(redactSecrets(entry)).toEqual({ msg: 'x', password: '[redacted]', mail: { to: 'a@b.c', text: '[redacted]', html: '[redacted]' }, headers: { Authorization: '[redacted]', cookie: '[redacted]' }, err, count: 2 });
    expect(redactSecrets(entry).err).toBe(err);
    const clean = { msg: 'request', call: 'authToken', status: 200 };
    expect(redactSecrets(clean)).toBe(clean);
  });
});

describe.each(await testDialects())('request logs on %s', (dialect) => {
  const closing: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const app of closing) await app.close().catch(() => undefined);
  });

  it("a member's journey (sign-up, sign-in, profile, upload, apply, message, password change) logs one line per request and none of its secrets", async () => {
    const log = captured();
    const f: ApplicationFixture = await applicationFixture(dialect, { logLevel: 'info', trustProxy: true }, { logStream: log });
    closing.push(f);
    const { t } = f;
    const secrets: Record<string, string> = {};

    // Sign-up, the verification link, sign-in (and one wrong password).
    const member = await signedInMember(t, { password: 'Journey-Pass-7731' });
    secrets.password = member.password;
    secrets.token = member.token;
    const wrong = 'Wrong-Pass-99812';
    expect((await t.app.inject({ method: 'POST', url: '/authtoken', payload: `grant_type=password&username=${encodeURIComponent(member.email)}&password=${wrong}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(400);
    secrets.wrongPassword = wrong;
    const verification = verificationFromMail(await t.latestMail(member.email));
    secrets.verificationKey = verification.key;
    const mail = await t.latestMail(member.email);
    secrets.mailBody = mail.text.trim().split('\n').find((line) => line.length > 20)!;

    // The sealed login-name cookie, sent back.
    const cookieReply = await t.app.inject({ url: '/api/session/cookie', headers: bearer(member.token) });
    const cookie = String(cookieReply.headers['set-cookie']).split(';')[0]!;
    secrets.cookie = cookie.slice('sa_login='.length);
    expect(json<{ loginName: string }>(await t.app.inject({ url: '/api/session/login-name', headers: { cookie } })).loginName).toBe(member.email);

    // Profile, an upload.
    expect((await t.app.inject({ url: '/api/Profile/UserProfileData', headers: bearer(member.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Profile/BasicDetailLoad', headers: bearer(member.token) })).statusCode).toBe(200);
    const fileMarker = 'file-content-marker-5d1f0c';
    const pdf = Buffer.from(`%PDF-1.7\n% ${fileMarker}\n%%EOF\n`, 'latin1');
    secrets.fileBytes = fileMarker;
    secrets.fileBase64 = pdf.toString('base64').slice(0, 24);
    const body = multipart({ name: 'plan.pdf', type: 'application/pdf', bytes: pdf });
    const upload = await t.app.inject({ method: 'POST', url: '/api/FileUpload/UploadFile', payload: body.payload, headers: { ...body.headers, ...bearer(member.token) } });
    expect(upload.statusCode, upload.body).toBe(200);

    // The demo student (a complete profile) applies.
    secrets.demoPassword = f.demo.password;
    secrets.demoToken = f.demo.token;
    const draft = await f.shortlist(f.demo.token, [f.intakes.open[0]!]);
    await f.declare(f.demo.token, draft.applicationFk);
    expect(f.ok(await f.submit(f.demo.token, draft.applicationFk))).toMatchObject({ result: 'S' });

    // A message between friends, read by its recipient.
    const at = '2026-03-01T09:00:00.000Z';
    await t.database.db.insertInto('friend_links').values({ requester_id: member.clientId, addressee_id: f.demo.clientId, state: 'L', note: '', created_at: at, answered_at: at }).execute();
    const messageBody = 'message-body-marker-e3a9 my visa plan';
    secrets.messageBody = 'message-body-marker-e3a9';
    const sent = await t.app.inject({ method: 'POST', url: '/api/MSGC/SaveMessage', headers: bearer(member.token), payload: { action_type: 'S', subject: 'Plan', message: messageBody, TO: `C-${f.demo.clientId}` } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await t.app.inject({ url: '/api/MSG/inboxMessage', headers: bearer(f.demo.token) })).statusCode).toBe(200);

    // The password change carries the old and the new password in its body.
    const newPassword = 'Changed-Pass-44120';
    secrets.newPassword = newPassword;
    const change = await t.app.inject({ method: 'POST', url: '/api/Account/ChangePassword', headers: bearer(member.token), payload: { email: member.email, oldPassword: member.password, newPassword, confirmPassword: newPassword } });
    expect(change.statusCode, change.body).toBe(200);
    secrets.newToken = await signIn(t, member.email, newPassword);

    // A request id a trusted proxy set comes back in the reply and names the request's log line.
    const traced = await t.app.inject({ url: '/api/clientloggerpublic/ContactSubjects', headers: { 'x-request-id': 'proxy-req-0001' } });
    expect(traced.headers['x-request-id']).toBe('proxy-req-0001');

    const text = log.text();
    const leaked = Object.entries(secrets).filter(([, secret]) => text.includes(secret) || text.includes(encodeURIComponent(secret)));
    expect(leaked.map(([name]) => name)).toEqual([]);
    expect(text).not.toMatch(/authorization|bearer|set-cookie/i);

    const requests = log.lines().filter((line) => line.msg === 'request');
    // One line per request: the demo's sign-in, sign-up, verification, sign-in, the wrong one, cookie, login name,
    // two profile reads, upload, shortlist, declaration, submission, message, inbox, password change,
    // sign-in, the traced call. Each with its id, call, status and duration; signed-in calls name the member.
    expect(requests).toHaveLength(18);
    for (const line of requests) {
      expect(line).toMatchObject({ level: 30, requestId: expect.any(String), call: expect.any(String), method: expect.any(String), path: expect.stringMatching(/^\/[^?]*$/), status: expect.any(Number), durationMs: expect.any(Number) });
    }
    expect(new Set(requests.map((line) => line.requestId)).size).toBe(requests.length);
    expect(requests.find((line) => line.call === 'messagingSave')).toMatchObject({ status: 200, memberId: member.clientId, path: '/api/MSGC/SaveMessage' });
    expect(requests.find((line) => line.call === 'uploadFile')).toMatchObject({ status: 200, memberId: member.clientId });
    const verify = requests.find((line) => line.call === 'verifyAccount');
    expect(verify).toMatchObject({ status: 200, path: '/api/Account/VerifyAccount' });
    expect(verify).not.toHaveProperty('memberId');
    expect(requests.filter((line) => line.requestId === 'proxy-req-0001')).toMatchObject([{ call: 'contactSubjects', status: 200 }]);
  });

  it('ignores X-Request-Id unless the proxy is trusted: a generated id is echoed and logged; the probes log at debug only', async () => {
    const log = captured();
    const t: TestApp = await createTestApp(dialect, { logLevel: 'info' }, { logStream: log });
    closing.push(t);
    const reply = await t.app.inject({ url: '/api/clientloggerpublic/ContactSubjects', headers: { 'x-request-id': 'forged-by-a-client' } });
    const id = String(reply.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await t.app.inject({ url: '/livez' });
    await t.app.inject({ url: '/api/nothing/here?email=someone@example.org' });
    const lines = log.lines().filter((line) => line.msg === 'request');
    expect(lines).toMatchObject([
      { requestId: id, call: 'contactSubjects', status: 200 },
      { call: 'unmatched', status: 404, path: '/api/nothing/here' },
    ]);
    expect(log.text()).not.toContain('forged-by-a-client');
    expect(log.text()).not.toContain('someone@example.org');
  });
});
