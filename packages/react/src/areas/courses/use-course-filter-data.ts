import { useEffect, useState } from 'react';
import { courseFilterData, institutionCampuses, type Campus, type CourseFilterData } from '@studyatlas/core';

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
  const [data, setData] = useState<CourseFilterData | null>(null);
  const [campuses, setCampuses] = useState<Campus[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    courseFilterData().then(
      (found) => live && setData(found),
      () => live && setFailed(true), // the client's popup already told the visitor
    );
    return () => {
      live = false;
    };
  }, []);
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
