import { format } from '../messages/common.js';
import { studyPreferenceMessages as m, studyPrefCategoryWords } from '../messages/profile-study.js';
import type { FieldErrors } from './field.js';

/*
 * Study preferences (member §3, §4 "Destination preference", §5 "Study preferences"): the four
 * lists, the destination rules and the checks both the form and the server run.
 */

/** Preference categories (member §9): SD destination, SA study area, SM major-minor, AL award (study) level. */
export const STUDY_PREFERENCE_CATEGORIES = ['SD', 'SA', 'SM', 'AL'] as const;
export type StudyPreferenceCategory = (typeof STUDY_PREFERENCE_CATEGORIES)[number];

/** Status of an entry: N new (added in the form, not saved yet), A active (saved). */
export const STUDY_PREFERENCE_STATUSES = ['N', 'A'] as const;
export type StudyPreferenceStatus = (typeof STUDY_PREFERENCE_STATUSES)[number];

/** The most entries one save may hold (all categories together). */
export const STUDY_PREFERENCE_MAX = 100;

/** One entry of a list. Ids are 0 when none: cityFk (SD), awardGroupFk (AL), majorFk (SM, the minor's major). */
export interface StudyPreferenceEntry {
  referenceFk: number;
  cityFk: number;
  awardGroupFk: number;
  majorFk: number;
  /** SD only: the preferred destination. */
  preferred: boolean;
  status: StudyPreferenceStatus;
  /** Free text the client may send with an entry (kept as given). */
  value: string;
}

/** The four lists, each in its choice order. */
export interface StudyPreferenceValues {
  /** SD: country (referenceFk), optional city. */
  destinations: StudyPreferenceEntry[];
  /** SA: a study area major. */
  studyAreas: StudyPreferenceEntry[];
  /** SM: a study area minor (referenceFk) of its major (majorFk). */
  majorMinors: StudyPreferenceEntry[];
  /** AL: an award level (referenceFk) of its award group. */
  studyLevels: StudyPreferenceEntry[];
}

export type StudyPreferenceList = keyof StudyPreferenceValues;

/** The list of each category, and back. */
export const STUDY_PREFERENCE_LIST: Readonly<Record<StudyPreferenceCategory, StudyPreferenceList>> = {
  SD: 'destinations',
  SA: 'studyAreas',
  SM: 'majorMinors',
  AL: 'studyLevels',
};
export const STUDY_PREFERENCE_CATEGORY: Readonly<Record<StudyPreferenceList, StudyPreferenceCategory>> = {
  destinations: 'SD',
  studyAreas: 'SA',
  majorMinors: 'SM',
  studyLevels: 'AL',
};

export const emptyStudyPreferences = (): StudyPreferenceValues => ({ destinations: [], studyAreas: [], majorMinors: [], studyLevels: [] });

export const studyPreferenceEntry = (values: Partial<StudyPreferenceEntry> & { referenceFk: number }): StudyPreferenceEntry => ({
  cityFk: 0,
  awardGroupFk: 0,
  majorFk: 0,
  preferred: false,
  status: 'N',
  value: '',
  ...values,
});

// ---- §4 Destination preference -------------------------------------------------------------

/** Adds a destination at the end: the first destination added is the preferred one. */
export function addDestination(list: readonly StudyPreferenceEntry[], entry: StudyPreferenceEntry): StudyPreferenceEntry[] {
  return [...list, { ...entry, preferred: list.length === 0 }];
}

/** Makes the destination at `index` the preferred one: only one may be preferred. */
export function preferDestination(list: readonly StudyPreferenceEntry[], index: number): StudyPreferenceEntry[] {
  return list.map((entry, i) => ({ ...entry, preferred: i === index }));
}

/** Removes the destination at `index`; when one is left, it becomes the preferred one. */
export function removeDestination(list: readonly StudyPreferenceEntry[], index: number): StudyPreferenceEntry[] {
  const left = list.filter((_, i) => i !== index);
  return left.length === 1 ? [{ ...left[0]!, preferred: true }] : left;
}

