import * as z from 'zod/mini';
import { MAX_DB_ID } from './fields.js';

/*
 * Field shapes of the education and work calls (member §7): values as old clients send them — ids
 * as numbers or digits ('' / null / 0 = none), flags as booleans or 'true'/'1', texts possibly null,
 * and the jsonString / jsonDoc parts either as objects or as JSON text.
 */

/** An id: a JSON number or digits; '', null, 0 or absent → 0. Above MAX_DB_ID or junk: bad input. */
export const eduId = () =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.int().check(z.minimum(0), z.maximum(MAX_DB_ID)), z.string().check(z.regex(/^\s*\d{0,10}\s*$/))])),
      z.transform((value, ctx) => {
        const n = value === null ? 0 : Number(String(value).trim() || '0');
        if (n > MAX_DB_ID) {
          ctx.issues.push({ code: 'custom', message: 'Expected an id', input: value });
          return z.NEVER;
        }
        return n;
      }),
    ),
    0,
  );

/** A text of at most `max` characters; null or absent → ''. */
export const eduText = (max: number) =>
  z._default(z.pipe(z.nullable(z.string().check(z.maxLength(max))), z.transform((value) => value ?? '')), '');

/** A flag: boolean, 'true'/'false', '1'/'0', 1/0; null or absent → false. */
export const eduFlag = () =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', '']), z.literal(0), z.literal(1)])),
      z.transform((value) => value === true || value === 'true' || value === '1' || value === 1),
    ),
    false,
  );

/** A score as typed: text or a JSON number → text (the rule checks it). */
export const eduScore = () =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.string().check(z.maxLength(20)), z.number()])),
      z.transform((value) => (value === null ? '' : String(value))),
    ),
    '',
  );

/** A part sent as an object or as its JSON text (old clients post `jsonString: "{…}"`). */
export const jsonPart = <T>(schema: z.ZodMiniType<T>) =>
  z.pipe(
    z.transform((value: unknown, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'Expected JSON', input: value });
        return z.NEVER;
      }
    }),
    schema,
  );

/** jsonDoc (member §7): the document attached to a record (type needed with a file); the save stores it through the record-documents module. */
export const RecordDocument = z.object({
  FormKey: eduText(20),
  FormRecordFk: eduId(),
  FileInfoId: eduId(),
  DocTypeId: eduId(),
  ClientFk: eduId(),
});
export type RecordDocument = z.infer<typeof RecordDocument>;

/** An optional jsonDoc part. */
export const recordDocumentPart = () => z.optional(z.nullable(jsonPart(RecordDocument)));
