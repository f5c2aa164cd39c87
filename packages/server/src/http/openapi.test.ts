import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, callPaths } from '@studyatlas/core/contracts';
import { testDialects } from '../testing/databases.js';
import { createTestApp, json, type TestApp } from '../testing/app.js';
import { NON_JSON_REPLIES } from './binary-replies.js';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: object }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security: unknown[];
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe.each(await testDialects())('API documentation on %s', (dialect) => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = json<Document>(response);
  });
  afterAll(async () => t?.close());

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'StudyAtlas API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.components.securitySchemes.partnerKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'sa_pk_…' });
    expect(doc.paths['/api/partner/applications']!.get!.security).toEqual([{ partnerKey: [] }]);
    expect(JSON.stringify(doc)).not.toContain('$schema');
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)) {
      expect(doc.components.schemas).toHaveProperty(ref[1]!);
    }
  });

  it('lists every call of every area on every path', () => {
    expect(allCalls.length).toBeGreaterThan(10);
    for (const call of allCalls) {
      const main = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(main, call.id).toBeDefined();
      expect(main!.operationId).toBe(call.id);
      expect(main!.tags).toEqual([call.area]);
      expect(main!.summary).toBe(call.summary);
      // JSON, unless the call answers bytes or a stream (binary-replies.ts): then those media types, never JSON.
      const success = main!.responses[String(call.status ?? 200)]?.content ?? {};
      const nonJson = NON_JSON_REPLIES[call.id];
      expect(Object.keys(success), call.id).toEqual(nonJson ? [...nonJson.contentTypes] : ['application/json']);
      for (const media of Object.values(success)) expect(media.schema).toBeDefined();
      expect(main!.security).toEqual(
        call.credential === 'partnerKey' ? [{ partnerKey: [] }] : call.auth === 'required' ? [{ bearerAuth: [] }] : call.auth === 'optional' ? [{}, { bearerAuth: [] }] : [],
      );
      for (const path of callPaths(call)) expect(doc.paths[path]?.[call.method.toLowerCase()], path).toBeDefined();
    }
  });

  it('describes parameters and bodies from the contracts', () => {
    const verify = doc.paths['/api/Account/VerifyAccount']!.get!;
    expect(verify.parameters!.map((p) => p.name)).toEqual(['verifyEmailKey', 'email', 'regType']);
    expect(verify.parameters!.every((p) => p.in === 'query')).toBe(true);
    const token = doc.paths['/authtoken']!.post!;
    expect(Object.keys(token.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(token.requestBody!.content['application/x-www-form-urlencoded']!.schema.properties)).toEqual(
      expect.arrayContaining(['grant_type', 'username', 'password']),
    );
    const signup = doc.paths['/api/signup']!.post!;
    expect(signup.responses['201']).toBeDefined();
    expect(doc.paths['/api/account/register']!.post!.operationId).toBe('signupAlias1');
    expect(doc.paths['/api/session']!.get!.responses['401']).toBeDefined();
  });

  it('renders a readable, self-contained reference page', async () => {
    const response = await t.app.inject({ url: '/API/DOCS' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = response.body;
    for (const call of allCalls) {
      expect(page).toContain(`id="${call.id}"`);
      expect(page).toContain(call.path);
    }
    expect(page).toContain('/api/account/register');
    expect(page).toContain('bearer token required');
    expect(page).toContain('<code>verifyEmailKey</code>');
    expect(page).not.toMatch(/<script[^>]+src=|<link[^>]+href="https?:/);
  });
});
