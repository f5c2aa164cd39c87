import { Bitset } from './bitset.js';
import { Lru } from './lru.js';
import { pause, sortInSlices } from '../../../db/search/pause.js';
import { rowsWithPrefix, TokenTableBuilder, type TokenTable } from './token-table.js';

/** The course_search columns a search filters on by equality. */
export const INDEX_COLUMNS = ['country_id', 'state_id', 'city_id', 'location_id', 'legal_id', 'major_id', 'minor_id', 'award_id', 'award_group_id'] as const;
export type IndexColumn = (typeof INDEX_COLUMNS)[number];

/** The three texts a course is found by, in rank order: name (1), study area (2), description (3). */
const TEXT_FIELDS = ['name', 'area', 'desc'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** One course_search row as the index reads it. */
export type CourseIndexRow = { id: number; course_id: number; name_norm: string; area_norm: string; desc_norm: string; loc_norm: string } & Record<
  Exclude<IndexColumn, 'minor_id'>,
  number
> & { minor_id: number | null };

export type IndexSort = 'N' | 'L';

/** A row has an intake of this study mode (any when unset) starting on or after this day (any when unset). */
export interface IntakeCondition {
  modeId?: number | undefined;
  fromDay?: string | undefined;
}

/** What a search asks of the index: column = value conditions (all hold), words, intake condition, order. */
export interface IndexQuery {
  filters: ReadonlyArray<readonly [IndexColumn, number]>;
  words: readonly string[];
  intake?: IntakeCondition | undefined;
  sort: IndexSort;
}

/**
 * Each row's latest intake start as a yyyymmdd number (0: none), over all study modes and per mode:
 * "an intake of mode m on or after day d" holds exactly when the latest one of mode m is on or after d.
 */
export interface LatestIntakes {
  any: Int32Array;
  byMode: ReadonlyMap<number, Int32Array>;
}

/** yyyy-mm-dd → yyyymmdd (both order the same way). */
const dayNumber = (day: string): number => Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));

/** A window of the answer: course_search ids in order, with their text rank (0 without text). */
export interface IndexAnswer {
  total: number;
  page: Array<{ id: number; rank: number }>;
}

/** Bitsets kept per index: a word's rows per text field, a filter value's rows. */
const PREFIX_CACHE = 512;
const VALUE_CACHE = 1_024;

