import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { httpMessages } from '@studyatlas/core';
import type { StaticRoot } from '../config.js';
import { inlineHashes, newNonce, NONCE_PLACEHOLDER, sitePageCsp } from './security-headers.js';

/** Paths that never fall back to the portal's index.html: the API, dev tools, the other roots. */
const NO_FALLBACK = /^\/(api|dev|sdk|partner|react-app)(\/|$)/i;
/** Asset requests answer 404 when missing; a dot alone is no sign (e-mails sit in portal routes). */
const LOOKS_LIKE_FILE = /\.(html?|m?js|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf)$/i;

/** A year: what a file whose name changes with its content may be cached for. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * A build's content-hashed file name, as Vite and the bundle write them (`index-D9Ql9QE6.js`,
 * `loader-B6ngMQVF.js`): a dash, eight base64url characters of which at least one is not a lowercase
 * letter (so a word such as `-elements` is never taken for a hash), and the extension.
 */
const HASHED_NAME = /-(?=[A-Za-z0-9_-]{0,7}[A-Z0-9_])[A-Za-z0-9_-]{8}\.(?:m?js|css|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico|json)$/;

/** Whether a served file is a hashed asset (its precompressed copy counts as the file). */
export const isHashedAsset = (filePath: string): boolean => HASHED_NAME.test(path.basename(filePath).replace(/\.(br|gz)$/, ''));

/** Cache-Control of a static file: hashed assets for a year, everything else revalidated (index.html, studyatlas.js). */
export const cacheControlFor = (filePath: string): string => (isHashedAsset(filePath) ? IMMUTABLE : NO_CACHE);

/**
 * A built site's index.html whose build left the nonce placeholder (the portal, the React app
 * example): sent with a fresh nonce in the page and in its CSP on every request (its stylesheets
 * are added by script and carry the nonce of the page's `<meta property="csp-nonce">`).
 */
export interface NoncePage {
  root: StaticRoot;
  html: string;
}

/** Sends a nonce page: the page with a fresh nonce, never cached, under a CSP naming that nonce. */
export function sendNoncePage(reply: FastifyReply, page: NoncePage, imgSources: readonly string[]): FastifyReply {
  const nonce = newNonce();
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .header('content-security-policy', sitePageCsp({ nonce, imgSources }))
    .send(page.html.replaceAll(NONCE_PLACEHOLDER, nonce));
}

/** The nonce page of a root, when its index.html is one. */
function noncePageOf(root: StaticRoot): NoncePage | undefined {
  const file = path.join(root.dir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return html.includes(NONCE_PLACEHOLDER) ? { root, html } : undefined;
}

/** The CSP of a static HTML file (the partner page): its own inline scripts and styles by hash. */
function staticPageCsp(filePath: string, imgSources: readonly string[], cache: Map<string, string>): string {
  let policy = cache.get(filePath);
  if (!policy) {
    policy = sitePageCsp({ ...inlineHashes(readFileSync(filePath, 'utf8')), imgSources });
    cache.set(filePath, policy);
  }
  return policy;
}

/** The page a static HTML request answers (its precompressed copy counts as the file). */
const htmlFile = (filePath: string): string | undefined => {
  const file = filePath.replace(/\.(br|gz)$/, '');
  return /\.html?$/i.test(file) ? file : undefined;
};

/** What registerStaticRoots found: the root and page answering the portal's client-side routes. */
export interface SpaFallback {
  root: StaticRoot;
  page: NoncePage | undefined;
  imgSources: readonly string[];
}

/**
 * Serves the existing static roots (portal at /, SDK bundle at /sdk/, partner page at /partner/,
 * React app example at /react-app/);
 * a missing directory is skipped with a log line. Returns the root whose index.html answers the
 * portal's client-side routes, if it exists. Every HTML page goes out with its CSP
 * (security-headers.ts): the built sites' index.html with a fresh nonce, other pages with the
 * hashes of their inline blocks.
 */
export async function registerStaticRoots(
  app: FastifyInstance,
  roots: readonly StaticRoot[],
  imgSources: readonly string[] = [],
): Promise<SpaFallback | undefined> {
  let decorated = false;
  let spa: SpaFallback | undefined;
  const policies = new Map<string, string>();
  // A static file's Vary (accept-encoding, set on the raw reply below) joins the reply's own (CORS: Origin).
  app.addHook('onSend', async (_request, reply, payload) => {
    const fileVary = reply.raw.getHeader('vary');
    const replyVary = reply.getHeaders().vary;
    if (typeof fileVary === 'string' && typeof replyVary === 'string' && fileVary !== replyVary) {
      const names = new Map([...`${replyVary},${fileVary}`.split(',')].map((name) => [name.trim().toLowerCase(), name.trim()]));
      reply.header('vary', [...names.values()].filter(Boolean).join(', '));
    }
    return payload;
  });
  for (const root of roots) {
    if (!existsSync(root.dir)) {
      app.log.warn(`static ${root.name}: ${root.dir} not found, not served (build it first)`);
      continue;
    }
    const noncePage = noncePageOf(root);
    if (noncePage) {
      for (const url of [root.prefix, `${root.prefix}index.html`]) {
        app.get(url, async (_request, reply) => sendNoncePage(reply, noncePage, imgSources));
      }
    }
    await app.register(fastifyStatic, {
      root: root.dir,
      // '/sdk' (no slash) makes the plugin redirect /sdk to /sdk/ as well as serve /sdk/*.
      prefix: root.prefix === '/' ? '/' : root.prefix.replace(/\/+$/, ''),
      redirect: root.prefix !== '/',
      decorateReply: !decorated,
      index: ['index.html'],
      // `npm run build` writes file.br and file.gz beside each text asset (scripts/precompress.ts):
      // sent by the request's Accept-Encoding, the file itself otherwise.
      preCompressed: true,
      // Hashed assets are immutable; entry points (index.html, studyatlas.js) are revalidated.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        res.setHeader('vary', 'accept-encoding');
        const page = htmlFile(filePath);
        if (page) res.setHeader('content-security-policy', staticPageCsp(page, imgSources, policies));
      },
    });
    decorated = true;
    if (root.spaFallback && !spa) spa = { root, page: noncePage, imgSources };
  }
  return spa;
}

/**
 * 404s: JSON `{ message }` for the API and everything that is not a page; the portal's index.html
 * for other GETs (its client-side routes such as /login/1 or /verifyAcc/…).
 */
export function installNotFound(app: FastifyInstance, spa: SpaFallback | undefined): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.test(path) && !LOOKS_LIKE_FILE.test(path);
    if (spa && isPage) {
      if (spa.page) return sendNoncePage(reply, spa.page, spa.imgSources);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', spa.root.dir);
    }
    return reply.code(404).send({ message: httpMessages.notFound });
  });
}
