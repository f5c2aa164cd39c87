import { Bitset } from './bitset.js';
import { Lru } from './lru.js';
import type { TokenTable } from './token-table.js';
import { defaultEquivalences, lowerBound, type Equivalences } from '../../../text-search/index.js';
import { matchWord, unionOf, type WordMatch } from './word-matches.js';
import { addPairRows, type NamePairs } from './name-pairs.js';

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
  /** The query's words in order (repeats kept: the phrase rule reads the order). */
  words: readonly string[];
  intake?: IntakeCondition | undefined;
  sort: IndexSort;
  /** Equivalent words (default: text-search's list). */
  equivalences?: Equivalences | undefined;
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
export const dayNumber = (day: string): number => Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));

/**
 * A window of the answer: course_search ids in order, with their rank class (0 without text; else
 * 1 + the class's index in the ranking levels' order, smaller first: see LEVELS).
 */
export interface IndexAnswer {
  total: number;
  page: Array<{ id: number; rank: number }>;
}

/** Sets kept per index: a word's matches per text field (and any), a pair of words' phrase rows, a filter value's rows. */
const WORD_CACHE = 256;
const PAIR_CACHE = 256;
const VALUE_CACHE = 1_024;

export const binary = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The arity of each ranking level: typos (0, 1, 2, more), phrase (yes, no), field (name, area,
 * description, spread), exactness (name equal, whole words, prefixes), name length (as many words
 * as the query or fewer, 1, 2, 3 more, longer; name matches only).
 */
const LEVELS = [4, 2, 4, 3, 5] as const;

/**
 * The course search index in memory: every course_search row at a position in the name order
 * (name_norm, course_id, location_id — the search's own order), its filter columns as typed arrays,
 * the location order as a permutation, and per text field the rows of every token, plus the name's
 * adjacent token pairs. A search is set algebra on bitsets of positions: the filters' rows ∩ every
 * word's rows (prefix, typo-tolerant, equivalents) is the match and its bit count the exact total;
 * the match is then split, level by level and only as deep as the page needs, into the ranking
 * classes (docs/performance.md "Ranking (issue 14)"): fewer typos, the words as a phrase in the name,
 * the field (name > study area > description > spread), exactness (the whole name, whole words),
 * and a class is read in the user's order (name or location). No search ranks or sorts the matching
 * rows one by one. Built from one version of course_search (db/search/version.ts).
 */
