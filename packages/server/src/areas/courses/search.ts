import { sql, type Kysely } from 'kysely';
import { searchWords } from '@studyatlas/core';
import type { courses } from '@studyatlas/core/contracts';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema/index.js';
import { courseNameMatches, courseTextRank, courseTextSearch } from '../../db/search/index.js';
import type { CourseIndex, IndexAnswer, IndexColumn } from './search-index/course-index.js';
import type { Equivalences } from '../../text-search/index.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Db = Kysely<Database>;

/** The course filter after the shape check: ids are positive numbers or undefined. */
export type ParsedCourseFilter = Pick<
  courses.CourseFilterParsed,
  | 'search'
  | 'keyWord'
  | 'country_fk'
  | 'state_fk'
  | 'city_fk'
  | 'campus_fk'
  | 'legal_fk'
  | 'majorFk'
  | 'minorFk'
  | 'studyModeFk'
  | 'Award_fk'
  | 'AwardG_fk'
  | 'scholFk'
  | 'scholLegalFk'
  | 'intakeDate'
  | 'SortParm'
>;

/**
 * Text searches with at least this many matches try the name-ordered walk before ranking. Not on
 * PostgreSQL by default: its planner estimates the name LIKEs at a couple of rows, so it seq-scans and
 * sorts instead of walking the (country, name) index, which is slower than the ranked query there
 * (docs/performance.md). The walk gives the same rows on both databases (course-text.test.ts).
 */
const WALK_FROM: Record<DialectName, number> = { sqlite: 500, postgres: Number.POSITIVE_INFINITY };

export interface CourseSearchPage {
  from: number;
  to: number;
  /** Intakes on or after this day count for the row's intake (the filter's intakeDate, else today). */
  intakeFrom: string;
  /** Totals from which a text search tries the name-ordered walk (default WALK_FROM; tests set it). */
  walkFrom?: number;
}

/** The text words of a filter: the new filter's `search` and the old filter's `keyWord`. */
export const filterWords = (f: Pick<ParsedCourseFilter, 'search' | 'keyWord'>): string[] =>
  searchWords(`${f.search ?? ''} ${f.keyWord ?? ''}`);

/** A scholarship's institution and study level group, which narrow the courses of `scholFk`. */
type ScholarshipScope = { legal_id: number; award_group_id: number | null } | undefined;

/**
 * The filter's column = value conditions on course_search (every one holds). A scholarship narrows
 * to its institution's courses of its study level group (any group when unset; none when unknown).
 */
export function equalityFilters(f: ParsedCourseFilter, scholarship: ScholarshipScope): Array<readonly [IndexColumn, number]> {
  const pairs: Array<readonly [IndexColumn, number | undefined]> = [
    ['country_id', f.country_fk],
    ['state_id', f.state_fk],
    ['city_id', f.city_fk],
    ['location_id', f.campus_fk],
    ['legal_id', f.legal_fk],
    ['legal_id', f.scholLegalFk],
    ['major_id', f.majorFk],
    ['minor_id', f.minorFk],
    ['award_id', f.Award_fk],
    ['award_group_id', f.AwardG_fk],
  ];
  if (f.scholFk !== undefined) {
    pairs.push(['legal_id', scholarship?.legal_id ?? 0]);
    if (scholarship?.award_group_id) pairs.push(['award_group_id', scholarship.award_group_id]);
  }
  return pairs.filter((pair): pair is readonly [IndexColumn, number] => pair[1] !== undefined);
}

/** Whether the filter asks for an intake (study mode, intake from). */
const filtersIntakes = (f: ParsedCourseFilter) => f.studyModeFk !== undefined || Boolean(f.intakeDate);

/**
 * The narrowed set: text match first (FTS5 / tsvector), then the filter columns of course_search
 * (all indexed), then intake conditions as an EXISTS on the intakes' natural key.
 */
function narrowed(db: Db, dialect: DialectName, f: ParsedCourseFilter, words: readonly string[], scholarship: ScholarshipScope) {
  let q = db.selectFrom('course_search as cs');
  if (words.length) q = q.where(courseTextSearch(dialect).matches(words));
  for (const [column, value] of equalityFilters(f, scholarship)) q = q.where(`cs.${column}`, '=', value);
  if (filtersIntakes(f)) {
    q = q.where(({ exists, selectFrom }) => {
      let intake = selectFrom('intakes as i').select('i.id').whereRef('i.course_id', '=', 'cs.course_id').whereRef('i.location_id', '=', 'cs.location_id');
      if (f.studyModeFk !== undefined) intake = intake.where('i.study_mode_id', '=', f.studyModeFk);
      if (f.intakeDate) intake = intake.where('i.start_date', '>=', f.intakeDate);
      // limit 1: without it SQLite 3.53 turns the EXISTS into a join and then skips OFFSET rows
      // before the join's filter — a page after the first started a few rows early.
      return exists(intake.limit(1));
    });
  }
  return q;
}

