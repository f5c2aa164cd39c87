import { useEffect, useState } from 'react';
import { courseFilterData, institutionCampuses, type Campus, type CourseFilterData } from '@studyatlas/core';
import { useFilterData } from '../../kits/find/use-filter-data.js';

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
  const { data, failed } = useFilterData(courseFilterData);
  const [campuses, setCampuses] = useState<Campus[] | null>(null);
  useEffect(() => {
    setCampuses(null);
    if (!institution) return undefined;
    let live = true;
    institutionCampuses(institution).then(
      (found) => live && setCampuses(found),
      () => live && setCampuses([]),
    );
    return () => {
      live = false;
    };
  }, [institution]);
  const loading = !failed && (data === null || (institution !== undefined && campuses === null));
  return { data, campuses, loading, failed };
}
