import { useStore } from '@nanostores/react';
import { $compare, compareKey, compareReady, removeFromCompare, type CompareEntry, type CompareRef, type CourseDetail } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { compareDetail } from '../../kits/compare-toggle/compare-detail.js';

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

/** Every compared course's detail, each through the data layer (a course stays loaded while others come and go). */
const loadDetails = (selection: readonly CompareEntry[]) => Promise.all(selection.map(async (entry) => [compareKey(entry), await compareDetail(entry)] as const));

/**
 * The comparison (route /compare/): the shared selection (or `entries` when given), checked for 2–10
 * courses, each course's detail loaded once. Removing drops it from the shared selection.
 */
export function useCompare(entries?: readonly CompareEntry[]): CompareState {
  const shared = useStore($compare);
  const selection = entries ?? shared;
  const problem = compareReady(selection);
  // The details shown stay while another selection's load (kept while loading).
  const { data } = useQuery(problem ? null : `compare/${selection.map(compareKey).join(',')}`, () => loadDetails(selection), { keepWhileLoading: true });
  const details = new Map(data ?? []);
  const wanted = problem ? [] : selection.filter((entry) => !details.has(compareKey(entry)));

  return {
    problem,
    courses: problem ? [] : selection.map((entry) => ({ key: compareKey(entry), entry, detail: details.get(compareKey(entry)) })),
    loading: wanted.length > 0,
    remove: removeFromCompare,
  };
}
