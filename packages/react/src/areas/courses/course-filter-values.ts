import type { CourseFilterData, CourseSearchFilter, Campus } from '@studyatlas/core';

/** The course filter as the form holds it: every field a string ('' = not chosen). */
export interface CourseFormValues extends Record<string, string> {
  /** Study area or course name (sent as `search` by the new filter, as `keyWord` when scoped). */
  search: string;
  country_fk: string;
  state_fk: string;
  city_fk: string;
  /** The campus (a search scoped to one institution offers its campuses). */
  campus_fk: string;
  AwardG_fk: string;
  Award_fk: string;
  majorFk: string;
  minorFk: string;
  studyModeFk: string;
  /** yyyy-MM-dd or ''. */
  intakeDate: string;
  /** CL by location, CN by name. */
  IsCourseLocOrName: string;
  /** N by name, L by location. */
  SortParm: string;
}

export const emptyCourseFormValues = (): CourseFormValues => ({
  search: '',
  country_fk: '',
  state_fk: '',
  city_fk: '',
  campus_fk: '',
  AwardG_fk: '',
  Award_fk: '',
  majorFk: '',
  minorFk: '',
  studyModeFk: '',
  intakeDate: '',
  IsCourseLocOrName: 'CN',
  SortParm: 'N',
});

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const id = (value: string): number | undefined => (Number(value) > 0 ? Number(value) : undefined);

/** The form's values of a remembered filter. */
export function valuesOfFilter(filter: CourseSearchFilter): CourseFormValues {
  const empty = emptyCourseFormValues();
  return {
    search: text(filter.search ?? filter.keyWord),
    country_fk: text(filter.country_fk),
    state_fk: text(filter.state_fk),
    city_fk: text(filter.city_fk),
    campus_fk: text(filter.campus_fk),
    AwardG_fk: text(filter.AwardG_fk),
    Award_fk: text(filter.Award_fk),
    majorFk: text(filter.majorFk),
    minorFk: text(filter.minorFk),
    studyModeFk: text(filter.studyModeFk),
    intakeDate: text(filter.intakeDate),
    IsCourseLocOrName: filter.IsCourseLocOrName || empty.IsCourseLocOrName,
    SortParm: filter.SortParm || empty.SortParm,
  };
}

/** The countries a search scoped to one institution can take: where its campuses are. */
export function campusCountries(campuses: readonly Campus[]): Array<{ id: number; name: string }> {
  const seen = new Map<number, string>();
  for (const campus of campuses) if (!seen.has(campus.countryId)) seen.set(campus.countryId, campus.country);
  return [...seen].map(([countryId, name]) => ({ id: countryId, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The values with every cascading choice that no longer belongs to its parent dropped: a state of
 * another country, a city of another state, a campus of another country, an award of another level group, a minor of another
 * major. The form keeps what was picked; the search and the lists use this.
 */
export function consistentValues(values: CourseFormValues, data: CourseFilterData, campuses: readonly Campus[] = []): CourseFormValues {
  const country = Number(values.country_fk);
  const state = data.states.find((row) => String(row.id) === values.state_fk && row.countryId === country);
  const city = data.cities.find(
    (row) => String(row.id) === values.city_fk && row.countryId === country && (!state || row.stateId === state.id),
  );
  const award = data.awards.find((row) => String(row.id) === values.Award_fk && row.groupId === Number(values.AwardG_fk));
  const minor = data.minors.find((row) => String(row.id) === values.minorFk && row.parentFk === Number(values.majorFk));
  const campus = campuses.find((row) => String(row.locationId) === values.campus_fk && row.countryId === country);
  return {
    ...values,
    state_fk: state ? values.state_fk : '',
    city_fk: city ? values.city_fk : '',
    campus_fk: campus ? values.campus_fk : '',
    Award_fk: award ? values.Award_fk : '',
    minorFk: minor ? values.minorFk : '',
  };
}

/**
 * The filter the search sends. The open search is the specification's new filter (`search` always
 * sent, so the server applies its three rules). A search scoped to one institution is the old
 * filter: the text is the optional `keyWord`, the country comes from the institution, and every
 * course of the institution can be listed.
 */
export function filterOfValues(values: CourseFormValues, institution?: number): CourseSearchFilter {
  const sort = values.SortParm === 'L' ? 'L' : 'N';
  const by = values.IsCourseLocOrName === 'CL' ? 'CL' : 'CN';
  const trimmed = values.search.trim();
  return {
    ...(institution ? { keyWord: trimmed || undefined, legal_fk: institution } : { search: trimmed }),
    country_fk: id(values.country_fk),
    state_fk: id(values.state_fk),
    city_fk: id(values.city_fk),
    campus_fk: institution ? id(values.campus_fk) : undefined,
    AwardG_fk: id(values.AwardG_fk),
    Award_fk: id(values.Award_fk),
    majorFk: id(values.majorFk),
    minorFk: id(values.minorFk),
    studyModeFk: id(values.studyModeFk),
    intakeDate: values.intakeDate || undefined,
    IsCourseLocOrName: by,
    SortParm: sort,
  };
}
