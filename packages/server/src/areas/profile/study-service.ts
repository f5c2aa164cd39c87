import type { Insertable } from 'kysely';
import {
  emptyStudyPreferences,
  settleDestinations,
  STUDY_PREFERENCE_CATEGORY,
  STUDY_PREFERENCE_LIST,
  studyPreferenceEntry,
  studyPreferenceMessages as m,
  validateStudyPreferences,
  type FieldErrors,
  type StudyPreferenceCategory,
  type StudyPreferenceEntry,
  type StudyPreferenceList,
  type StudyPreferenceStyle,
  type StudyPreferenceValues,
} from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { rejectInvalid } from '../../http/errors.js';
import type { MemberStudyPreferencesTable } from '../../db/schema/friends.js';
import * as q from './study-queries.js';

/** An entry as both saves send it, with its category and order. */
interface SentEntry {
  category: StudyPreferenceCategory;
  choiceOrder: number;
  entry: StudyPreferenceEntry;
}

/** The sent entries as the four lists, each in choice order; entries without one (0) follow, as sent. */
export function groupEntries(sent: readonly SentEntry[]): StudyPreferenceValues {
  const values = emptyStudyPreferences();
  const rank = (order: number) => (order > 0 ? order : Number.MAX_SAFE_INTEGER);
  const ordered = sent.map((s, position) => ({ ...s, position })).sort((a, b) => rank(a.choiceOrder) - rank(b.choiceOrder) || a.position - b.position);
  for (const s of ordered) values[STUDY_PREFERENCE_LIST[s.category]].push(s.entry);
  return values;
}