const binary = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The course search index in memory: every course_search row at a position in the name order
 * (name_norm, course_id, location_id — the search's own order), its filter columns as typed arrays,
 * the location order as a permutation, and per text field the rows of every token. A search is set
 * algebra on bitsets of positions: the filters' rows ∩ every word's rows, split into the rank
 * classes; the count is a bit count and a page is read in order from the classes. No search counts,
 * ranks or sorts the matching rows one by one. Built from one version of course_search
 * (db/search/version.ts) and answering exactly what the databases answer for it.
 */
export class CourseIndex {
  private readonly words = new Lru<string, Bitset>(PREFIX_CACHE);
  private readonly values = new Lru<string, Bitset>(VALUE_CACHE);
  private readonly everyRow: Bitset;
  /** Sets a search works in: filtered, match, ranked, the three field classes, location order. */
  private readonly scratch: Bitset[];

  constructor(
    readonly version: number,
    /** course_search.id by position. */
    private readonly ids: Int32Array,
    private readonly columns: Record<IndexColumn, Int32Array>,
    /** Positions in location order (loc_norm, then the name order). */
    private readonly byLocation: Int32Array,
    /** Each position's place in the location order. */
    private readonly locationRank: Int32Array,
    private readonly texts: Record<TextField, TokenTable>,
    private readonly intakes: LatestIntakes,
  ) {
    this.everyRow = Bitset.full(ids.length);
    this.scratch = Array.from({ length: 7 }, () => new Bitset(ids.length));
  }

  get size(): number {
    return this.ids.length;
  }

  /** Bytes held by the index's arrays and sets (not counting the caches of word and filter sets). */
  get bytes(): number {
    const arrays = [this.ids, this.byLocation, this.locationRank, ...Object.values(this.columns), this.intakes.any, ...this.intakes.byMode.values()];
    const postings = Object.values(this.texts).flatMap((t) => t.postings.map((p) => (p instanceof Bitset ? p.words : p)));
    const sets = [this.everyRow, ...this.scratch].map((s) => s.words);
    return [...arrays, ...postings, ...sets].reduce((sum, a) => sum + a.byteLength, 0);
  }

  /** The rows whose `column` equals `value` (cached). */
  private rowsWhere(column: IndexColumn, value: number): Bitset {
    return this.values.get(`${column}=${value}`, () => {
      const set = new Bitset(this.size);
      const values = this.columns[column];
      for (let p = 0; p < values.length; p++) if (values[p] === value) set.add(p);
      return set;
    });
  }

  /** The rows with an intake meeting the condition (cached). */
  private rowsWithIntake({ modeId, fromDay }: IntakeCondition): Bitset {
    return this.values.get(`intake:${modeId ?? ''}:${fromDay ?? ''}`, () => {
      const set = new Bitset(this.size);
      const latest = modeId === undefined ? this.intakes.any : this.intakes.byMode.get(modeId);
      if (!latest) return set;
      const from = fromDay ? dayNumber(fromDay) : 1;
      for (let p = 0; p < latest.length; p++) if (latest[p]! >= from) set.add(p);
      return set;
    });
  }

  /** The rows with a token starting with `word` in one text field, or in any of them (cached). */
  private rowsWithWord(field: TextField | 'any', word: string): Bitset {
    return this.words.get(`${field}:${word}`, () => {
      if (field !== 'any') return rowsWithPrefix(this.texts[field], word, this.size);
      const any = this.rowsWithWord('name', word).copy();
      for (const other of ['area', 'desc'] as const) any.or(this.rowsWithWord(other, word));
      return any;
    });
  }

  /** `target` = the intersection of every word's rows in `field`. */
  private allWords(target: Bitset, field: TextField | 'any', words: readonly string[]): Bitset {
    target.assign(this.rowsWithWord(field, words[0]!));
    for (const word of words.slice(1)) target.and(this.rowsWithWord(field, word));
    return target;
  }

  /**
   * The matching rows in rank classes: [every row] without text; else name, area, description,
   * spread. The classes are the index's scratch sets (a search runs synchronously, start to end, so
   * they are reused: no allocation per search).
   */
  private rankClasses({ filters, words, intake }: IndexQuery): Bitset[] {
    const [filtered, match, ranked, name, area, desc] = this.scratch as [Bitset, Bitset, Bitset, Bitset, Bitset, Bitset];
    const inFields = [name, area, desc];
    let base: Bitset | undefined;
    for (const [column, value] of filters) base = (base ?? filtered.assign(this.everyRow)).and(this.rowsWhere(column, value));
    if (intake && (intake.modeId !== undefined || intake.fromDay)) base = (base ?? filtered.assign(this.everyRow)).and(this.rowsWithIntake(intake));
    if (words.length === 0) return [base ?? this.everyRow];
    this.allWords(match, 'any', words);
    if (base) match.and(base);
    ranked.clear();
    TEXT_FIELDS.forEach((field, k) => {
      const inField = this.allWords(inFields[k]!, field, words).and(match).andNot(ranked);
      ranked.or(inField);
    });
    return [...inFields, match.andNot(ranked)];
  }

  /** Rows from…to − 1 of the answer and its total. */
  search(query: IndexQuery, from: number, to: number): IndexAnswer {
    const { words, sort } = query;
    const classes = this.rankClasses(query);
    const counts = classes.map((c) => c.count());
    const total = counts.reduce((a, b) => a + b, 0);
    const page: IndexAnswer['page'] = [];
    const limit = Math.max(0, to - from);
    let skip = from;
    for (let k = 0; k < classes.length && page.length < limit; k++) {
      if (skip >= counts[k]!) {
        skip -= counts[k]!;
        continue;
      }
      const positions: number[] = [];
      const wanted = limit - page.length;
      if (sort === 'N') classes[k]!.collect(skip, wanted, positions);
      else this.collectByLocation(classes[k]!, skip, wanted, positions);
      skip = 0;
      const rank = words.length ? k + 1 : 0;
      for (const p of positions) page.push({ id: this.ids[p]!, rank });
    }
    return { total, page };
  }

  /** Like Bitset.collect, in location order: the set is carried over to location ranks, read there, and carried back. */
  private collectByLocation(set: Bitset, skip: number, limit: number, out: number[]): void {
    const inLocationOrder = this.scratch[6]!.clear();
    const rank = this.locationRank;
    set.forEach((position) => inLocationOrder.add(rank[position]!));
    const ranks: number[] = [];
    inLocationOrder.collect(skip, limit, ranks);
    for (const r of ranks) out.push(this.byLocation[r]!);
  }
}

/** What the index reads of a course_search row first: its keys, filter columns and sort texts. */
export type CourseIndexKeys = Pick<CourseIndexRow, 'id' | 'course_id' | 'name_norm' | 'loc_norm' | IndexColumn>;

/**
 * Builds a CourseIndex in three steps, so that the long texts are never all in memory at once:
 * `addKeys` for every row (in a fixed order), `order()`, then `addTexts` for every row in the same
 * order, and `finish`. Pauses between slices of work (sorting, converting postings).
 */
export class CourseIndexBuilder {
  private readonly ids: number[] = [];
  private readonly courseIds: number[] = [];
  private readonly values = Object.fromEntries(INDEX_COLUMNS.map((c) => [c, [] as number[]])) as Record<IndexColumn, number[]>;
  private readonly names: string[] = [];
  private readonly places: string[] = [];
  private readonly tables = { name: new TokenTableBuilder(), area: new TokenTableBuilder(), desc: new TokenTableBuilder() };
  /** Each row's position in the name order, once ordered. */
  private positions = new Int32Array(0);
  private byName: number[] = [];
  private previous: { courseId: number; tokens: Record<'area' | 'desc', number[]> } | undefined;
  /** Row by course and campus (course id × 2²² + location id), for the intakes. */
  private readonly rowOfPair = new Map<number, number>();
  private latestAny = new Int32Array(0);
  private readonly latestByMode = new Map<number, Int32Array>();

  get rows(): number {
    return this.ids.length;
  }

  /** The id of the row-th row added. */
  idOf(row: number): number | undefined {
    return this.ids[row];
  }

  addKeys(row: CourseIndexKeys): void {
    this.ids.push(row.id);
    this.courseIds.push(row.course_id);
    for (const column of INDEX_COLUMNS) this.values[column].push(row[column] ?? 0);
    this.names.push(row.name_norm);
    this.places.push(row.loc_norm);
    this.rowOfPair.set(pairKey(row.course_id, row.location_id), this.ids.length - 1);
  }

  /** The latest start of a course's intakes at a campus in one study mode (after `order`). */
  addIntakes(courseId: number, locationId: number, modeId: number, latestStart: string): void {
    const row = this.rowOfPair.get(pairKey(courseId, locationId));
    if (row === undefined) return; // a campus the course is no longer taught at
    const position = this.positions[row]!;
    const day = dayNumber(latestStart);
    let byMode = this.latestByMode.get(modeId);
    if (!byMode) this.latestByMode.set(modeId, (byMode = new Int32Array(this.rows)));
    byMode[position] = Math.max(byMode[position]!, day);
    this.latestAny[position] = Math.max(this.latestAny[position]!, day);
  }

  /** Sorts the rows into the search's name order: name_norm, course_id, location_id. */
  async order(): Promise<void> {
    const { names, courseIds } = this;
    const locations = this.values.location_id;
    this.byName = await sortInSlices([...this.ids.keys()], (a, b) => binary(names[a]!, names[b]!) || courseIds[a]! - courseIds[b]! || locations[a]! - locations[b]!);
    this.positions = new Int32Array(this.rows);
    this.latestAny = new Int32Array(this.rows);
    this.byName.forEach((row, position) => (this.positions[row] = position));
  }

  /** The texts of the row-th row (rows in the order of addKeys). */
  addTexts(row: number, area: string, desc: string): void {
    const position = this.positions[row]!;
    const courseId = this.courseIds[row]!;
    // A course's campuses share its texts (and neighbour each other in reading order).
    if (this.previous?.courseId !== courseId) {
      this.previous = { courseId, tokens: { area: this.tables.area.tokenIds(area), desc: this.tables.desc.tokenIds(desc) } };
    }
    this.tables.name.add(position, this.tables.name.tokenIds(this.names[row]!));
    this.tables.area.add(position, this.previous.tokens.area);
    this.tables.desc.add(position, this.previous.tokens.desc);
  }

  async finish(version: number): Promise<CourseIndex> {
    const size = this.rows;
    const { byName, places } = this;
    const inNameOrder = async (values: readonly number[]) => {
      const out = new Int32Array(size);
      for (let position = 0; position < size; position++) out[position] = values[byName[position]!]!;
      await pause();
      return out;
    };
    const ids = await inNameOrder(this.ids);
    const columns = {} as Record<IndexColumn, Int32Array>;
    for (const column of INDEX_COLUMNS) columns[column] = await inNameOrder(this.values[column]);
    const byLocation = Int32Array.from(await sortInSlices([...byName.keys()], (a, b) => binary(places[byName[a]!]!, places[byName[b]!]!) || a - b));
    const locationRank = new Int32Array(size);
    byLocation.forEach((position, rank) => (locationRank[position] = rank));
    const texts = { name: await this.tables.name.build(size), area: await this.tables.area.build(size), desc: await this.tables.desc.build(size) };
    return new CourseIndex(version, ids, columns, byLocation, locationRank, texts, { any: this.latestAny, byMode: this.latestByMode });
  }
}

const LOCATION_ID_LIMIT = 2 ** 22;

function pairKey(courseId: number, locationId: number): number {
  if (locationId >= LOCATION_ID_LIMIT) throw new RangeError(`location id ${locationId} beyond the index's ${LOCATION_ID_LIMIT}`);
  return courseId * LOCATION_ID_LIMIT + locationId;
}
