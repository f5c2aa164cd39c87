import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, Named, NamedCity, NamedMinor, optionalId, requiredId } from './fields.js';
import { studyPreferenceMessages } from '../messages/profile-study.js';
import { STUDY_PREFERENCE_CATEGORIES, STUDY_PREFERENCE_MAX, STUDY_PREFERENCE_STATUSES } from '../rules/profile-study.js';

/*
 * Study preferences (member §3 "Study preferences", §7 Profile: PreferenceLoad, StudyDestinationLoad,
 * SaveStudyPreference, SaveStudyPreferenceNew). SD destination country (optional city, preferred
 * flag), SA study area (a major), SM major-minor (the minor; its major is its parent), AL award level
 * (with its award group).
 */

const area = 'profile';

const Category = z.enum(STUDY_PREFERENCE_CATEGORIES);
const Status = z._default(z.nullable(z.enum(STUDY_PREFERENCE_STATUSES)), 'N');
const Value = z._default(z.nullable(z.string().check(z.maxLength(200))), '');
/** A flag as old clients send it: boolean, 'true'/'false', 1/0. */
const Flag = z._default(
  z.pipe(
    z.nullable(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', '']), z.literal(0), z.literal(1)])),
    z.transform((value) => value === true || value === 'true' || value === '1' || value === 1),
  ),
  false,
);

/** A list old clients may send as JSON text (the specification's jsonString). */
const listOrJsonText = <T extends z.ZodMiniType>(list: T) =>
  z.pipe(
    z.transform((value: unknown, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: studyPreferenceMessages.studyPrefListNotJson, input: value });
        return z.NEVER;
      }
    }),
    list,
  );

/** An entry of SaveStudyPreferenceNew, the specification's field names. */
export const StudyPreferenceInput = z.object({
  category: Category,
  reference_fk: requiredId(),
  value: Value,
  status: Status,
  /** Order within its category (entries are stored in this order, renumbered 1, 2, …). */
  choice_order: count(0),
  /** SD: the preferred destination (the specification's spelling). */
  preferd_destination: Flag,
  /** SD: a city of the destination country. */
  city_fk: optionalId(),
  /** AL: the level's award group (taken from the level when absent). */
  award_group_fk: optionalId(),
});
export type StudyPreferenceInput = z.infer<typeof StudyPreferenceInput>;

const inputList = z.array(StudyPreferenceInput).check(z.maxLength(STUDY_PREFERENCE_MAX));

export const SaveStudyPreferenceNewBody = z.object({ studyPreference: listOrJsonText(inputList) });
export type SaveStudyPreferenceNewBody = z.infer<typeof SaveStudyPreferenceNewBody>;
export type SaveStudyPreferenceNewInput = z.input<typeof SaveStudyPreferenceNewBody>;

/** An entry of the old SaveStudyPreference (jsonString): no preferred flag, city or award group. */
export const OldStudyPreferenceInput = z.object({
  category: Category,
  referenceFk: requiredId(),
  value: Value,
  status: Status,
  choiceOrder: count(0),
});
export type OldStudyPreferenceInput = z.infer<typeof OldStudyPreferenceInput>;

const oldList = z.array(OldStudyPreferenceInput).check(z.maxLength(STUDY_PREFERENCE_MAX));

/** The old form's body: the list in jsonString (jsonStudyPrf is read when jsonString is absent). */
export const SaveStudyPreferenceBody = z.object({
  jsonString: z.optional(listOrJsonText(oldList)),
  jsonStudyPrf: z.optional(listOrJsonText(oldList)),
});
export type SaveStudyPreferenceBody = z.infer<typeof SaveStudyPreferenceBody>;
export type SaveStudyPreferenceInput = z.input<typeof SaveStudyPreferenceBody>;

/** countryFk: PreferenceLoad and StudyDestinationLoad list its cities; the old save makes it the preferred destination. */
export const CountryQuery = z.object({ countryFk: optionalId() });

/** A saved entry with the names the screen shows. Ids are 0 when none. */
export const StudyPreference = z.object({
  id: z.number(),
  category: Category,
  referenceFk: z.number(),
  /** Country, study area, minor or award level name. */
  name: z.string(),
  value: z.string(),
  status: z.enum(STUDY_PREFERENCE_STATUSES),
  choiceOrder: z.number(),
  preferred: z.boolean(),
  cityFk: z.number(),
  cityName: z.string(),
  awardGroupFk: z.number(),
  awardGroupName: z.string(),
  /** SM: the minor's major. */
  majorFk: z.number(),
  majorName: z.string(),
});
export type StudyPreference = z.infer<typeof StudyPreference>;

export const AwardLevel = z.object({ id: z.number(), name: z.string(), groupFk: z.number() });
export type AwardLevel = z.infer<typeof AwardLevel>;

/** PreferenceLoad: the member's entries (by category, then order) and every choice list of the form. */
export const PreferenceLoadReply = z.object({
  preferences: z.array(StudyPreference),
  countries: z.array(Named),
  /** Cities of countryFk where the catalogue has a campus, and those the member chose there. */
  cities: z.array(NamedCity),
  majors: z.array(Named),
  minors: z.array(NamedMinor),
  awardGroups: z.array(Named),
  awardLevels: z.array(AwardLevel),
});
export type PreferenceLoadReply = z.infer<typeof PreferenceLoadReply>;

/** StudyDestinationLoad: the member's destinations and the cities of countryFk. */
export const StudyDestinationReply = z.object({ destinations: z.array(StudyPreference), cities: z.array(NamedCity) });
export type StudyDestinationReply = z.infer<typeof StudyDestinationReply>;

/** A save: the specification's 'Data saved successfully.' and the entries as stored. */
export const SaveStudyPreferenceReply = z.object({ message: z.string(), preferences: z.array(StudyPreference) });
export type SaveStudyPreferenceReply = z.infer<typeof SaveStudyPreferenceReply>;

export const preferenceLoad = defineCall({
  id: 'preferenceLoad',
  area,
  summary: "The member's study preferences with names, and the countries, cities, study areas, majors and minors, award groups and levels to choose from.",
  method: 'GET',
  path: '/api/Profile/PreferenceLoad',
  auth: 'required',
  query: CountryQuery,
  reply: PreferenceLoadReply,
});

export const studyDestinationLoad = defineCall({
  id: 'studyDestinationLoad',
  area,
  summary: "The member's study destinations (SD) and the cities of countryFk.",
  method: 'GET',
  path: '/api/Profile/StudyDestinationLoad',
  auth: 'required',
  query: CountryQuery,
  reply: StudyDestinationReply,
});

export const saveStudyPreference = defineCall({
  id: 'saveStudyPreference',
  area,
  summary: 'Old-style save: replaces the study preferences (destination, award level and study area required; countryFk = the preferred destination).',
  method: 'POST',
  path: '/api/Profile/SaveStudyPreference',
  auth: 'required',
  query: CountryQuery,
  body: SaveStudyPreferenceBody,
  reply: SaveStudyPreferenceReply,
});

export const saveStudyPreferenceNew = defineCall({
  id: 'saveStudyPreferenceNew',
  area,
  summary: 'Replaces the study preferences: destinations with one preferred, study levels, major-minor combinations, study areas.',
  method: 'POST',
  path: '/api/Profile/SaveStudyPreferenceNew',
  auth: 'required',
  body: SaveStudyPreferenceNewBody,
  reply: SaveStudyPreferenceReply,
});