/**
 * The destinations as stored: a single destination is preferred (§4). With `preferredCountry` (the
 * old-style save's countryFk, which carries no flags) that country's first entry is preferred, else
 * the first destination.
 */
export function settleDestinations(list: readonly StudyPreferenceEntry[], preferredCountry?: number): StudyPreferenceEntry[] {
  if (list.length === 1) return [{ ...list[0]!, preferred: true }];
  if (preferredCountry === undefined) return [...list];
  const chosen = Math.max(0, list.findIndex((entry) => entry.referenceFk === preferredCountry));
  return preferDestination(list, chosen);
}

// ---- §5 checks -----------------------------------------------------------------------------

/** Which form sent the lists: the old one (destination, award level, study area) or the new one. */
export type StudyPreferenceStyle = 'old' | 'new';

const keyOf = (list: StudyPreferenceList, entry: StudyPreferenceEntry): string =>
  list === 'destinations' ? `${entry.referenceFk}/${entry.cityFk}` : String(entry.referenceFk);

const DUPLICATE_KEYS = {
  destinations: 'studyPrefDestinationExists',
  studyAreas: 'studyPrefAreaExists',
  majorMinors: 'studyPrefMajorMinorExists',
  studyLevels: 'studyPrefLevelExists',
} as const satisfies Record<StudyPreferenceList, keyof typeof m>;
const duplicateOf = (list: StudyPreferenceList): string => m[DUPLICATE_KEYS[list]];

/** The old form's 'At least one {destination, award level or study area} must be chosen.' */
export const atLeastOneMessage = (category: StudyPreferenceCategory): string =>
  category === 'SA' ? m.studyPrefAreaRequired : format(m.studyPrefAtLeastOne, { category: studyPrefCategoryWords[category] });

/**
 * Member §5 "Study preferences". A list's own message is on its name (`destinations`), a duplicate's
 * on the later entry (`destinations.2.referenceFk`). A destination is a duplicate when its country
 * and city (or no city) are both already listed; a major-minor when its minor is.
 * - new style: a destination, a preferred one (exactly one), a study level and a major-minor;
 * - old style: a destination, an award level and a study area.
 */
export function validateStudyPreferences(values: StudyPreferenceValues, style: StudyPreferenceStyle = 'new'): FieldErrors {
  const errors: FieldErrors = {};
  const preferred = values.destinations.filter((entry) => entry.preferred).length;
  if (style === 'new') {
    if (values.destinations.length === 0) errors.destinations = m.studyPrefDestinationRequired;
    else if (preferred === 0) errors.destinations = m.studyPrefPreferredRequired;
    else if (preferred > 1) errors.destinations = m.studyPrefOnePreferred;
    if (values.studyLevels.length === 0) errors.studyLevels = m.studyPrefLevelRequired;
    if (values.majorMinors.length === 0) errors.majorMinors = m.studyPrefMajorMinorRequired;
  } else {
    if (values.destinations.length === 0) errors.destinations = atLeastOneMessage('SD');
    if (values.studyLevels.length === 0) errors.studyLevels = atLeastOneMessage('AL');
    if (values.studyAreas.length === 0) errors.studyAreas = atLeastOneMessage('SA');
  }
  for (const list of Object.keys(DUPLICATE_KEYS) as StudyPreferenceList[]) {
    const seen = new Set<string>();
    values[list].forEach((entry, index) => {
      const key = keyOf(list, entry);
      if (seen.has(key)) errors[`${list}.${index}.referenceFk`] = duplicateOf(list);
      seen.add(key);
    });
  }
  return errors;
}

/** The message for adding `entry` to `list` when it is already there (the add form's check), else undefined. */
export function duplicateMessage(values: StudyPreferenceValues, list: StudyPreferenceList, entry: StudyPreferenceEntry): string | undefined {
  const key = keyOf(list, entry);
  return values[list].some((other) => keyOf(list, other) === key) ? duplicateOf(list) : undefined;
}

/** The favourite-course picker shows 4 courses a page (member §9 "course picker page size 4"). */
export const FAVOURITE_PICKER_PAGE_SIZE = 4;
