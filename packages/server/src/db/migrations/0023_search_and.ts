import type { DialectMigration } from './registry.js';
import { refreshCourseSearch } from '../search/refresh.js';

/**
 * normaliseSearchText now writes "&" as the word "and" (issue 14: "Arts & Science" is found by
 * "arts and science"): the stored search texts of course_search are recomputed, and its version
 * bumped, so the index and both databases' text search see the new words. Nothing to undo: the
 * texts are derived from the catalogue.
 */
export const searchAnd: DialectMigration = {
  async up(db, dialect) {
    await refreshCourseSearch(db, dialect, undefined, { beforeCourseStatus: true });
  },
};
