import { pause, sortInSlices, timeSlicer } from '../../../db/search/pause.js';
import { TokenTableBuilder } from './token-table.js';
import { NamePairsBuilder, PHRASE_BREAK } from './name-pairs.js';
import { NAMES_SEPARATOR } from '../../../db/search/refresh.js';
import { binary, CourseIndex, dayNumber, INDEX_COLUMNS, type CourseIndexRow, type IndexColumn } from './course-index.js';

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
  private pairs = new NamePairsBuilder(0);
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
    this.pairs = new NamePairsBuilder(this.rows);
    this.byName.forEach((row, position) => (this.positions[row] = position));
  }

  /**
   * The texts of the row-th row (rows in the order of addKeys). `otherNames`: the course's names in
   * other languages (course_search.names_norm, '' for almost every course): found as the name is, each
   * its own phrase.
   */
  addTexts(row: number, area: string, desc: string, otherNames = ''): void {
    const position = this.positions[row]!;
    const courseId = this.courseIds[row]!;
    // A course's campuses share its texts (and neighbour each other in reading order).
    if (this.previous?.courseId !== courseId) {
      this.previous = { courseId, tokens: { area: this.tables.area.tokenIds(area), desc: this.tables.desc.tokenIds(desc) } };
    }
    const nameTokens = this.tables.name.tokenIds(this.names[row]!);
    this.tables.name.add(position, nameTokens);
    if (otherNames) {
      const sequence = [...nameTokens];
      for (const name of otherNames.split(NAMES_SEPARATOR)) {
        const tokens = this.tables.name.tokenIds(name);
        this.tables.name.add(position, tokens);
        sequence.push(PHRASE_BREAK, ...tokens);
      }
      this.pairs.add(position, sequence);
    } else this.pairs.add(position, nameTokens);
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
    const pairs = await this.pairs.build(this.tables.name.indexOf, texts.name.tokens.length);
    const names: string[] = [];
    const slicer = timeSlicer();
    for (const row of byName) {
      names.push(this.names[row]!);
      if ((names.length & 16_383) === 0) await slicer.yield();
    }
    const nameLengths = await wordCounts(names);
    return new CourseIndex(version, ids, columns, byLocation, locationRank, texts, { any: this.latestAny, byMode: this.latestByMode }, names, pairs, nameLengths);
  }
}

/** The words of each normalised name (single spaces), 255 at most, pausing now and then: splitting 1,000,000 names held the event loop for half a second. */
async function wordCounts(names: readonly string[]): Promise<Uint8Array> {
  const counts = new Uint8Array(names.length);
  const slicer = timeSlicer();
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    let words = name ? 1 : 0;
    for (let c = name.indexOf(' '); c !== -1; c = name.indexOf(' ', c + 1)) words++;
    counts[i] = Math.min(255, words);
    if ((i & 4095) === 0) await slicer.yield();
  }
  return counts;
}

const LOCATION_ID_LIMIT = 2 ** 22;

function pairKey(courseId: number, locationId: number): number {
  if (locationId >= LOCATION_ID_LIMIT) throw new RangeError(`location id ${locationId} beyond the index's ${LOCATION_ID_LIMIT}`);
  return courseId * LOCATION_ID_LIMIT + locationId;
}