/** The study preferences of the profile (member §3 "Study preferences", §4, §5, §7). */
export function createStudyService(ctx: AppContext) {
  const { db } = ctx;

  /** Bad reference ids → field messages (a country, a city of it, a major, a minor, a level of its group). */
  async function checkReferences(values: StudyPreferenceValues): Promise<{ errors: FieldErrors; groups: Map<number, number> }> {
    const errors: FieldErrors = {};
    const [countries, cities, areas, groups] = await Promise.all([
      q.existingCountries(db, values.destinations.map((e) => e.referenceFk)),
      q.cityCountries(db, values.destinations.filter((e) => e.cityFk > 0).map((e) => e.cityFk)),
      q.studyAreaParents(db, [...values.studyAreas, ...values.majorMinors].map((e) => e.referenceFk)),
      q.awardLevelGroups(db, values.studyLevels.map((e) => e.referenceFk)),
    ]);
    values.destinations.forEach((e, i) => {
      if (!countries.has(e.referenceFk)) errors[`destinations.${i}.referenceFk`] = m.studyPrefUnknownCountry;
      else if (e.cityFk > 0 && cities.get(e.cityFk) !== e.referenceFk) errors[`destinations.${i}.cityFk`] = m.studyPrefUnknownCity;
    });
    values.studyAreas.forEach((e, i) => {
      if (!areas.has(e.referenceFk) || areas.get(e.referenceFk) !== null) errors[`studyAreas.${i}.referenceFk`] = m.studyPrefUnknownArea;
    });
    values.majorMinors.forEach((e, i) => {
      const major = areas.get(e.referenceFk);
      if (major === undefined || major === null || (e.majorFk > 0 && e.majorFk !== major)) errors[`majorMinors.${i}.referenceFk`] = m.studyPrefUnknownMajorMinor;
    });
    values.studyLevels.forEach((e, i) => {
      const group = groups.get(e.referenceFk);
      if (group === undefined) errors[`studyLevels.${i}.referenceFk`] = m.studyPrefUnknownLevel;
      else if (e.awardGroupFk > 0 && e.awardGroupFk !== group) errors[`studyLevels.${i}.awardGroupFk`] = m.studyPrefGroupMismatch;
    });
    return { errors, groups };
  }

  async function save(member: AuthMember, values: StudyPreferenceValues, style: StudyPreferenceStyle): Promise<profile.SaveStudyPreferenceReply> {
    rejectInvalid(validateStudyPreferences(values, style));
    const { errors, groups } = await checkReferences(values);
    rejectInvalid(errors);
    const rows: Insertable<MemberStudyPreferencesTable>[] = [];
    for (const list of Object.keys(values) as StudyPreferenceList[]) {
      const category = STUDY_PREFERENCE_CATEGORY[list];
      values[list].forEach((e, index) =>
        rows.push({
          client_id: member.clientId,
          category,
          reference_id: e.referenceFk,
          city_id: category === 'SD' && e.cityFk > 0 ? e.cityFk : null,
          award_group_id: category === 'AL' ? groups.get(e.referenceFk)! : null,
          value: e.value.trim(),
          preferred: category === 'SD' && e.preferred ? 1 : 0,
          // Saved entries are active; N marks an entry added in the form and not saved yet.
          status: 'A',
          choice_order: index + 1,
        }),
      );
    }
    await q.replaceStudyPreferences(db, member.clientId, rows);
    return { message: m.studyPrefSaved, preferences: await q.listStudyPreferences(db, member.clientId) };
  }

  /** The member's cities in `countryId` (so a chosen city stays listed) with the catalogue's. */
  async function citiesOf(countryId: number | undefined, chosen: readonly profile.StudyPreference[]) {
    if (!countryId) return [];
    const extra = chosen.filter((p) => p.category === 'SD' && p.referenceFk === countryId && p.cityFk > 0).map((p) => p.cityFk);
    return q.listDestinationCities(db, countryId, extra);
  }

  return {
    async preferenceLoad(member: AuthMember, countryFk: number | undefined): Promise<profile.PreferenceLoadReply> {
      const preferences = await q.listStudyPreferences(db, member.clientId);
      const [countries, cities, areas, awards] = await Promise.all([
        q.listCountries(db),
        citiesOf(countryFk, preferences),
        q.listStudyAreas(db),
        q.listAwards(db),
      ]);
      return { preferences, countries, cities, ...areas, ...awards };
    },

    async studyDestinationLoad(member: AuthMember, countryFk: number | undefined): Promise<profile.StudyDestinationReply> {
      const destinations = await q.listStudyPreferences(db, member.clientId, 'SD');
      return { destinations, cities: await citiesOf(countryFk, destinations) };
    },

    /** SaveStudyPreferenceNew: replaces every list; a lone destination is the preferred one (§4). */
    async saveNew(member: AuthMember, body: profile.SaveStudyPreferenceNewBody): Promise<profile.SaveStudyPreferenceReply> {
      const sent = body.studyPreference.map((p) => ({
        category: p.category,
        choiceOrder: p.choice_order,
        entry: studyPreferenceEntry({
          referenceFk: p.reference_fk,
          cityFk: p.city_fk ?? 0,
          awardGroupFk: p.award_group_fk ?? 0,
          preferred: p.preferd_destination,
          status: p.status ?? 'N',
          value: p.value ?? '',
        }),
      }));
      const values = groupEntries(sent);
      values.destinations = settleDestinations(values.destinations);
      return save(member, values, 'new');
    },

    /**
     * SaveStudyPreference (the old form): replaces every list; countryFk, when one of the
     * destinations, is the preferred one, else the first destination is (§4).
     */
    async saveOld(member: AuthMember, body: profile.SaveStudyPreferenceBody, countryFk: number | undefined): Promise<profile.SaveStudyPreferenceReply> {
      const list = body.jsonString ?? body.jsonStudyPrf ?? [];
      const sent = list.map((p) => ({
        category: p.category,
        choiceOrder: p.choiceOrder,
        entry: studyPreferenceEntry({ referenceFk: p.referenceFk, status: p.status ?? 'N', value: p.value ?? '' }),
      }));
      const values = groupEntries(sent);
      values.destinations = settleDestinations(values.destinations, countryFk ?? values.destinations[0]?.referenceFk);
      return save(member, values, 'old');
    },
  };
}
