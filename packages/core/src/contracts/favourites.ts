import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { text } from './common.js';

const area = 'favourites';

/** Discovery §3: C course intake, I institution, A agent, E event, S scholarship. */
export const FAVOURITE_CATEGORIES = ['C', 'I', 'A', 'E', 'S'] as const;
export type FavouriteCategory = (typeof FAVOURITE_CATEGORIES)[number];

export const isFavouriteCategory = (value: unknown): value is FavouriteCategory =>
  typeof value === 'string' && (FAVOURITE_CATEGORIES as readonly string[]).includes(value);

/** An id as old clients send it: a JSON number, or text from a form. Checked by `validateAddFavourite`. */
const idField = () => z.optional(z.nullable(z.union([z.number(), z.string()])));

/** Discovery §3 "Favourite": the specification's field names. */
export const AddFavouriteBody = z.object({
  ReferenceFk: idField(),
  Category: text(),
  /** Default true (add); false removes the favourite of Category + ReferenceFk and answers id 0. */
  FavFlag: z.optional(z.union([z.boolean(), z.string()])),
  /** Accepted for compatibility and ignored: a favourite is identified by Category + ReferenceFk. */
  PreferenceFk: idField(),
});
export type AddFavouriteBody = z.infer<typeof AddFavouriteBody>;

export const DeleteFavouriteBody = z.object({ PreferenceFk: idField() });
export type DeleteFavouriteBody = z.infer<typeof DeleteFavouriteBody>;

/** Fields every favourite row has: its preference id and the id it refers to. */
const rowBase = {
  preferenceId: z.number(),
  referenceId: z.number(),
  /** ISO-8601 UTC time it was saved. */
  createdAt: z.string(),
};

/** C: a course intake, with what the list shows and the ids of /coudetail/:courseId/:campusId/:intakeId. */
export const CourseFavourite = z.object({
  ...rowBase,
  intakeId: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  legalId: z.number(),
  institutionName: z.string(),
  campusId: z.number(),
  campusName: z.string(),
  city: z.string(),
  country: z.string(),
  /** yyyy-MM-dd */
  startDate: z.string(),
  studyMode: z.string(),
  annualFee: z.nullable(z.number()),
  totalFee: z.nullable(z.number()),
  currency: z.string(),
});
export type CourseFavourite = z.infer<typeof CourseFavourite>;

/** I and A: an institution or agent; city and country of its head office (else its first location). */
export const LegalFavourite = z.object({
  ...rowBase,
  legalId: z.number(),
  name: z.string(),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  /** Null → the client shows the default institution or agent logo. */
  logoPath: z.nullable(z.string()),
});
export type LegalFavourite = z.infer<typeof LegalFavourite>;

/** E: an event, with the ids of /detail/:legalId/:locationId/:eventId. */
export const EventFavourite = z.object({
  ...rowBase,
  eventId: z.number(),
  name: z.string(),
  legalId: z.number(),
  organiserName: z.string(),
  locationId: z.nullable(z.number()),
  /** yyyy-MM-dd */
  dateFrom: z.string(),
  /** yyyy-MM-dd */
  dateTo: z.string(),
  city: z.string(),
  country: z.string(),
});
export type EventFavourite = z.infer<typeof EventFavourite>;

/** S: a scholarship and the institution offering it. */
export const ScholarshipFavourite = z.object({
  ...rowBase,
  scholarshipId: z.number(),
  name: z.string(),
  amount: z.nullable(z.number()),
  currency: z.string(),
  legalId: z.number(),
  institutionName: z.string(),
  country: z.string(),
  /** yyyy-MM-dd */
  closeDate: z.string(),
});
export type ScholarshipFavourite = z.infer<typeof ScholarshipFavourite>;

/** The row type of each category. */
export interface FavouriteRows {
  C: CourseFavourite;
  I: LegalFavourite;
  A: LegalFavourite;
  E: EventFavourite;
  S: ScholarshipFavourite;
}

/** One variant per category: the category, its rows, and the count field(s) of the reply. */
function byCategory<E extends Record<string, z.ZodMiniNumber>>(extra: E) {
  const variant = <C extends FavouriteCategory, R extends z.ZodMiniType>(category: C, row: R) =>
    z.object({ category: z.literal(category), favourites: z.array(row), ...extra });
  return z.discriminatedUnion('category', [
    variant('C', CourseFavourite),
    variant('I', LegalFavourite),
    variant('A', LegalFavourite),
    variant('E', EventFavourite),
    variant('S', ScholarshipFavourite),
  ]);
}

/** allFavourite: the member's favourites of one category, newest first, and how many there are. */
export const FavouriteList = byCategory({ total: z.number() });
export type FavouriteList = z.infer<typeof FavouriteList>;
export type FavouriteListOf<C extends FavouriteCategory> = Extract<FavouriteList, { category: C }>;

/** DeleteFavourite (discovery §4): the remaining favourites of the deleted one's category; count = their number. */
export const DeleteFavouriteReply = byCategory({ count: z.number() });
export type DeleteFavouriteReply = z.infer<typeof DeleteFavouriteReply>;

/** AddFavourite: the preference id (> 0 = favourite; 0 after FavFlag false) and the category's new count. */
export const AddFavouriteReply = z.object({ preferenceId: z.number(), count: z.number() });
export type AddFavouriteReply = z.infer<typeof AddFavouriteReply>;

/** favouriteCount: how many favourites the member has per category. */
export const FavouriteCounts = z.object({ C: z.number(), I: z.number(), A: z.number(), E: z.number(), S: z.number() });
export type FavouriteCounts = z.infer<typeof FavouriteCounts>;

export const addFavourite = defineCall({
  id: 'addFavourite',
  area,
  summary: 'Saves a course intake, institution, agent, event or scholarship as a favourite (idempotent).',
  method: 'POST',
  path: '/api/Favourite/AddFavourite',
  auth: 'required',
  body: AddFavouriteBody,
  reply: AddFavouriteReply,
});

export const deleteFavourite = defineCall({
  id: 'deleteFavourite',
  area,
  summary: "Removes one of the member's favourites; answers the remaining ones of its category.",
  method: 'POST',
  path: '/api/Favourite/DeleteFavourite',
  auth: 'required',
  body: DeleteFavouriteBody,
  reply: DeleteFavouriteReply,
});

export const allFavourite = defineCall({
  id: 'allFavourite',
  area,
  summary: "The member's favourites of one category (type = C, I, A, E or S), with display data.",
  method: 'GET',
  path: '/api/favourite/allFavourite',
  auth: 'required',
  query: z.object({ type: text() }),
  reply: FavouriteList,
});

export const favouriteCount = defineCall({
  id: 'favouriteCount',
  area,
  summary: "How many favourites the member has per category.",
  method: 'GET',
  path: '/api/favourite/favouriteCount',
  auth: 'required',
  reply: FavouriteCounts,
});
