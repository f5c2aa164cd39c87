import type { FastifyInstance } from 'fastify';
import { ErrorReply, type Call } from '@studyatlas/core/contracts';
import { renderApiReference } from './api-reference.js';
import { FILENAME_HEADER_SPEC, MULTIPART_BODY, MULTIPART_UPLOADS, NON_JSON_REPLIES } from './binary-replies.js';
import { serverPageCsp } from './security-headers.js';
import { callSchemas, toJsonSchema, type CallSchemas, type JsonSchema } from './json-schema.js';

/** The query parameters of a call, one OpenAPI parameter per property. */
function queryParameters(query: JsonSchema | undefined) {
  const required = new Set(query?.required ?? []);
  return Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorReply' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

const mediaType = (call: Call) => (call.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json');

/** The path's kind within its call: the main path, one of its aliases, or the anonymous variant. */
type PathRole = 'main' | 'alias' | 'public';

function pathRoles(call: Call): Array<{ path: string; role: PathRole; operationId: string }> {
  return [
    { path: call.path, role: 'main' as const, operationId: call.id },
    ...(call.aliases ?? []).map((path, i) => ({ path, role: 'alias' as const, operationId: `${call.id}Alias${i + 1}` })),
    ...(call.publicPath ? [{ path: call.publicPath, role: 'public' as const, operationId: `${call.id}Public` }] : []),
  ];
}

function security(call: Call, role: PathRole) {
  if (call.credential === 'partnerKey') return [{ partnerKey: [] }];
  if (role === 'public' || call.auth === 'none') return [];
  return call.auth === 'required' ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }];
}

function operation(call: Call, schemas: CallSchemas, role: PathRole, operationId: string) {
  const status = String(call.status ?? 200);
  const note =
    role === 'alias'
      ? `Alias of ${call.path} (same handler).`
      : role === 'public'
        ? `Anonymous variant of ${call.path} (same handler).`
        : '';
  const nonJson = NON_JSON_REPLIES[call.id];
  const success = nonJson
    ? {
        description: nonJson.description,
        content: Object.fromEntries(nonJson.contentTypes.map((type) => [type, { schema: nonJson.schema }])),
        ...(nonJson.filename ? { headers: { 'x-filename': FILENAME_HEADER_SPEC } } : {}),
      }
    : { description: 'Success', content: { 'application/json': { schema: schemas.reply } } };
  const responses: Record<string, unknown> = {
    [status]: success,
    '400': errorResponse('Invalid input: `{ message, errors: { field: message } }` with the specification\'s messages.'),
  };
  if (call.auth === 'required' && role !== 'public') {
    responses['401'] = errorResponse('No valid bearer token (missing, expired, or its session ended).');
  }
  if (call.credential === 'partnerKey') {
    responses['401'] = errorResponse('No partner key, or one that is unknown or revoked.');
  }
  responses['4XX'] = errorResponse('Other failures (not found, conflict, too many requests): `{ message }`.');
  return {
    operationId,
    tags: [call.area],
    summary: call.summary,
    ...(note ? { description: note } : {}),
    ...(call.query ? { parameters: queryParameters(schemas.query) } : {}),
    ...(call.body
      ? { requestBody: { required: true, content: { [mediaType(call)]: { schema: schemas.body } } } }
      : MULTIPART_UPLOADS.has(call.id)
        ? { requestBody: MULTIPART_BODY }
        : {}),
    responses,
    security: security(call, role),
    'x-auth': role === 'public' ? 'none' : call.auth,
    ...(role === 'main' && call.aliases?.length ? { 'x-aliases': call.aliases } : {}),
  };
}

export interface OpenApiOptions {
  title?: string;
  version?: string;
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of a set of calls — one operation per path of every call. */
export function buildOpenApi(calls: readonly Call[], options: OpenApiOptions = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const schemas = callSchemas(call);
    for (const { path, role, operationId } of pathRoles(call)) {
      paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, schemas, role, operationId) };
    }
  }
  const areas = [...new Set(calls.map((call) => call.area))];
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: options.title ?? 'StudyAtlas API',
      version: options.version ?? '0.1.0',
      description:
        'Generated from the call contracts in @studyatlas/core. Paths match case-insensitively. Errors answer `{ message }` ' +
        '(400 adds `errors: { field: message }`; the token call adds OAuth `error` and `error_description`).',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: areas.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorReply: toJsonSchema(ErrorReply, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sa_pk_…',
          description: "An institution's partner API key (`studyatlas partner-key create --institution ID`); every answer is scoped to that institution.",
        },
      },
    },
  };
}

/** GET /api/docs/openapi.json and GET /api/docs (the readable reference), built once, when first asked for. */
export async function docsRoutes(app: FastifyInstance, calls: readonly Call[], options: OpenApiOptions = {}): Promise<void> {
  let document: ReturnType<typeof buildOpenApi> | undefined;
  let reference: { page: string; policy: string } | undefined;
  const documentOnce = () => (document ??= buildOpenApi(calls, options));
  const referenceOnce = () => {
    if (!reference) {
      const page = renderApiReference(calls, documentOnce().info.version);
      reference = { page, policy: serverPageCsp(page) };
    }
    return reference;
  };
  app.get('/api/docs/openapi.json', async () => documentOnce());
  app.get('/api/docs', async (_request, reply) => {
    const { page, policy } = referenceOnce();
    return reply.type('text/html; charset=utf-8').header('content-security-policy', policy).send(page);
  });
}
