import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '@studyatlas/core';
import type { StaticRoot } from '../config.js';
import { testDialects } from '../testing/databases.js';
import { createTestApp, json, type TestApp } from '../testing/app.js';

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

describe.each(await testDialects())('static roots on %s', (dialect) => {
  const fixture = staticFixture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { staticRoots: fixture.roots });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(fixture.base, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ url });

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
