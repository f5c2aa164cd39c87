import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.js';

/** CSP directives by name (`'default-src'`) with their sources. */
export type Directives = Record<string, readonly string[]>;

/**
 * What the example sites' build writes where a page's nonce goes (`html.cspNonce` in
 * examples/vite-example.ts): the server puts a fresh nonce in its place on every page it sends.
 */
export const NONCE_PLACEHOLDER = 'STUDYATLAS_CSP_NONCE';

/** A year, with subdomains: the HSTS answer of an https request. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Directives → the header's text (joined as @fastify/helmet joins them). */
export const csp = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

/**
 * Every reply that is not a page (JSON, images, files, zips, the event stream): nothing may load,
 * run or frame it, so a reply opened as a document cannot do anything.
 */
export const API_CSP = csp({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** A CSP hash source of an inline script or style text. */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A fresh per-page nonce (128 bits, base64). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The hash sources of a page's inline `<script>`s (those without src) and `<style>`s. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '') && (match[2] ?? '') !== '')
    .map((match) => hashSource(match[2]!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => hashSource(match[1] ?? ''));
  return { scripts, styles };
}

export interface SitePageOptions {
  /** The page's nonce (the Vite-built sites: their stylesheets are added by script and carry it). */
  nonce?: string;
  /** Hash sources of the page's own inline scripts and styles (the partner page). */
  scripts?: readonly string[];
  styles?: readonly string[];
  /** Image origins besides this server (map tiles; config `cspImgSources`). */
  imgSources: readonly string[];
}

/**
 * The CSP of a site page (the portal, the partner page, the React app example): scripts, styles and
 * calls from this server only, plus the page's nonce or its inline blocks' hashes; images also as
 * data:/blob: (previews, the favicon) and from the map tile server; no plugins, no <base> elsewhere,
 * never framed (widgets are scripts on partner pages, not frames).
 */
export function sitePageCsp({ nonce, scripts = [], styles = [], imgSources }: SitePageOptions): string {
  const own = nonce ? [`'nonce-${nonce}'`] : [];
  return csp({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...own, ...scripts],
    'style-src': ["'self'", ...own, ...styles],
    'img-src': ["'self'", 'data:', 'blob:', ...imgSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The CSP of a page the server writes itself (the API reference, the dev mailbox): no script at all,
 * its own `<style>` by hash. `styleAttributes` (the dev mailbox only: the mails it shows in srcdoc
 * frames carry style attributes, as e-mail HTML does) allows inline styles instead.
 */
export function serverPageCsp(html: string, { styleAttributes = false }: { styleAttributes?: boolean } = {}): string {
  return csp({
    'default-src': ["'none'"],
    'style-src': styleAttributes ? ["'unsafe-inline'"] : inlineHashes(html).styles,
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * Security headers on every reply (@fastify/helmet): the API's CSP by default (pages set their own:
 * static.ts, openapi.ts, mailbox.ts), nosniff, a referrer policy that still names this origin to
 * the map tile server (OpenStreetMap asks for it), no framing, cross-origin resource loads allowed
 * (partner pages load the SDK bundle and images from this server). HSTS only on https (the request's
 * protocol, X-Forwarded-Proto behind TRUST_PROXY) or when HSTS=1 says the site is https-only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'hsts'>): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (config.hsts || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
