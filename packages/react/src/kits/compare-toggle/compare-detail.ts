import { ApiError, compareKey, courseDetail, fetchQuery, type CompareEntry, type CourseDetail } from '@studyatlas/core';

/** A compared course's detail (CourseDetailByIntake, public when anonymous); null when it could not be loaded. */
async function loadDetail(entry: CompareEntry): Promise<CourseDetail | null> {
  try {
    return await courseDetail(entry);
  } catch (error) {
    // The client has shown the server's message; the comparison says the course is not available.
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}

/**
 * A compared course's detail through the data layer, in the page's language: the comparison's columns
 * and the tray's names share one call per course.
 */
export const compareDetail = (entry: CompareEntry): Promise<CourseDetail | null> => fetchQuery(`compare/course/${compareKey(entry)}`, () => loadDetail(entry));

/** The names of `entries` in the page's language, by compare key (a course that could not be loaded keeps its stored name). */
export async function compareNames(entries: readonly CompareEntry[]): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const [key, detail] of await Promise.all(entries.map(async (entry) => [compareKey(entry), await compareDetail(entry)] as const))) {
    if (detail) names[key] = detail.courseName;
  }
  return names;
}
