import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '@studyatlas/core';
import type { StaticRoot } from '../config.js';
import type { DialectName } from '../db/dialect.js';
import { testDialects } from '../testing/databases.js';
import { createTestApp, json, type TestApp } from '../testing/app.js';
import { cacheControlFor, IMMUTABLE, isHashedAsset, NO_CACHE } from './static.js';

function staticFixture() {
  const base = mkdtempSync(path.join(tmpdir(), 'studyatlas-static-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), content);
  };
  write('portal/index.html', '<!doctype html><title>portal</title>');
  write('portal/assets/app-123.js', 'console.log("portal")');
  write('portal/assets/index-BxK3a9Q.js', 'console.log("hashed")');
  write('sdk/studyatlas.js', 'console.log("sdk")');
  write('partner/index.html', '<!doctype html><title>partner</title>');
  write('react-app/index.html', '<!doctype html><title>react app</title>');
  const roots: StaticRoot[] = [
    { name: 'portal', prefix: '/', dir: path.join(base, 'portal'), spaFallback: true },
    { name: 'sdk', prefix: '/sdk/', dir: path.join(base, 'sdk'), spaFallback: false },
    { name: 'partner', prefix: '/partner/', dir: path.join(base, 'partner'), spaFallback: false },
    { name: 'react-app', prefix: '/react-app/', dir: path.join(base, 'react-app'), spaFallback: false },
    { name: 'partner', prefix: '/missing/', dir: path.join(base, 'not-built'), spaFallback: false },
  ];
  return { base, roots };
}

/** A test app serving `fixture`'s static roots for the calling describe; the fixture is removed after it. */
function staticApp(dialect: DialectName, fixture: { base: string; roots: StaticRoot[] }): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(dialect, { staticRoots: fixture.roots });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(fixture.base, { recursive: true, force: true });
  });
  return () => t!;
}

describe.each(await testDialects())('static roots on %s', (dialect) => {
  const app = staticApp(dialect, staticFixture());

  const get = (url: string) => app().app.inject({ url });

  it('serves the portal, its assets, the SDK bundle, the partner page and the React app', async () => {
    expect((await get('/')).body).toContain('<title>portal</title>');
    expect((await get('/assets/app-123.js')).body).toContain('portal');
    expect((await get('/assets/index-BxK3a9Q.js')).body).toContain('hashed');
    expect((await get('/sdk/studyatlas.js')).body).toContain('sdk');
    expect((await get('/partner/')).body).toContain('<title>partner</title>');
    const bare = await get('/partner');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/partner/');
    expect((await get('/react-app/')).body).toContain('<title>react app</title>');
    const bareApp = await get('/react-app');
    expect(bareApp.statusCode).toBe(301);
    expect(bareApp.headers.location).toBe('/react-app/');
  });

  it("answers the portal's client-side routes with its index.html", async () => {
    for (const url of ['/login/1', '/verifyAcc/abc/ana%40example.org/N', '/reSetPwdStep3/1/ana%40example.org', '/profile/myDetail']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>portal</title>');
    }
  });

  it('answers 404 JSON for missing files, the API, dev tools, the other roots and skipped roots', async () => {
    for (const url of [
      '/assets/missing.js',
      '/api/unknown',
      '/API/Unknown',
      '/dev/nothing',
      '/sdk/missing.js',
      '/partner/nothing',
      '/react-app/nothing',
      '/missing/app.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toEqual({ message: httpMessages.notFound });
    }
  });

  it('keeps the API routes ahead of the portal', async () => {
    expect((await get('/api/session')).statusCode).toBe(401);
    expect((await get('/api/docs')).body).toContain('StudyAtlas API reference');
  });
});

/** Text that compresses well, bigger than the 1 KB threshold. */
const bulky = (label: string) => `console.log(${JSON.stringify(label)});\n`.repeat(200);

/** A built site as `npm run build` leaves it: hashed assets and entry points, with .br and .gz copies. */
function builtFixture() {
  const base = mkdtempSync(path.join(tmpdir(), 'studyatlas-built-'));
  const write = (file: string, content: string, precompressed = true) => {
    const full = path.join(base, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    if (!precompressed) return;
    writeFileSync(`${full}.br`, brotliCompressSync(content));
    writeFileSync(`${full}.gz`, gzipSync(content));
  };
  write('portal/index.html', `<!doctype html><title>portal</title>${'<!-- padding -->'.repeat(100)}`);
  write('portal/assets/index-D9Ql9QE6.js', bulky('portal main'));
  write('sdk/studyatlas.js', bulky('sdk entry'));
  write('sdk/loader-B6ngMQVF.js', bulky('sdk loader'));
  write('partner/index.html', `<!doctype html><title>partner</title>${'<p>hostile css</p>'.repeat(100)}`, false);
  const roots: StaticRoot[] = [
    { name: 'portal', prefix: '/', dir: path.join(base, 'portal'), spaFallback: true },
    { name: 'sdk', prefix: '/sdk/', dir: path.join(base, 'sdk'), spaFallback: false },
    { name: 'partner', prefix: '/partner/', dir: path.join(base, 'partner'), spaFallback: false },
  ];
  return { base, roots };
}

describe('hashed asset names', () => {
  it('knows content-hashed files from entry points', () => {
    for (const file of ['assets/index-D9Ql9QE6.js', 'index-C8WzX3jF.css', 'date-input-Ba-9iJSj.js', 'compare-toggle.css-ByPCxD8t.js', 'leaflet-src-Dcu4YAMi.js.br', 'elements-BJAFfT_S.js.gz']) {
      expect(isHashedAsset(file), file).toBe(true);
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    }
    for (const file of ['index.html', 'studyatlas.js', 'studyatlas.js.br', 'custom-elements.js', 'my-elements.js', 'index-BxK3a9Q.js']) {
      expect(isHashedAsset(file), file).toBe(false);
      expect(cacheControlFor(file)).toBe(NO_CACHE);
    }
  });
});

describe.each(await testDialects())('compressed and cached static files on %s', (dialect) => {
  const app = staticApp(dialect, builtFixture());

  const get = (url: string, acceptEncoding?: string) =>
    app().app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as Brotli, gzip or itself by Accept-Encoding, cached for a year', async () => {
    const original = bulky('portal main');
    const br = await get('/assets/index-D9Ql9QE6.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    expect(br.rawPayload.length).toBeLessThan(original.length / 5);

    const gzip = await get('/assets/index-D9Ql9QE6.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/index-D9Ql9QE6.js', acceptEncoding);
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.body).toBe(original);
    }
  });

  it("caches the bundle's hashed chunks for a year and revalidates its entry, studyatlas.js", async () => {
    const chunk = await get('/sdk/loader-B6ngMQVF.js', 'br');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const entry = await get('/sdk/studyatlas.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(entry.rawPayload).toString()).toBe(bulky('sdk entry'));
  });

  it('revalidates index.html, at / and as the fallback of client-side routes', async () => {
    for (const url of ['/', '/index.html', '/findCourse/list']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>portal</title>');
    }
  });

  it('compresses a file without a precompressed copy on the fly (the partner page)', async () => {
    const response = await get('/partner/', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<title>partner</title>');
  });

  it('compresses API JSON of 1 KB or more when the client accepts it, and nothing else', async () => {
    const big = await get('/api/docs/openapi.json', 'br, gzip');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
    const gzip = await get('/api/docs/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/docs/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain)).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
    const small = await get('/api/session', 'br, gzip');
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
