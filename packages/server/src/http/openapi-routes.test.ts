import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { allCalls, type Call } from '@studyatlas/core/contracts';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../testing/app.js';
import { seedFormsFixture, type FormsFixture } from '../testing/fixtures/forms.js';
import { multipartFile } from '../testing/multipart.js';
import { callSchemas, type JsonSchema } from './json-schema.js';

type MediaTypes = Record<string, unknown>;
type Operation = {
  operationId: string;
  responses: Record<string, { content?: MediaTypes; headers?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** A value the schema accepts, from its const, enum, default or type (the smallest one). */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return sample(variants.find((variant) => variant.type !== 'null') ?? variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key], key);
      return value;
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email' || /mail/i.test(name)) return 'someone@example.org';
      if (/^\^?\\d|\[0-9\]/.test(String(schema.pattern ?? ''))) return '1';
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    default:
      return '1';
  }
}

/** Query values as a URL query (arrays repeated, objects as JSON). */
function queryString(query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The document's answer for a status: exact, its class (4XX) or default. */
function declared(operation: Operation, status: number) {
  return operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
}

const mediaType = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').split(';')[0]!.trim();

/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipartPng() {
  const boundary = '----studyatlas-openapi-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A course of the institution with a campus and an intake (issue 27), so the catalogue's calls answer. */
async function aCatalogueCourse(t: TestApp, legalId: number) {
  const { db } = t.database;
  const major = await db.selectFrom('study_areas').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const award = await db.selectFrom('award_levels').select('id').orderBy('id').executeTakeFirstOrThrow();
  const mode = await db.selectFrom('study_modes').select('id').orderBy('id').executeTakeFirstOrThrow();
  const campus = await db.selectFrom('locations').select('id').where('legal_id', '=', legalId).orderBy('id').executeTakeFirstOrThrow();
  const course = await db
    .insertInto('courses')
    .values({ legal_id: legalId, external_id: null, name: 'Bachelor of OpenAPI', major_id: major.id, minor_id: null, award_id: award.id, duration_months: 36, created_at: '2026-03-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('course_campuses').values({ course_id: course.id, location_id: campus.id }).execute();
  const intake = await db
    .insertInto('intakes')
    .values({ course_id: course.id, location_id: campus.id, study_mode_id: mode.id, start_date: '2027-02-22', seats: 10, annual_fee: null, total_fee: null, currency: 'AUD' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = { courseId: Number(course.id), intakeId: Number(intake.id), campusId: Number(campus.id) };
  /** Valid values for the course and intake forms' bodies (the samples' would be refused by the rules). */
  const values = { name: 'Bachelor of OpenAPI', majorId: Number(major.id), awardId: Number(award.id), campusIds: [Number(campus.id)], locationId: Number(campus.id), studyModeId: Number(mode.id), startDate: '2027-07-19' };
  return { ...ids, values };
}

/** A scholarship and an event of the institution (issue 27), so the workspace's listing calls answer (its forms are the fixture's). */
async function aScholarshipAndAnEvent(t: TestApp, legalId: number) {
  const { db } = t.database;
  const at = '2026-03-01T00:00:00.000Z';
  const campus = await db.selectFrom('locations as l').innerJoin('cities as ci', 'ci.id', 'l.city_id').select(['l.id', 'l.city_id', 'ci.country_id']).where('l.legal_id', '=', legalId).orderBy('l.id').executeTakeFirstOrThrow();
  const scholarship = await db.insertInto('scholarships').values({ legal_id: legalId, name: 'OpenAPI Grant', amount: 100, currency: 'AUD', country_id: campus.country_id, award_group_id: null, web_address: null, open_date: '2026-01-01', close_date: '2026-12-31', created_at: at }).returning('id').executeTakeFirstOrThrow();
  const event = await db.insertInto('events').values({ legal_id: legalId, location_id: campus.id, city_id: campus.city_id, name: 'OpenAPI Day', date_from: '2026-05-01', date_to: '2026-05-01', reg_url: null, web_site: null, created_at: at }).returning('id').executeTakeFirstOrThrow();
  return { scholarship: Number(scholarship.id), event: Number(event.id) };
}

/** Calls that end or change the member's session or account go last (the others still have a member). */
const ENDS_SESSION = /logout|delete|remove|password|close|discard/i;

describe("every route's real replies match the OpenAPI document (SQLite)", () => {
  let t: TestApp;
  let doc: Document;
  let member: TestMember;
  let forms: FormsFixture;
  let webhook: { endpointId: number; deliveryId: number };
  let embedOriginId: number;
  let catalogue: Awaited<ReturnType<typeof aCatalogueCourse>>;
  let listings: { scholarship: number; event: number; form: number };
  /** The record a listing call names: its kind's fixture (the history's sample kind is a scholarship). */
  const listingId = (callId: string) => (callId.includes('Event') ? listings.event : callId.includes('Form') ? listings.form : listings.scholarship);
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    forms = await seedFormsFixture(t.database.db);
    member = await signedInMember(t);
    // The member is also the owner of an institution in the partner workspace, so its calls answer (issue 26).
    await t.database.db.insertInto('workspace_members').values({ legal_id: forms.harbour, client_id: member.clientId, role: 'owner', created_at: '2026-03-01T00:00:00.000Z' }).execute();
    // And the institution has a webhook endpoint with one delivery (issue 27), so those calls answer too.
    const at = '2026-03-01T00:00:00.000Z';
    const endpoint = await t.database.db
      .insertInto('webhook_endpoints')
      .values({ legal_id: forms.harbour, url: 'https://crm.harbour.test/hook', events: '["application.submitted"]', secret: 'whsec_dGVzdA==', previous_secret: null, previous_secret_until: null, created_by: member.clientId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = await t.database.db
      .insertInto('webhook_deliveries')
      .values({ endpoint_id: endpoint.id, legal_id: forms.harbour, event_id: 'msg_openapi', event_type: 'application.submitted', payload: '{}', created_at: at, next_attempt_at: null, give_up_at: at, claimed_by: null, claimed_until: null, last_attempt_at: null, last_status_code: null, last_latency_ms: null, delivered_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    webhook = { endpointId: Number(endpoint.id), deliveryId: Number(delivery.id) };
    // And an allowed origin (the Embed page, issue 27).
    embedOriginId = Number((await t.database.db.insertInto('embed_origins').values({ legal_id: forms.harbour, origin: 'https://partner.harbour.test', created_by: member.clientId, created_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    catalogue = await aCatalogueCourse(t, forms.harbour);
    listings = { ...(await aScholarshipAndAnEvent(t, forms.harbour)), form: forms.forms['Visa checklist']! };
    doc = json<Document>(await t.app.inject({ url: '/api/docs/openapi.json' }));
  });
  afterAll(async () => t?.close());

  /** The request a call gets: sample query and body, the member's token, valid ids where the fixtures have them. */
  function requestFor(call: Call, path: string) {
    const schemas = callSchemas(call);
    const anonymous = call.auth === 'none' || path === call.publicPath;
    const headers: Record<string, string> = anonymous ? {} : bearer(member.token);
    let query = sample(schemas.query) as Record<string, unknown> | undefined;
    let payload: string | Buffer | undefined;
    if (call.id === 'downloadFiles') Object.assign(headers, { fileID: String(forms.forms['Visa checklist']), key: 'EFM' });
    if (call.id === 'downloadZipFile') Object.assign(headers, { fileID: Object.values(forms.forms).slice(0, 2).join(','), key: 'EFM' });
    if (call.id === 'getImagePublic') query = { legalFk: String(forms.harbour) };
    if (call.id === 'getFriendImage') query = { id: String(member.clientId) };
    if (query && 'org' in query) query = { ...query, org: String(forms.harbour) };
    if (query && 'dryRun' in query) query = { ...query, dryRun: '1' };
    if (query && 'endpointId' in query) query = { ...query, endpointId: String(webhook.endpointId) };
    if (query && 'courseId' in query) query = { ...query, courseId: String(catalogue.courseId) };
    if (query && 'campusId' in query) query = { ...query, campusId: String(catalogue.campusId) };
    if (query && 'recordId' in query) query = { ...query, recordId: String(listingId(call.id)) };
    if (call.id === 'uploadFile' || call.id === 'uploadImage' || call.id === 'workspaceImportCatalogue' || call.id === 'workspaceUploadLogo') {
      const upload = call.id === 'workspaceImportCatalogue' ? multipartFile('catalogue.jsonl', '{"type":"institution","external_id":"NOT-OURS","name":"X"}\n') : multipartPng();
      Object.assign(headers, upload.headers);
      payload = upload.payload;
    } else if (call.body) {
      const body = sample(schemas.body) as Record<string, unknown>;
      if ('endpointId' in body) body.endpointId = webhook.endpointId;
      if ('deliveryId' in body) body.deliveryId = webhook.deliveryId;
      if ('originId' in body) body.originId = embedOriginId;
      if ('origin' in body) body.origin = 'https://apply.harbour.test';
      if ('courseId' in body) body.courseId = catalogue.courseId;
      if ('intakeId' in body) body.intakeId = catalogue.intakeId;
      if ('campusId' in body) body.campusId = catalogue.campusId;
      if ('recordId' in body) body.recordId = listingId(call.id);
      if (call.id === 'workspaceCreateCourse' || call.id === 'workspaceUpdateCourse' || call.id === 'workspaceSaveIntake') {
        Object.assign(body, catalogue.values, call.id === 'workspaceCreateCourse' ? {} : { courseId: catalogue.courseId });
      }
      if (call.bodyType === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    return { method: call.method, url: `${path}${queryString(query)}`, headers, payload };
  }

  it('answers every path of every call with a status and content type its operation declares', async () => {
    const ordered = [...allCalls].sort((a, b) => Number(ENDS_SESSION.test(a.id)) - Number(ENDS_SESSION.test(b.id)));
    const problems: string[] = [];
    const statuses = new Map<string, number>();
    for (const call of ordered) {
      for (const [path, item] of Object.entries(doc.paths)) {
        const operation = item[call.method.toLowerCase()];
        if (!operation || (operation.operationId !== call.id && !operation.operationId.startsWith(`${call.id}Alias`) && operation.operationId !== `${call.id}Public`)) continue;
        if (call.id === 'messagingUnreadEvents') continue; // an endless stream: checked below over a real socket
        const response = await t.app.inject(requestFor(call, path));
        statuses.set(`${call.method} ${path}`, response.statusCode);
        const answer = declared(operation, response.statusCode);
        const label = `${call.method} ${path} (${operation.operationId}) → ${response.statusCode} ${mediaType(response)}`;
        if (!answer) {
          problems.push(`${label}: status not documented`);
          continue;
        }
        const types = Object.keys(answer.content ?? {});
        if (types.length === 0 ? response.body !== '' : !types.includes(mediaType(response))) {
          problems.push(`${label}: content type not among ${types.join(', ') || 'none'}`);
        }
        if (answer.headers?.['x-filename'] && response.headers['x-filename'] === undefined) problems.push(`${label}: no x-filename`);
      }
    }
    expect(problems).toEqual([]);
    // The binary replies were reached with valid requests, not only their errors.
    for (const route of [
      'GET /api/ImagePublic/GetImagePublic',
      'GET /api/Image/GetProfileImage',
      'GET /api/Image/GetFriendImage',
      'GET /api/FileUpload/DownloadFiles',
      'GET /api/FileUpload/DownloadZipFile',
      'POST /api/FileUpload/UploadFile',
      'GET /api/workspace/applications.csv',
      'GET /api/workspace/export.jsonl',
    ]) {
      expect(statuses.get(route), route).toBe(200);
    }
    expect(statuses.get('POST /api/workspace/import')).toBe(201);
    // Most calls answered their success to the sample request, not only a 400.
    const successes = [...statuses.values()].filter((status) => status < 300).length;
    expect(successes).toBeGreaterThan(statuses.size / 2);
  });

  it('declares the binary replies as they are: image, file and zip bytes with x-filename', () => {
    const op = (path: string) => doc.paths[path]!.get!;
    expect(Object.keys(op('/api/ImagePublic/GetImagePublic').responses['200']!.content!)).toContain('image/svg+xml');
    expect(op('/api/ImagePublic/GetImagePublic').responses['200']!.content).not.toHaveProperty('application/json');
    expect(op('/api/FileUpload/DownloadZipFile').responses['200']).toMatchObject({
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
      headers: { 'x-filename': { schema: { type: 'string' } } },
    });
    expect(Object.keys(op('/api/FileUpload/DownloadFiles').responses['200']!.content!)).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png', 'application/zip']),
    );
    expect(op('/api/MSG/Attachment').responses['200']!.headers).toHaveProperty('x-filename');
    expect(Object.keys(op('/api/MSG/UnreadEvents').responses['200']!.content!)).toEqual(['text/event-stream']);
  });

  it('answers the unread stream as the event stream the document declares', async () => {
    const reader = await signedInMember(t); // the first member's session ended with the calls above
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/MSG/UnreadEvents`, { headers: bearer(reader.token), signal: controller.signal });
    expect(response.status).toBe(200);
    const operation = doc.paths['/api/MSG/UnreadEvents']!.get!;
    expect(Object.keys(declared(operation, response.status)!.content!)).toContain(response.headers.get('content-type')!.split(';')[0]);
    controller.abort();
  });
});
