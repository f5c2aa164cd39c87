import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $compare,
  ApiError,
  compareKey,
  compareReady,
  courseDetail,
  removeFromCompare,
  type CompareEntry,
  type CompareRef,
  type CourseDetail,
} from '@studyatlas/core';

/** One compared course: its entry and, once loaded, its detail (null when it could not be loaded). */
export interface ComparedCourse {
  key: string;
  entry: CompareEntry;
  detail: CourseDetail | null | undefined;
}

export interface CompareState {
  /** 'Please select more than one course.' / 'You can select a maximum of 10 courses to compare.' or null. */
  problem: string | null;
  courses: ComparedCourse[];
  loading: boolean;
  remove: (ref: CompareRef) => void;
}

/** The detail of a course intake at a campus (CourseDetailByIntake, public when anonymous). */
const loadDetail = (entry: CompareEntry): Promise<CourseDetail> => courseDetail(entry);

/**
 * The comparison (route /compare/): the shared selection (or `entries` when given), checked for 2–10
 * courses, each course's detail loaded once. Removing drops it from the shared selection.
 */
export function useCompare(entries?: readonly CompareEntry[]): CompareState {
  const shared = useStore($compare);
  const selection = entries ?? shared;
  const problem = compareReady(selection);
  const [details, setDetails] = useState<ReadonlyMap<string, CourseDetail | null>>(new Map());
  const wanted = problem ? [] : selection.filter((entry) => !details.has(compareKey(entry)));
  const wantedKeys = wanted.map(compareKey).join(',');

  useEffect(() => {
    if (wanted.length === 0) return;
    let current = true;
    void Promise.all(
      wanted.map(async (entry): Promise<[string, CourseDetail | null]> => {
        try {
          return [compareKey(entry), await loadDetail(entry)];
        } catch (error) {
          // The client has shown the server's message; the column says the course is not available.
          if (!(error instanceof ApiError)) throw error;
          return [compareKey(entry), null];
        }
      }),
    ).then((loaded) => {
      if (current) setDetails((known) => new Map([...known, ...loaded]));
    });
    return () => {
      current = false;
    };
    // The wanted entries are named by their keys.
  }, [wantedKeys]);

  return {
    problem,
    courses: problem ? [] : selection.map((entry) => ({ key: compareKey(entry), entry, detail: details.get(compareKey(entry)) })),
    loading: wanted.length > 0,
    remove: removeFromCompare,
  };
}