export class CourseIndex {
  /** Sets the caches forgot, released when the next search starts (the search that forgot them may still use them). */
  private readonly retired = new Set<Bitset>();
  private readonly retire = (sets: readonly Bitset[]) => {
    for (const set of sets) this.retired.add(set);
  };
  private readonly words = new Lru<string, WordMatch>(WORD_CACHE, (m) => this.retire([...m.upTo, m.whole]));
  private readonly pairSets = new Lru<string, Bitset>(PAIR_CACHE, (set) => this.retire([set]));
  private readonly values = new Lru<string, Bitset>(VALUE_CACHE, (set) => this.retire([set]));
  private readonly everyRow: Bitset;
  /** Sets a search works in (a search runs synchronously, start to end: no allocation per search). */
  private readonly scratch: Bitset[];
  private readonly levelSets: Array<[Bitset, Bitset]>;
  private readonly mark: Uint32Array;
  private stamp = 0;
  private equivalences: Equivalences = defaultEquivalences;

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
    /** name_norm by position (sorted). */
    private readonly names: readonly string[],
    private readonly pairs: NamePairs,
    /** The number of words of each position's name (255 at most). */
    private readonly nameLengths: Uint8Array,
  ) {
    this.everyRow = Bitset.full(ids.length);
    this.scratch = Array.from({ length: SCRATCH.length }, () => new Bitset(ids.length));
    this.levelSets = LEVELS.map((): [Bitset, Bitset] => [new Bitset(ids.length), new Bitset(ids.length)]);
    this.mark = new Uint32Array(texts.name.tokens.length);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Bytes held by the index's arrays and sets (not counting the caches of word and filter sets, nor the name strings). */
  get bytes(): number {
    const arrays = [this.ids, this.byLocation, this.locationRank, ...Object.values(this.columns), this.intakes.any, ...this.intakes.byMode.values(), this.pairs.start, this.pairs.second, this.mark, this.nameLengths];
    const postings = [...Object.values(this.texts).flatMap((t) => t.postings), ...this.pairs.postings].map((p) => (p instanceof Bitset ? p.words : p));
    const sets = [this.everyRow, ...this.scratch, ...this.levelSets.flat()].map((s) => s.words);
    return [...arrays, ...postings, ...sets].reduce((sum, a) => sum + a.byteLength, 0);
  }

  /** The rows whose value lies in lo … hi, built a word of 32 rows at a time. */
  private rowsWithin(values: Int32Array | Uint8Array, lo: number, hi: number): Bitset {
    const set = new Bitset(this.size);
    const words = set.words;
    for (let w = 0; w < words.length; w++) {
      let word = 0;
      const end = Math.min(32, values.length - (w << 5));
      for (let b = 0, p = w << 5; b < end; b++, p++) {
        const v = values[p]!;
        if (v >= lo && v <= hi) word |= 1 << b;
      }
      words[w] = word;
    }
    return set;
  }

  /** The rows whose `column` equals `value` (cached). */
  private rowsWhere(column: IndexColumn, value: number): Bitset {
    return this.values.get(`${column}=${value}`, () => this.rowsWithin(this.columns[column], value, value));
  }

  /** The rows with an intake meeting the condition (cached). */
  private rowsWithIntake({ modeId, fromDay }: IntakeCondition): Bitset {
    return this.values.get(`intake:${modeId ?? ''}:${fromDay ?? ''}`, () => {
      const latest = modeId === undefined ? this.intakes.any : this.intakes.byMode.get(modeId);
      const from = fromDay ? dayNumber(fromDay) : 1;
      return latest ? this.rowsWithin(latest, from, Number.MAX_SAFE_INTEGER) : new Bitset(this.size);
    });
  }

  /** A word's match in one text field, or in any of them (cached). */
  private match(field: TextField | 'any', word: string): WordMatch {
    return this.words.get(`${field}:${word}`, () =>
      field === 'any'
        ? unionOf(TEXT_FIELDS.map((f) => this.match(f, word)))
        : matchWord(this.texts[field], word, this.equivalences.of(word), this.size),
    );
  }

  /** The rows whose name has `min` … `max` words (cached). */
  private rowsOfLength(min: number, max: number): Bitset {
    return this.values.get(`length:${min}-${max}`, () => this.rowsWithin(this.nameLengths, min, max));
  }

  /** The rows where `first` is directly followed by `second` in the name (cached). */
  private pairRows(first: string, second: string): Bitset {
    return this.pairSets.get(`${first} ${second}`, () => {
      const out = new Bitset(this.size);
      addPairRows(this.pairs, this.match('name', first).tokens, this.match('name', second).tokens, this.mark, ++this.stamp, out);
      return out;
    });
  }

  /** Rows from…to − 1 of the answer and its total. */
  search(query: IndexQuery, from: number, to: number): IndexAnswer {
    for (const set of this.retired) set.release();
    this.retired.clear();
    const { filters, intake, sort } = query;
    if (query.equivalences && query.equivalences !== this.equivalences) {
      this.equivalences = query.equivalences;
      this.words.clear();
      this.pairSets.clear();
    }
    const [filtered, match] = this.scratch as [Bitset, Bitset];
    let base: Bitset | undefined;
    for (const [column, value] of filters) base = (base ?? filtered.assign(this.everyRow)).and(this.rowsWhere(column, value));
    if (intake && (intake.modeId !== undefined || intake.fromDay)) base = (base ?? filtered.assign(this.everyRow)).and(this.rowsWithIntake(intake));
    const page: IndexAnswer['page'] = [];
    const limit = Math.max(0, to - from);
    const read = (set: Bitset, skip: number, rank: number) => {
      const positions: number[] = [];
      if (sort === 'N') set.collect(skip, limit - page.length, positions);
      else this.collectByLocation(set, skip, limit - page.length, positions);
      for (const p of positions) page.push({ id: this.ids[p]!, rank });
    };
    const words = query.words;
    if (words.length === 0) {
      const all = base ?? this.everyRow;
      const total = all.count();
      if (from < total && limit > 0) read(all, from, 0);
      return { total, page };
    }
    const distinct = [...new Set(words)];
    // The match: every word's rows (any field, any allowed typos) ∩ the filters' rows; its count is the total.
    const sets = distinct.map((word) => this.match('any', word).upTo.at(-1)!);
    if (base) sets.push(base);
    let total: number;
    if (sets.length === 1) {
      match.assign(sets[0]!);
      total = match.count();
    } else {
      const last = sets.pop()!;
      const first = sets.shift()!;
      if (sets.length === 0) total = match.assignAnd(first, last);
      else {
        match.assign(first);
        for (const set of sets) match.and(set);
        total = match.assignAnd(match, last);
      }
    }
    if (from >= total || limit === 0) return { total, page };

    const path: number[] = [];
    const predicates = this.predicates(words, distinct, path);
    let skip = from;
    // Depth-first over the ranking levels: a class is counted, skipped whole when the page starts
    // after it, split further otherwise; the splitting stops once the page is full. A class that is
    // all of what is left is passed on as it is (no copy).
    const visit = (level: number, set: Bitset, count: number, rank: number): void => {
      if (level === LEVELS.length) {
        read(set, skip, rank + 1);
        skip = 0;
        return;
      }
      const arity = LEVELS[level]!;
      const [child, rest] = this.levelSets[level]!;
      const tests = predicates[level]!;
      let left = set;
      let leftCount = count;
      for (let k = 0; k < arity && page.length < limit && leftCount > 0; k++) {
        const test = k < arity - 1 ? tests(k) : this.everyRow;
        if (test === undefined) continue;
        let inClass = left;
        let n = leftCount;
        if (test !== this.everyRow) {
          n = child.assignAnd(left, test);
          if (n === 0) continue;
          if (n < leftCount) {
            inClass = child;
            leftCount = rest.assignAndNot(left, test);
            left = rest;
          } else leftCount = 0;
        } else leftCount = 0;
        if (skip >= n) skip -= n;
        else {
          path[level] = k;
          visit(level + 1, inClass, n, rank * arity + k);
        }
      }
    };
    visit(0, match, total, 0);
    return { total, page };
  }

  /**
   * Per ranking level, the rows of its k-th class (the last class is the rest; undefined: an empty
   * class), computed when first asked for and kept for the search.
   */
  private predicates(words: readonly string[], distinct: readonly string[], path: readonly number[]): Array<(k: number) => Bitset | undefined> {
    const memo = new Map<string, Bitset | undefined>();
    const once = (key: string, make: () => Bitset | undefined) => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key);
    };
    const [, , ...sets] = this.scratch;
    const [typo0, typo1, typo2, spare0, spare1, phrase, nameSet, areaSet, descSet, exact, ...wholes] = sets as [Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset, Bitset];
    const anyTypos = distinct.some((w) => this.match('any', w).typos);
    const typoClasses = () => {
      // upTo[t]: rows whose typos over all words total at most t (t = 0, 1, 2), word by word.
      const upTo = [typo0.assign(this.everyRow), typo1.assign(this.everyRow), typo2.assign(this.everyRow)];
      for (const word of distinct) {
        const m = this.match('any', word).upTo;
        const at = (c: number) => m[Math.min(c, m.length - 1)]!;
        if (!this.match('any', word).typos) {
          for (const set of upTo) set.and(at(0));
          continue;
        }
        spare0.assign(upTo[2]!).and(at(0)).or(spare1.assign(upTo[1]!).and(at(1))).or(spare1.assign(upTo[0]!).and(at(2)));
        upTo[2]!.assign(spare0);
        spare0.assign(upTo[1]!).and(at(0)).or(spare1.assign(upTo[0]!).and(at(1)));
        upTo[1]!.assign(spare0);
        upTo[0]!.and(at(0));
      }
      return upTo;
    };
    const fieldSet = (target: Bitset, field: TextField) => {
      if (distinct.length === 1) return this.match(field, distinct[0]!).upTo.at(-1)!;
      target.assign(this.match(field, distinct[0]!).upTo.at(-1)!);
      for (const word of distinct.slice(1)) target.and(this.match(field, word).upTo.at(-1)!);
      return target;
    };
    const fieldOf = [nameSet, areaSet, descSet] as const;
    return [
      (k) => {
        if (!anyTypos) return k === 0 ? this.everyRow : undefined;
        if (distinct.length === 1) return this.match('any', distinct[0]!).upTo[k];
        if (!memo.has('typos')) typoClasses();
        memo.set('typos', undefined);
        return [typo0, typo1, typo2][k];
      },
      (k) =>
        k === 0
          ? once('phrase', () => {
              if (words.length < 2) return this.everyRow;
              phrase.assign(this.pairRows(words[0]!, words[1]!));
              for (let i = 2; i < words.length; i++) phrase.and(this.pairRows(words[i - 1]!, words[i]!));
              return phrase;
            })
          : undefined,
      (k) => once(`f${k}`, () => fieldSet(fieldOf[k]!, TEXT_FIELDS[k]!)),
      (k) => {
        const fieldClass = path[2]!;
        if (k === 0) {
          if (fieldClass !== 0) return undefined;
          return once('exact', () => {
            const name = words.join(' ');
            const lo = lowerBound(this.names, name);
            let hi = lo;
            while (hi < this.names.length && this.names[hi] === name) hi++;
            if (hi === lo) return undefined;
            exact.clear();
            for (let p = lo; p < hi; p++) exact.add(p);
            return exact;
          });
        }
        const field = fieldClass < 3 ? TEXT_FIELDS[fieldClass]! : 'any';
        const whole = wholes[fieldClass]!;
        if (distinct.length === 1) return this.match(field, distinct[0]!).whole;
        return once(`whole:${field}`, () => {
          whole.assign(this.match(field, distinct[0]!).whole);
          for (const word of distinct.slice(1)) whole.and(this.match(field, word).whole);
          return whole;
        });
      },
      (k) => {
        if (path[2] !== 0) return undefined;
        return k === 0 ? this.rowsOfLength(0, words.length) : this.rowsOfLength(words.length + k, words.length + k);
      },
    ];
  }

  /** Like Bitset.collect, in location order: the set is carried over to location ranks, read there, and carried back. */
  private collectByLocation(set: Bitset, skip: number, limit: number, out: number[]): void {
    const inLocationOrder = this.scratch[SCRATCH.length - 1]!.clear();
    const rank = this.locationRank;
    set.forEach((position) => inLocationOrder.add(rank[position]!));
    const ranks: number[] = [];
    inLocationOrder.collect(skip, limit, ranks);
    for (const r of ranks) out.push(this.byLocation[r]!);
  }
}

/** The scratch sets of a search: filtered, match, the typo sums (3) and two spares, phrase, name, area, description, exact name, whole words per field and any, location order. */
const SCRATCH = ['filtered', 'match', 'typo0', 'typo1', 'typo2', 'spare0', 'spare1', 'phrase', 'name', 'area', 'desc', 'exact', 'wholeName', 'wholeArea', 'wholeDesc', 'wholeAny', 'location'] as const;
