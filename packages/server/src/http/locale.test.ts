import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, LOCALES, messages } from '@studyatlas/core';
import { createTestApp, json, type TestApp } from '../testing/app.js';
import { activeLocale, askedLocale, inLocale, loadServerLocales } from './locale.js';

/*
 * The server answers in the request's language (issue 28): the `locale` parameter, else
 * Accept-Language, else English; errors of the rules, of the shape check and of the HTTP layer alike.
 */
describe('the request locale', () => {
  it('takes the locale parameter first, then the first language of Accept-Language spoken, else none', () => {
    const ask = (query: Record<string, unknown>, header?: string) => askedLocale({ query, headers: header ? { 'accept-language': header } : {} });
    expect(ask({ locale: 'fr' }, 'es')).toBe('fr');
    expect(ask({}, 'ja, es-MX;q=0.8, fr;q=0.9')).toBe('fr');
    expect(ask({ locale: 'xx' }, 'zh-Hans-CN')).toBe('zh-CN');
    expect(ask({}, 'ja, ko')).toBeNull();
    expect(ask({})).toBeNull();
  });

  it('reads the catalogue in English outside a request, and in the given locale inside inLocale', async () => {
    await loadServerLocales();
    expect(activeLocale()).toBe('en');
    expect(authMessages.firstNameRequired).toBe('First name is required');
    expect(await inLocale('de', () => authMessages.firstNameRequired)).toBe('Vorname ist ein Pflichtfeld');
    expect(await inLocale('tlh', () => messages.signInRequired)).toBe('Please sign in to continue.');
  });
});

describe('machine-stable words', () => {
  it("keeps messages.itemNotAllowed, the protocol text the client compares to force a sign-out, the same in every locale", async () => {
    await loadServerLocales();
    for (const locale of LOCALES) expect(await inLocale(locale, () => messages.itemNotAllowed), locale).toBe('this item does not allow');
  });
});

describe('replies in the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const signup = (headers: Record<string, string>, url = '/api/signup') => t.app.inject({ method: 'POST', url, headers, payload: { firstName: '', surname: '', email: 'a@example.org', password: 'secret12', confirmPassword: 'secret12' } });

  it("answers a rule's messages in the Accept-Language's language and says so", async () => {
    const response = await signup({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('es');
    expect(json(response)).toEqual({
      message: 'El nombre es obligatorio',
      errors: { firstName: 'El nombre es obligatorio', surname: 'Los apellidos son obligatorios' },
    });
  });

  it('prefers the locale parameter to the header', async () => {
    const response = await signup({ 'accept-language': 'es' }, '/api/signup?locale=ar');
    expect(response.headers['content-language']).toBe('ar');
    expect(json(response).message).toBe('الاسم الأول مطلوب');
  });

  it('answers English, the specification words, without a language or with one we do not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'ja-JP, ko;q=0.5' }] as Record<string, string>[]) {
      const response = await signup(headers);
      expect(response.headers['content-language']).toBe('en');
      expect(json(response).message).toBe('First name is required');
    }
  });

  it('translates the HTTP layer: a missing sign-in, a malformed body and an unknown address', async () => {
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/Profile/UserProfileData', headers: { 'accept-language': 'fr' } });
    expect(unsigned.statusCode).toBe(401);
    expect(json(unsigned)).toEqual({ message: 'Veuillez vous connecter pour continuer.' });

    const malformed = await t.app.inject({ method: 'POST', url: '/api/signup', headers: { 'accept-language': 'es', 'content-type': 'application/json' }, payload: '{"firstName":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-language']).toBe('es');
    expect(json(malformed)).toEqual({ message: 'El cuerpo de la solicitud no es un JSON válido.' });

    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-call?locale=ar' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'لم يُعثر على المورد المطلوب.' });
  });

  it('answers the shape check in the language too (the zod issues read the catalogue when they happen)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/CoursesPublic/CoursesPublicSearchData', headers: { 'accept-language': 'de' }, payload: { search: 'x'.repeat(201) } });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('„Fachbereich oder Kursname“ darf höchstens 200 Zeichen lang sein');
  });

  it('keeps English for requests in parallel with a Spanish one (the locale is per request, not per process)', async () => {
    const [spanish, english] = await Promise.all([signup({ 'accept-language': 'es' }), signup({})]);
    expect(json(spanish).message).toBe('El nombre es obligatorio');
    expect(json(english).message).toBe('First name is required');
  });

  it('varies by Accept-Language where a reply may be cached, not on no-store replies', async () => {
    const personal = await signup({ 'accept-language': 'es' });
    expect(personal.headers['cache-control']).toBe('no-store');
    expect(String(personal.headers.vary ?? '')).not.toMatch(/accept-language/i);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'es' } });
    expect(unknown.headers['cache-control']).not.toBe('no-store');
    expect(String(unknown.headers.vary)).toMatch(/accept-language/i);
  });
});
