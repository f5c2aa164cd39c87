import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { StaticRoot } from '../config.js';
import { createTestApp, signedInMember, type TestApp } from '../testing/app.js';
import { API_CSP, HSTS_VALUE, hashSource, inlineHashes, NONCE_PLACEHOLDER } from './security-headers.js';

const PARTNER_SCRIPT = "\n  document.title = 'partner';\n";
const PARTNER_STYLE = '\n  body { color: teal; }\n';

/** A built portal (its index.html with the nonce placeholder, as `npm run build` writes it) and a partner page. */
function fixture() {
  const base = mkdtempSync(path.join(tmpdir(), 'studyatlas-headers-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), content);
  };
  write(
    'portal/index.html',
    `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><title>portal</title><script type="module" nonce="${NONCE_PLACEHOLDER}" src="/assets/index-D9Ql9QE6.js"></script>`,
  );
  write('portal/assets/index-D9Ql9QE6.js', 'console.log("portal")');
  write(
    'partner/index.html',
    `<!doctype html><title>partner</title><style>${PARTNER_STYLE}</style><script type="module" src="/sdk/studyatlas.js"></script><script>${PARTNER_SCRIPT}</script>`,
  );
  const roots: StaticRoot[] = [
    { name: 'portal', prefix: '/', dir: path.join(base, 'portal'), spaFallback: true },
    { name: 'partner', prefix: '/partner/', dir: path.join(base, 'partner'), spaFallback: false },
  ];
  return { base, roots };
}

/** The CSP's directives by name. */
function directives(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse, label: string) {
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy'], label).toBe('cross-origin');
  expect(response.headers['strict-transport-security'], label).toBeUndefined();
  expect(directives(response)['frame-ancestors'], label).toEqual(["'none'"]);
}

describe('security headers per kind of reply (SQLite)', () => {
  const site = fixture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { staticRoots: site.roots, devMailbox: true, cspImgSources: ['https://tiles.example.org'] });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site.base, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('gives JSON, errors, images and downloads the API policy: nothing may load, run or frame them', async () => {
    const member = await signedInMember(t);
    const replies = {
      json: await get('/api/Institute/InstFilterDataPublic'),
      unauthorized: await get('/api/session'),
      notFound: await get('/api/unknown'),
      image: await get('/api/ImagePublic/GetImagePublic?legalFk=999'),
      signedIn: await get('/api/Profile/UserProfileData', { authorization: `Bearer ${member.token}` }),
      openapi: await get('/api/docs/openapi.json'),
    };
    expect(replies.image.headers['content-type']).toMatch(/^image\//);
    for (const [label, response] of Object.entries(replies)) {
      expectCommonHeaders(response, label);
      expect(response.headers['content-security-policy'], label).toBe(API_CSP);
    }
    expect(directives(replies.json)).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
  });

  it('serves the portal with a fresh nonce in the page and its policy, and no inline script otherwise', async () => {
    const first = await get('/');
    const again = await get('/login/1');
    for (const response of [first, again, await get('/index.html')]) {
      expectCommonHeaders(response, response.body);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).not.toContain(NONCE_PLACEHOLDER);
      const nonce = /nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = directives(response);
      expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
    }
    expect(/nonce="([^"]+)"/.exec(first.body)?.[1]).not.toBe(/nonce="([^"]+)"/.exec(again.body)?.[1]);
    const asset = await get('/assets/index-D9Ql9QE6.js');
    expect(asset.headers['content-security-policy']).toBe(API_CSP);
  });

  it("allows the partner page's own inline script and style by hash", async () => {
    const response = await get('/partner/');
    expectCommonHeaders(response, 'partner');
    const policy = directives(response);
    expect(policy['script-src']).toEqual(["'self'", hashSource(PARTNER_SCRIPT)]);
    expect(policy['style-src']).toEqual(["'self'", hashSource(PARTNER_STYLE)]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('gives the API reference no script and its own stylesheet by hash, and the dev mailbox no script', async () => {
    const docs = await get('/api/docs');
    expectCommonHeaders(docs, 'docs');
    const [style] = inlineHashes(docs.body).styles;
    expect(directives(docs)).toMatchObject({ 'default-src': ["'none'"], 'style-src': [style], 'base-uri': ["'none'"] });
    expect(directives(docs)['script-src']).toBeUndefined();

    const mailbox = await get('/dev/mailbox');
    expect(mailbox.statusCode).toBe(200);
    expectCommonHeaders(mailbox, 'mailbox');
    expect(directives(mailbox)).toMatchObject({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"] });
    expect(directives(mailbox)['script-src']).toBeUndefined();
  });
});

describe('HSTS', () => {
  let behindProxy: TestApp;
  let always: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp('sqlite', { trustProxy: true });
    always = await createTestApp('sqlite', { hsts: true });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await always?.close();
  });

  it('is sent on https requests only, unless HSTS=1 says the site is https-only', async () => {
    const plain = await behindProxy.app.inject({ url: '/api/session' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await behindProxy.app.inject({ url: '/api/session', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect((await always.app.inject({ url: '/api/session' })).headers['strict-transport-security']).toBe(HSTS_VALUE);
  });
});
