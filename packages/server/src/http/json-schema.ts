import * as z from 'zod/mini';
import type { Call } from '@studyatlas/core/contracts';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a zod/mini schema, without `$schema`. */
export function toJsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** A call's three shapes as JSON Schema: what it accepts (input) and what it answers (output). */
export interface CallSchemas {
  query?: JsonSchema;
  body?: JsonSchema;
  reply: JsonSchema;
}

/** Converted once per call and process: the OpenAPI document and the API reference both read them. */
const converted = new WeakMap<Call, CallSchemas>();

export function callSchemas(call: Call): CallSchemas {
  let schemas = converted.get(call);
  if (!schemas) {
    schemas = {
      ...(call.query ? { query: toJsonSchema(call.query, 'input') } : {}),
      ...(call.body ? { body: toJsonSchema(call.body, 'input') } : {}),
      reply: toJsonSchema(call.reply, 'output'),
    };
    converted.set(call, schemas);
  }
  return schemas;
}
