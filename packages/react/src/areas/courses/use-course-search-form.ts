import { useMemo } from 'react';
import {
  COURSE_LIST_ROUTE,
  courseListHref,
  courseSearch,
  validateNewCourseFilter,
  validateOldCourseFilter,
  type Campus,
  type CourseFilterData,
} from '@studyatlas/core';
import { useSearchForm, type SearchForm } from '../../kits/find/use-search-form.js';
import { useNavigation } from '../../navigation/navigation.js';
import { optionsOf, type SelectOption } from '../../ui/select-field/select-field.js';
import {
  campusCountries,
  consistentValues,
  emptyCourseFormValues,
  filterOfValues,
  valuesOfFilter,
  type CourseFormValues,
} from './course-filter-values.js';

export interface CourseSearchOptions {
  countries: SelectOption[];
  states: SelectOption[];
  cities: SelectOption[];
  /** The scoped institution's campuses in the chosen country (empty when not scoped). */
  campuses: SelectOption[];
  levelGroups: SelectOption[];
  awards: SelectOption[];
  majors: SelectOption[];
  minors: SelectOption[];
  studyModes: SelectOption[];
}

export interface CourseSearchFormController extends SearchForm<CourseFormValues> {
  /** The lists of every drop-down, each narrowed by its parent's choice. */
  options: CourseSearchOptions;
  /** The values as searched (cascading choices that no longer fit dropped). */
  shown: CourseFormValues;
  /** Scoped to one institution: the text is optional and the countries are its campuses'. */
  scoped: boolean;
}

export interface UseCourseSearchFormOptions {
  data: CourseFilterData;
  /** The institution the search is scoped to, with its campuses. */
  institution?: { legalFk: number; campuses: readonly Campus[] };
  /** Where the results open (default '/findCourse/list'). */
  listRoute?: string;
  /** Called after the results arrived, before the list opens. */
  onSearched?: () => void;
}

/** The form's empty values (the one country of a scoped institution's campuses preset). */
function emptyValues(institution: UseCourseSearchFormOptions['institution']): CourseFormValues {
  const empty = emptyCourseFormValues();
  const countries = institution ? campusCountries(institution.campuses) : [];
  return countries.length === 1 ? { ...empty, country_fk: String(countries[0]!.id) } : empty;
}

/** The form's first values: the remembered filter of the same scope, else empty. */
function initialValues(institution: UseCourseSearchFormOptions['institution']): CourseFormValues {
  const remembered = courseSearch.remembered()?.filter;
  if (remembered && (remembered.legal_fk ?? undefined) === institution?.legalFk) return valuesOfFilter(remembered);
  return emptyValues(institution);
}

/**
 * The course search form (discovery §3 Course filter, §4 search flow, §5 messages): validates with
 * core's rules, runs the search through the search store and opens the list route.
 */
export function useCourseSearchForm({ data, institution, listRoute = COURSE_LIST_ROUTE, onSearched }: UseCourseSearchFormOptions): CourseSearchFormController {
  const { navigate } = useNavigation();
  const scoped = institution !== undefined;
  const searchForm = useSearchForm<CourseFormValues>({
    defaultValues: () => initialValues(institution),
    validate: (values) => (scoped ? validateOldCourseFilter(values) : validateNewCourseFilter(values)),
    search: (values) => courseSearch.search(filterOfValues(consistentValues(values, data, institution?.campuses), institution?.legalFk), {}, { quiet: true }),
    open: () => {
      onSearched?.();
      // The search in the list's URL, so the list can be reloaded, bookmarked and shared.
      const { filter, page, pageSize } = courseSearch.$state.get();
      navigate(filter ? courseListHref(filter, { page, pageSize }, listRoute) : listRoute);
    },
    emptyValues: () => emptyValues(institution),
    forget: () => courseSearch.clear(),
  });
  const shown = consistentValues(searchForm.values, data, institution?.campuses);
  const options = useMemo<CourseSearchOptions>(() => {
    const country = Number(shown.country_fk);
    const state = Number(shown.state_fk);
    return {
      countries: optionsOf(institution ? campusCountries(institution.campuses) : data.countries),
      states: optionsOf(data.states.filter((row) => row.countryId === country)),
      cities: optionsOf(data.cities.filter((row) => row.countryId === country && (!state || row.stateId === state))),
      campuses: (institution?.campuses ?? [])
        .filter((campus) => campus.countryId === country)
        .map((campus) => ({ value: String(campus.locationId), label: `${campus.name}, ${campus.city}` })),
      levelGroups: optionsOf(data.awardGroups),
      awards: optionsOf(data.awards.filter((row) => row.groupId === Number(shown.AwardG_fk))),
      majors: optionsOf(data.majors),
      minors: optionsOf(data.minors.filter((row) => row.parentFk === Number(shown.majorFk))),
      studyModes: optionsOf(data.studyModes),
    };
  }, [data, institution, shown.country_fk, shown.state_fk, shown.AwardG_fk, shown.majorFk]);
  return { ...searchForm, options, shown, scoped };
}
