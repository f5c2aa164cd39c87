import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguages, DEFAULT_LOCALE, LOCALES, loadLocale, matchLocale, setLocaleResolver, type AnyLocale, type Locale } from '@studyatlas/core';

/*
 * The language a request is answered in (issue 28): the call's `locale` query parameter, else the
 * first language of Accept-Language StudyAtlas speaks, else English. The catalogue objects of core
 * read it through the resolver installed here, so every message a handler, a rule or the error
 * handler reads is in that language without being passed around. Mails set their own (the
 * recipient's saved language) with `inLocale`.
 */

interface LocaleScope {
  locale: AnyLocale;
  /** The locale the request named (parameter or header), or null when it named none. */
  asked: AnyLocale | null;
}

const scopes = new AsyncLocalStorage<LocaleScope>();
const byRequest = new WeakMap<FastifyRequest, LocaleScope>();

/** The locale a request names: its `locale` parameter, else its Accept-Language; null when neither names one we speak. */
export function askedLocale(request: Pick<FastifyRequest, 'query' | 'headers'>): AnyLocale | null {
  const query = request.query as Record<string, unknown> | undefined;
  const parameter = typeof query?.locale === 'string' ? matchLocale(query.locale) : null;
  if (parameter) return parameter;
  for (const tag of acceptedLanguages(request.headers['accept-language'])) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/** The locale words are read in now: the current request's or `inLocale`'s, English outside both. */
export const activeLocale = (): AnyLocale => scopes.getStore()?.locale ?? DEFAULT_LOCALE;

// On the server the catalogue reads the current request's (or mail's) locale, never the browser store's.
setLocaleResolver(activeLocale);

/** The locale the current request named itself (what a sign-up saves), or null. */
export const requestedLocale = (): AnyLocale | null => scopes.getStore()?.asked ?? null;

/** The request's own locale as a member may save it (a real language, not the pseudo-locale), or null. */
export function savableLocale(): Locale | null {
  const asked = requestedLocale();
  return (LOCALES as readonly string[]).includes(asked ?? '') ? (asked as Locale) : null;
}

/** Runs `compose` with the catalogue in `locale` (a mail in its recipient's language); an unknown locale is English. */
export async function inLocale<T>(locale: string | null | undefined, compose: () => T | Promise<T>): Promise<T> {
  const chosen = matchLocale(locale) ?? DEFAULT_LOCALE;
  await loadLocale(chosen);
  return scopes.run({ locale: chosen, asked: scopes.getStore()?.asked ?? null }, compose);
}

/** Reads words in English whatever the request's language: machine-stable output (a CSV export's headings). */
export const inEnglish = <T>(read: () => T): T => scopes.run({ locale: DEFAULT_LOCALE, asked: null }, read);

/** Runs `work` in a request's locale (the error handler, which may run outside the request's scope). */
export function inRequestLocale<T>(request: FastifyRequest, work: () => T): T {
  const scope = byRequest.get(request);
  return scope ? scopes.run(scope, work) : work();
}

/** Loads every translation (once per process; about 1 MB of words). */
export async function loadServerLocales(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => loadLocale(locale)));
}

/** The API's replies carry words (messages, names); static files and images do not depend on the language. */
const WORDS = /^application\/(problem\+)?json\b/i;

function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  const names = typeof vary === 'string' ? vary.split(',').map((part) => part.trim().toLowerCase()) : [];
  if (names.includes(name.toLowerCase()) || names.includes('*')) return;
  reply.header('vary', typeof vary === 'string' && vary.trim() ? `${vary}, ${name}` : name);
}

/**
 * Every request runs in its locale: the scope opens at onRequest and is entered again before the
 * handler (body parsing may leave it). A reply with words says its language (Content-Language), and
 * one a cache may keep also varies by Accept-Language. `preload` loads every translation now (a
 * server's start); otherwise each loads with the first request that asks for it (test apps).
 */
export async function installRequestLocale(app: FastifyInstance, { preload }: { preload: boolean }): Promise<void> {
  if (preload) await loadServerLocales();
  app.addHook('onRequest', (request, _reply, done) => {
    const asked = askedLocale(request);
    const scope: LocaleScope = { locale: asked ?? DEFAULT_LOCALE, asked };
    byRequest.set(request, scope);
    loadLocale(scope.locale).then(() => scopes.run(scope, done), done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = byRequest.get(request);
    if (scope) scopes.run(scope, done);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!WORDS.test(type)) return payload;
    reply.header('content-language', byRequest.get(request)?.locale ?? DEFAULT_LOCALE);
    if (!/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''))) addVary(reply, 'Accept-Language');
    return payload;
  });
}
