import * as z from 'zod/mini';

/** The largest id both databases store (PostgreSQL `integer`): bigger ids are bad input, not a 500. */
export const MAX_DB_ID = 2_147_483_647;

/*
 * Field shapes the filters of several areas share (courses, scholarships): ids and counts as old
 * clients send them — JSON numbers or numeric strings, '' or null for "any".
 */

/** Ids arrive as numbers or numeric strings; '', null and 0 mean "any". → a positive number or undefined. */
export const optionalId = () =>
  z.optional(
    z.pipe(
      z.union([z.int().check(z.minimum(0), z.maximum(MAX_DB_ID)), z.string().check(z.regex(/^\s*\d{0,9}\s*$/)), z.null()]),
      z.transform((value): number | undefined => {
        const n = value === null ? 0 : Number(String(value).trim() || '0');
        return n > 0 ? n : undefined;
      }),
    ),
  );

/** A required id (number or numeric string, > 0). */
export const requiredId = () =>
  z.pipe(
    z.union([z.int().check(z.minimum(1), z.maximum(MAX_DB_ID)), z.string().check(z.regex(/^\s*[1-9]\d{0,8}\s*$/))]),
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

/*
 * Reply shapes the filter lists of several areas share (agents, events, friends, forms, institutions,
 * scholarships): named rows and the country → state → city lists.
 */

/** A row of a filter list: a country, a study area major, an award group… */
export const Named = z.object({ id: z.number(), name: z.string() });

/** A state of a place list, with its country. */
export const NamedState = z.object({ id: z.number(), name: z.string(), countryFk: z.number() });

/** A city of a place list, with its state and country. */
export const NamedCity = z.object({ id: z.number(), name: z.string(), stateFk: z.number(), countryFk: z.number() });

/** A study area minor of a filter list, with its major (parentFk). */
export const NamedMinor = z.object({ id: z.number(), name: z.string(), parentFk: z.number() });

/** Countries, states and cities (a specification "Table1"). */
export const Places = z.object({ countries: z.array(Named), states: z.array(NamedState), cities: z.array(NamedCity) });
export type Places = z.infer<typeof Places>;
