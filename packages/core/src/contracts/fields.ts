import * as z from 'zod/mini';

/*
 * Field shapes the filters of several areas share (courses, scholarships): ids and counts as old
 * clients send them — JSON numbers or numeric strings, '' or null for "any".
 */

/** Ids arrive as numbers or numeric strings; '', null and 0 mean "any". → a positive number or undefined. */
export const optionalId = () =>
  z.optional(
    z.pipe(
      z.union([z.int().check(z.minimum(0), z.maximum(2_147_483_647)), z.string().check(z.regex(/^\s*\d{0,9}\s*$/)), z.null()]),
      z.transform((value): number | undefined => {
        const n = value === null ? 0 : Number(String(value).trim() || '0');
        return n > 0 ? n : undefined;
      }),
    ),
  );

/** A required id (number or numeric string, > 0). */
export const requiredId = () =>
  z.pipe(
    z.union([z.int().check(z.minimum(1), z.maximum(2_147_483_647)), z.string().check(z.regex(/^\s*[1-9]\d{0,8}\s*$/))]),
    z.transform((value) => Number(String(value).trim())),
  );

/** A whole number ≥ 0 as a number or numeric string, with a default. */
export const count = (fallback: number) =>
  z._default(
    z.pipe(
      z.union([z.int().check(z.minimum(0), z.maximum(1_000_000_000)), z.string().check(z.regex(/^\s*\d{1,9}\s*$/))]),
      z.transform((value) => Number(String(value).trim())),
    ),
    fallback,
  );
