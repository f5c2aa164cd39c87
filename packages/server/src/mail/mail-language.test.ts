import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/databases.js';
import { bearer, createTestApp, json, signIn, verificationFromMail, type TestApp } from '../testing/app.js';
import type { Mail } from './mailer.js';
import { sendNoticeMails } from '../mailbox/notice-mail.js';

/*
 * Issue 28: a member's saved language (sign-up's request language, or the profile's choice), the
 * session that tells the client, and every mail written in the recipient's language — not the
 * language of whoever made the request.
 */
describe.each(await testDialects())('mails in the recipient language on %s', (dialect) => {
  let t: TestApp;
  let count = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { devMailbox: true });
  });
  afterAll(async () => t?.close());

  const newEmail = () => `lang${++count}.${Date.now()}@example.org`;

  /** What the dev mailbox shows (GET /dev/mailbox.json, newest first) for one address. */
  async function mailboxOf(email: string): Promise<Array<{ subject: string; text: string }>> {
    const response = await t.app.inject({ url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    return json<Array<{ to: string; subject: string; text: string }>>(response).filter((mail) => mail.to === email);
  }

  async function signUp(email: string, headers: Record<string, string>, firstName = 'Lucía') {
    const response = await t.app.inject({ method: 'POST', url: '/api/signup', headers, payload: { firstName, surname: 'Pérez', email, password: 'secret12', confirmPassword: 'secret12' } });
    expect(response.statusCode).toBe(201);
    return json<{ clientId: number }>(response).clientId;
  }

  async function verifiedMember(email: string, headers: Record<string, string>): Promise<string> {
    await signUp(email, headers);
    const { key } = verificationFromMail((await mailboxOf(email))[0]!);
    expect((await t.app.inject({ url: '/api/Account/VerifyAccount', query: { verifyEmailKey: key, email, regType: 'N' } })).statusCode).toBe(200);
    return signIn(t, email, 'secret12');
  }

  it('a Spanish sign-up (Accept-Language es) gets its verification mail in Spanish, and keeps Spanish as its language', async () => {
    const email = newEmail();
    await signUp(email, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    const [mail] = await mailboxOf(email);
    expect(mail!.subject).toBe('Verifica tu cuenta de StudyAtlas');
    expect(mail!.text).toContain('Hola, Lucía:');
    expect(mail!.text).toContain('Gracias por registrarte. Confirma tu dirección de correo electrónico abriendo este enlace:');
    expect(verificationFromMail(mail!).email).toBe(email);

    const { key } = verificationFromMail(mail!);
    await t.app.inject({ url: '/api/Account/VerifyAccount', query: { verifyEmailKey: key, email, regType: 'N' } });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/authtoken',
      payload: new URLSearchParams({ grant_type: 'password', username: email, password: 'secret12' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const reply = json<{ access_token: string; member: Record<string, unknown> }>(signedIn);
    expect(reply.member.locale).toBe('es');
    const session = json<{ member: Record<string, unknown> }>(await t.app.inject({ url: '/api/session', headers: bearer(reply.access_token) }));
    expect(session.member.locale).toBe('es');
    expect(json(await t.app.inject({ url: '/api/Profile/LanguageLoad', headers: bearer(reply.access_token) }))).toEqual({ locale: 'es' });
  });

  it('a sign-up that names no language gets the English mail and saves none', async () => {
    const email = newEmail();
    const token = await verifiedMember(email, {});
    const [verification] = (await mailboxOf(email)).slice(-1);
    expect(verification!.subject).toBe('Please verify your StudyAtlas account');
    const session = json<{ member: Record<string, unknown> }>(await t.app.inject({ url: '/api/session', headers: bearer(token) }));
    expect(session.member).not.toHaveProperty('locale');
    expect(json(await t.app.inject({ url: '/api/Profile/LanguageLoad', headers: bearer(token) }))).toEqual({ locale: null });
  });

  it("writes the reset mail in the member's saved language, whatever language asks for it", async () => {
    const email = newEmail();
    await verifiedMember(email, { 'accept-language': 'es' });
    const reset = await t.app.inject({ url: '/api/Account/ResetPassword', query: { email }, headers: { 'accept-language': 'fr' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['content-language']).toBe('fr');
    const [mail] = await mailboxOf(email);
    expect(mail!.subject).toBe('Tu contraseña temporal de StudyAtlas');
  });

  it('saves a language chosen on the profile (answered in it) and writes the next mails in it', async () => {
    const email = newEmail();
    const token = await verifiedMember(email, {});
    const saved = await t.app.inject({ method: 'POST', url: '/api/Profile/LanguageSave', headers: bearer(token), payload: { locale: 'ar' } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({ message: 'تم حفظ لغتك: ستصلك رسائل البريد الإلكتروني بهذه اللغة.', locale: 'ar' });
    expect(json(await t.app.inject({ url: '/api/Profile/LanguageLoad', headers: bearer(token) }))).toEqual({ locale: 'ar' });
    const session = json<{ member: Record<string, unknown> }>(await t.app.inject({ url: '/api/session', headers: bearer(token) }));
    expect(session.member.locale).toBe('ar');

    await t.app.inject({ url: '/api/Account/ResetPassword', query: { email } });
    expect((await mailboxOf(email))[0]!.subject).toBe('كلمة المرور المؤقتة لحسابك على StudyAtlas');
  });

  it.each(['xx', 'en-XA', 'ES', ''])('refuses %j as a language with the rule message', async (locale) => {
    const token = await verifiedMember(newEmail(), {});
    const refused = await t.app.inject({ method: 'POST', url: '/api/Profile/LanguageSave', headers: bearer(token), payload: { locale } });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ message: 'Please choose a language from the list', errors: { locale: 'Please choose a language from the list' } });
  });

  it("writes a message notice in each recipient's own language", async () => {
    const german = newEmail();
    const english = newEmail();
    await verifiedMember(german, { 'accept-language': 'de-DE' });
    await verifiedMember(english, {});
    const ids = await t.database.db.selectFrom('clients').select(['id', 'email']).where('email', 'in', [german, english]).execute();
    const sent: Mail[] = [];
    await sendNoticeMails(
      { db: t.database.db, config: t.config, log: t.app.log, mailer: { transport: 'outbox', send: async (mail) => void sent.push(mail) } },
      { senderName: 'Ana', subject: 'Hola', body: '<p>Hola</p>', copies: ids.map((row, i) => ({ ownerId: Number(row.id), copyId: i + 1 })) },
    );
    const byAddress = new Map(sent.map((mail) => [mail.to, mail]));
    expect(byAddress.get(english)!.subject).toBe('New message from Ana: Hola');
    expect(byAddress.get(german)!.subject).toBe('Neue Nachricht von Ana: Hola');
    expect(byAddress.get(german)!.text).toContain('Hallo Lucía');
  });
});
