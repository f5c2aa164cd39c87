import { courseFilterData, institutionCampuses, type Campus, type CourseFilterData } from '@studyatlas/core';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useQuery } from '../../data/use-query.js';

export interface CourseFilterDataState {
  data: CourseFilterData | null;
  /** The institution's campuses when the search is scoped to one (their countries bound the search). */
  campuses: Campus[] | null;
  loading: boolean;
  /** The lists could not be loaded (the client's popup told the visitor why). */
  failed: boolean;
}

/** The course filter lists (cached in localStorage), and the scoped institution's campuses. */
export function useCourseFilterData(institution?: number): CourseFilterDataState {
  const { data, failed } = useFilterData('courses', courseFilterData);
  const scoped = useQuery(institution ? `institutions/campuses/${institution}` : null, () => institutionCampuses(institution!), { audience: 'public' });
  // A scope whose campuses could not be read bounds nothing.
  const campuses = !institution ? null : scoped.status === 'failed' ? [] : scoped.data;
  const loading = !failed && (data === null || (institution !== undefined && campuses === null));
  return { data, campuses, loading, failed };
}