export interface CourseSearchOptions {
  /** The filter's total, when the caller knows it (a cached total of the same filter and index version). */
  knownTotal?: number | undefined;
  /** The in-memory index of the current course_search version; without it the databases answer. */
  index?: CourseIndex | undefined;
  /** The index's equivalent words (default: text-search's list; the service passes SEARCH_SYNONYMS's). */
  equivalences?: Equivalences | undefined;
}

/**
 * One page of the course search and the exact total. The window's rows are found by the in-memory
 * index when one is given (search-index/: typo-tolerant, equivalent words, ranked by typos, phrase,
 * field and exactness — docs/performance.md "Ranking (issue 14)"), else by the database (prefix
 * words only, ranked by field: name > study area > description > spread); then read for display.
 * Within a rank: by name (SortParm N, default) or by location (L: country, state, city, campus),
 * then course and campus id.
 */
export async function searchCourses(db: Db, dialect: DialectName, f: ParsedCourseFilter, page: CourseSearchPage, options: CourseSearchOptions = {}) {
  const words = filterWords(f);
  const scholarship =
    f.scholFk !== undefined
      ? await db.selectFrom('scholarships').select(['legal_id', 'award_group_id']).where('id', '=', f.scholFk).executeTakeFirst()
      : undefined;
  const query = {
    filters: equalityFilters(f, scholarship),
    words,
    intake: { modeId: f.studyModeFk, fromDay: f.intakeDate ?? undefined },
    sort: f.SortParm === 'L' ? ('L' as const) : ('N' as const),
    equivalences: options.equivalences,
  };
  const found = options.index
    ? options.index.search(query, page.from, page.to)
    : await fromDatabase(db, dialect, f, [...new Set(words)], scholarship, page, options.knownTotal);
  return { total: found.total, rows: await describe(db, found.page, f, page.intakeFrom) };
}

