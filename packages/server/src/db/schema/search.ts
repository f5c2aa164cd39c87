import type { Generated } from 'kysely';

/**
 * The course search index: one row per course and campus, with the course's texts normalised for
 * search (normaliseSearchText: words of any script, single spaces; core rules/courses-search-text.ts) and the filter columns copied from the catalogue so a
 * search reads one table. Kept in step by refreshCourseSearch (seeder, importer). SQLite adds the
 * FTS5 table course_search_fts over the three texts; PostgreSQL a stored tsvector column `tsv`
 * (not listed here: only the search fragments in db/search read them).
 */
export interface CourseSearchTable {
  id: Generated<number>;
  course_id: number;
  location_id: number;
  legal_id: number;
  country_id: number;
  state_id: number;
  city_id: number;
  award_id: number;
  award_group_id: number;
  major_id: number;
  minor_id: number | null;
  /** The course name, normalised; also the sort key of "by name" (binary order on both databases). */
  name_norm: string;
  /** The course's names in other languages (migration 0038), normalised, separated by " | "; '' without any. */
  names_norm: Generated<string>;
  /** Major and minor names, normalised. */
  area_norm: string;
  desc_norm: string;
  /** Country, state, city and campus names, normalised: the sort key of "by location". */
  loc_norm: string;
}

export interface SearchTables {
  course_search: CourseSearchTable;
}
