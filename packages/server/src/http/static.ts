import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { httpMessages } from '@studyatlas/core';
import type { StaticRoot } from '../config.js';

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
 * Serves the existing static roots (portal at /, SDK bundle at /sdk/, partner page at /partner/,
 * React app example at /react-app/);
 * a missing directory is skipped with a log line. Returns the root whose index.html answers the
 * portal's client-side routes, if it exists.
 */
export async function registerStaticRoots(app: FastifyInstance, roots: readonly StaticRoot[]): Promise<StaticRoot | undefined> {
  let decorated = false;
  let spaRoot: StaticRoot | undefined;
  for (const root of roots) {
    if (!existsSync(root.dir)) {
      app.log.warn(`static ${root.name}: ${root.dir} not found, not served (build it first)`);
      continue;
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
      },
    });
    decorated = true;
    if (root.spaFallback && !spaRoot) spaRoot = root;
  }
  return spaRoot;
}

/**
 * 404s: JSON `{ message }` for the API and everything that is not a page; the portal's index.html
 * for other GETs (its client-side routes such as /login/1 or /verifyAcc/…).
 */
export function installNotFound(app: FastifyInstance, spaRoot: StaticRoot | undefined): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.test(path) && !LOOKS_LIKE_FILE.test(path);
    if (spaRoot && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', spaRoot.dir);
    }
    return reply.code(404).send({ message: httpMessages.notFound });
  });
}
