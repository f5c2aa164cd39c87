import * as profile from '../contracts/profile-study.js';
import type { PreferenceLoadReply, SaveStudyPreferenceReply, StudyDestinationReply, StudyPreference } from '../contracts/profile-study.js';
import {
  emptyStudyPreferences,
  STUDY_PREFERENCE_CATEGORY,
  STUDY_PREFERENCE_LIST,
  studyPreferenceEntry,
  type StudyPreferenceList,
  type StudyPreferenceValues,
} from '../rules/profile-study.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

export type { PreferenceLoadReply, SaveStudyPreferenceReply, StudyDestinationReply, StudyPreference };

/** PreferenceLoad: the member's study preferences and the form's choice lists (cities of `countryFk`). */
export const loadStudyPreferences = (countryFk?: number, options: CallOptions = {}): Promise<PreferenceLoadReply> =>
  getClient().call(profile.preferenceLoad, { query: { countryFk: countryFk || undefined } }, options);

/** StudyDestinationLoad: the member's destinations and the cities of `countryFk`. */
export const loadStudyDestinations = (countryFk?: number, options: CallOptions = {}): Promise<StudyDestinationReply> =>
  getClient().call(profile.studyDestinationLoad, { query: { countryFk: countryFk || undefined } }, options);

/** Saved entries → the form's four lists (in their order). The entry's value keeps its name. */
export function studyPreferenceValuesOf(preferences: readonly StudyPreference[]): StudyPreferenceValues {
  const values = emptyStudyPreferences();
  for (const p of [...preferences].sort((a, b) => a.choiceOrder - b.choiceOrder)) {
    values[STUDY_PREFERENCE_LIST[p.category]].push(
      studyPreferenceEntry({
        referenceFk: p.referenceFk,
        cityFk: p.cityFk,
        awardGroupFk: p.awardGroupFk,
        majorFk: p.majorFk,
        preferred: p.preferred,
        status: p.status,
        value: p.value || p.name,
      }),
    );
  }
  return values;
}

/** SaveStudyPreferenceNew with the form's four lists; answers 'Data saved successfully.' and the entries as stored. */
export function saveStudyPreferences(values: StudyPreferenceValues, options: CallOptions = {}): Promise<SaveStudyPreferenceReply> {
  const studyPreference = (Object.keys(values) as StudyPreferenceList[]).flatMap((list) =>
    values[list].map((entry, index) => ({
      category: STUDY_PREFERENCE_CATEGORY[list],
      reference_fk: entry.referenceFk,
      value: entry.value,
      status: entry.status,
      choice_order: index + 1,
      preferd_destination: entry.preferred,
      city_fk: entry.cityFk || undefined,
      award_group_fk: entry.awardGroupFk || undefined,
    })),
  );
  return getClient().call(profile.saveStudyPreferenceNew, { body: { studyPreference } }, options);
}