/** The window's course_search ids and ranks, and the total, by the database's own text search and indexes. */
async function fromDatabase(
  db: Db,
  dialect: DialectName,
  f: ParsedCourseFilter,
  words: readonly string[],
  scholarship: ScholarshipScope,
  page: CourseSearchPage,
  knownTotal: number | undefined,
): Promise<IndexAnswer> {
  const base = () => narrowed(db, dialect, f, words, scholarship);
  const total =
    knownTotal ?? Number((await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (total === 0 || page.from >= total || page.to <= page.from) return { total, page: [] };

  const keys = (q: ReturnType<typeof base>, rank: ReturnType<typeof courseTextRank>) => q.select(['cs.id', rank.as('rank')]);
  const inOrder = <Q extends ReturnType<typeof keys>>(q: Q) =>
    (f.SortParm === 'L' ? q.orderBy('cs.loc_norm') : q)
      .orderBy('cs.name_norm')
      .orderBy('cs.course_id')
      .orderBy('cs.location_id')
      .offset(page.from)
      .limit(page.to - page.from);

  // The ranked order: every matching row gets its rank and the whole match is sorted.
  let ordered = inOrder(keys(base(), words.length ? courseTextRank(words) : sql<number>`0`).$if(words.length > 0, (q) => q.orderBy('rank')));
  // Broad text: rank 1 (every word starts a word of the name) comes first, so when rank-1 rows fill
  // the window, the window is rank-1 rows in name (or location) order. Those are found by walking the
  // name-ordered filter index (country, level group, name) and testing the name, stopping once the
  // window is full — no text match, rank or sort of the whole match. When they do not fill it, the
  // ranked query runs. (A narrow text is cheap to rank: only totals from WALK_FROM rows try the walk.)
  if (words.length && total >= Math.max(page.walkFrom ?? WALK_FROM[dialect], page.to)) {
    const walk = inOrder(keys(narrowed(db, dialect, f, [], scholarship).where(courseNameMatches(words)), sql<number>`1`));
    const found = await db.selectFrom(walk.as('w')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(found.n) === page.to - page.from) ordered = walk;
  }
  const rows = await ordered.execute();
  return { total, page: rows.map((r) => ({ id: r.id, rank: Number(r.rank) })) };
}

/**
 * The display query of a window of `length` rows: the fields of each row with its intake, the
 * first on or after the day given (of the study mode given, when `withMode`), looked up for these
 * rows only. The reference names (places, award, study areas, study mode) are scalar subqueries,
 * not joins: PostgreSQL plans a 13-table join in about 1.5 ms, three times what it takes to run it.
 * Arguments: the ids, the day, then the study mode.
 */
function describeQuery(db: Kysely<any>, args: ReadonlyArray<number | string>, length: number, withMode: boolean) {
  const ids = args.slice(0, length) as number[];
  const [intakeFrom, modeId] = args.slice(length) as [string, number | undefined];
  const paged = (db as Db)
    .selectFrom('course_search as cs')
    .where('cs.id', 'in', ids)
    .select(['cs.id', 'cs.course_id', 'cs.location_id', 'cs.city_id', 'cs.state_id', 'cs.country_id', 'cs.award_id', 'cs.award_group_id', 'cs.major_id', 'cs.minor_id'])
    .select((eb) =>
      eb
        .selectFrom('intakes as i')
        .select('i.id')
        .whereRef('i.course_id', '=', 'cs.course_id')
        .whereRef('i.location_id', '=', 'cs.location_id')
        .where('i.start_date', '>=', intakeFrom)
        .$if(withMode, (qb) => qb.where('i.study_mode_id', '=', modeId!))
        .orderBy('i.start_date')
        .orderBy('i.study_mode_id')
        .orderBy('i.id')
        .limit(1)
        .as('intake_id'),
    );

  return (db as Db)
    .selectFrom(paged.as('p'))
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .innerJoin('legal_entities as le', 'le.id', 'c.legal_id')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .leftJoin('intakes as i', 'i.id', 'p.intake_id')
    .select([
      'p.id',
      'p.course_id',
      'p.location_id',
      'c.legal_id',
      'c.name',
      'le.name as institution_name',
      'l.name as campus',
      'i.id as intake_id',
      'i.start_date',
      'i.annual_fee',
      'i.total_fee',
      'i.currency',
    ])
    .select((eb) => [
      eb.selectFrom('cities as n').select('n.name').whereRef('n.id', '=', 'p.city_id').as('city'),
      eb.selectFrom('states as n').select('n.name').whereRef('n.id', '=', 'p.state_id').as('state'),
      eb.selectFrom('countries as n').select('n.name').whereRef('n.id', '=', 'p.country_id').as('country'),
      eb.fn.coalesce(sql<string>`nullif(c.award_name, '')`, eb.selectFrom('award_levels as n').select('n.name').whereRef('n.id', '=', 'p.award_id')).as('award'),
      eb.selectFrom('award_groups as n').select('n.name').whereRef('n.id', '=', 'p.award_group_id').as('award_group'),
      eb.selectFrom('study_areas as n').select('n.name').whereRef('n.id', '=', 'p.major_id').as('major'),
      eb.selectFrom('study_areas as n').select('n.name').whereRef('n.id', '=', 'p.minor_id').as('minor'),
      eb.selectFrom('study_modes as n').select('n.name').whereRef('n.id', '=', 'i.study_mode_id').as('study_mode'),
    ]);
}

type DescribedRow = Awaited<ReturnType<ReturnType<typeof describeQuery>['execute']>>[number];

/** The display queries, compiled once per window length and study-mode condition. */
const describedQueries = new Map<string, ReturnType<typeof compiledOnce<DescribedRow>>>();
const describedQuery = (length: number, withMode: boolean) => {
  const shape = `${length}:${withMode}`;
  let run = describedQueries.get(shape);
  if (!run) {
    const kinds = [...Array.from({ length }, () => 'number' as const), 'text' as const, ...(withMode ? ['number' as const] : [])];
    run = compiledOnce<DescribedRow>((db, args) => describeQuery(db, args, length, withMode), kinds);
    describedQueries.set(shape, run);
  }
  return run;
};

/** The display fields of the window's rows, in the window's order (describeQuery). */
async function describe(db: Db, page: IndexAnswer['page'], f: ParsedCourseFilter, intakeFrom: string) {
  if (page.length === 0) return [];
  const withMode = f.studyModeFk !== undefined;
  const args = [...page.map((p) => p.id), intakeFrom, ...(withMode ? [f.studyModeFk!] : [])];
  const rows = await describedQuery(page.length, withMode)(db, args);
  // The joins keep the window's rows but not their order: restore it.
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.flatMap(({ id, rank }) => {
    const row = byId.get(id);
    // The reference names exist for every row (foreign keys); a minor and a study mode may be absent.
    return row ? [{ ...row, city: row.city ?? '', state: row.state ?? '', country: row.country ?? '', award: row.award ?? '', award_group: row.award_group ?? '', major: row.major ?? '', rank }] : [];
  });
}
