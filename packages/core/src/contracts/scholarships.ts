import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, Named, NamedMinor, optionalId, requiredId } from './fields.js';
import { ScholarshipCourses } from './shared-links.js';

const area = 'scholarships';

/** What a student filters scholarships by: where, which institution, which level, which study area. */
export const ScholarshipFilterData = z.object({
  /** Countries that offer at least one open scholarship. */
  countries: z.array(Named),
  /** Institutions with at least one open scholarship, and their country. */
  institutions: z.array(z.object({ legalFk: z.number(), name: z.string(), countryId: z.number() })),
  /** Study level groups (a scholarship applies to one, or to any). */
  awardGroups: z.array(Named),
  /** Study area majors and minors (parentFk = the major). */
  majors: z.array(Named),
  minors: z.array(NamedMinor),
});
export type ScholarshipFilterData = z.infer<typeof ScholarshipFilterData>;

/**
 * The scholarship filter. The specification shows none of its fields; the names follow the course
 * filter's. Only scholarships still open (closing today or later) are found.
 */
export const ScholarshipFilter = z.object({
  /** The country where it is offered. */
  country_fk: optionalId(),
  /** The institution offering it. */
  legal_fk: optionalId(),
  /** Study level group: scholarships for that group and those for any group. */
  AwardG_fk: optionalId(),
  /** Study area: the institution offers a course in it (at the scholarship's level group, if it has one). */
  majorFk: optionalId(),
  minorFk: optionalId(),
  /** Scholarship or institution name: case- and accent-insensitive substring. */
  keyWord: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  currentPage: count(1),
  /** Rows from (0-based, inclusive) to (exclusive). */
  from: count(0),
  to: count(10),
});
export type ScholarshipFilter = z.input<typeof ScholarshipFilter>;
export type ScholarshipFilterParsed = z.output<typeof ScholarshipFilter>;

/** One scholarship of the list. */
export const ScholarshipRow = z.object({
  /** 1-based position in the whole result. */
  rowNumber: z.number(),
  schId: z.number(),
  name: z.string(),
  legalFk: z.number(),
  institutionName: z.string(),
  country: z.string(),
  /** Null: any study level group. */
  awardGroup: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  currency: z.string(),
  /** yyyy-MM-dd */
  openDate: z.string(),
  closeDate: z.string(),
  /** The signed-in member's favourite preference id; 0 = not a favourite (or anonymous). */
  preferenceId: z.number(),
  /** TotalCNT: rows in the whole result. */
  totalCount: z.number(),
});
export type ScholarshipRow = z.infer<typeof ScholarshipRow>;

export const ScholarshipSearchReply = z.object({ total: z.number(), rows: z.array(ScholarshipRow) });
export type ScholarshipSearchReply = z.infer<typeof ScholarshipSearchReply>;

/** The courses a scholarship applies to, shared with the course search that lists them (./shared-links.ts). */
export { ScholarshipCourses } from './shared-links.js';

export const ScholarshipDetail = z.object({
  schId: z.number(),
  name: z.string(),
  description: z.string(),
  legalFk: z.number(),
  institutionName: z.string(),
  /** GET this for the institution's logo (or the default institute logo). */
  logoPath: z.string(),
  countryId: z.number(),
  country: z.string(),
  awardGroupId: z.nullable(z.number()),
  /** Null: any study level group. */
  awardGroup: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  currency: z.string(),
  /** yyyy-MM-dd */
  openDate: z.string(),
  closeDate: z.string(),
  /** False once the close date has passed (a favourite may still point at it). */
  isOpen: z.boolean(),
  webAddress: z.nullable(z.string()),
  /** The signed-in member's favourite preference id; 0 = not a favourite (or anonymous). */
  preferenceId: z.number(),
  courses: ScholarshipCourses,
});
export type ScholarshipDetail = z.infer<typeof ScholarshipDetail>;

/** The print view: the detail and the institution's contact lines. */
export const ScholarshipPrint = z.object({
  ...ScholarshipDetail.shape,
  institutionWebAddress: z.nullable(z.string()),
  institutionEmail: z.nullable(z.string()),
  institutionPhone: z.nullable(z.string()),
});
export type ScholarshipPrint = z.infer<typeof ScholarshipPrint>;

const SchQuery = z.object({ schFk: requiredId() });

export const filterData = defineCall({
  id: 'shipFilterDataPublic',
  area,
  summary: 'Scholarship filter lists: countries and institutions with open scholarships, study level groups, study areas.',
  method: 'GET',
  path: '/api/ScholarPublic/ShipFilterDataPublic',
  auth: 'none',
  reply: ScholarshipFilterData,
});

export const searchData = defineCall({
  id: 'shipSearchData',
  area,
  summary: 'Scholarship search: open scholarships matching the filter, closing soonest first; rows from … to − 1 carry the total.',
  method: 'POST',
  path: '/api/Scholar/ShipSearchData',
  publicPath: '/api/ScholarPublic/ShipSearchDataPublic',
  auth: 'optional',
  body: ScholarshipFilter,
  reply: ScholarshipSearchReply,
});

export const detail = defineCall({
  id: 'shipDetail',
  area,
  summary: 'One scholarship: institution, amount, dates, description, level group, web address, the member’s favourite and the courses it applies to.',
  method: 'GET',
  path: '/api/Scholar/ShipDetail',
  publicPath: '/api/ScholarPublic/ShipDetailPublic',
  auth: 'optional',
  query: SchQuery,
  reply: ScholarshipDetail,
});

export const printDetail = defineCall({
  id: 'printScholarDetail',
  area,
  summary: 'The print view of a scholarship: the detail with the institution’s contact lines. Open to everyone, like the detail.',
  method: 'GET',
  path: '/api/Scholar/PrintScholarDetail',
  auth: 'optional',
  query: SchQuery,
  reply: ScholarshipPrint,
});
