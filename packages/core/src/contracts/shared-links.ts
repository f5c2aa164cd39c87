import * as z from 'zod/mini';

/*
 * Shapes by which one area's reply leads to another area's search: a scholarship detail names the
 * course filter that lists the courses it applies to. `scholarships` re-exports ScholarshipCourses.
 */

/** The courses a scholarship applies to: the course search filter that lists them, and how many. */
export const ScholarshipCourses = z.object({
  /** Course-campus rows the course search answers for `filter` (its TotalCNT). */
  count: z.number(),
  /** The course filter (discovery §3): the scholarship's country, scholFk and scholLegalFk. */
  filter: z.object({ country_fk: z.number(), scholFk: z.number(), scholLegalFk: z.number() }),
});

/** The courses section of a scholarship detail (what the course search needs to list them). */
export type ScholarshipCourseLink = z.infer<typeof ScholarshipCourses>;
