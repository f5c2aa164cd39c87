import { appendFileSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/databases.js';
import { writeCourseCatalogueCsv } from '../testing/fixtures/import-catalogue.js';
import { importFile } from './import-rows.js';
import type { ImportProgress } from './progress.js';
import { formatImportProgress } from './progress.js';
import { BATCH_ROWS, openImportFile } from './read-file.js';
import { formatImportReport } from './report.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'studyatlas-import-stream-'));
const COURSES = 20_000;
const file = path.join(scratch, 'courses.csv');
const generated = writeCourseCatalogueCsv(file, COURSES, 'ST');
// One row that repeats an earlier key, at the very end: the duplicate check spans every batch.
appendFileSync(file, 'course,ST-C3,ST-I3,Again,,,,ST-I3-C0,Health Sciences,Nursing,Bachelor,12,\n');
const ROWS = generated.rows + 1;

describe('streaming an import file', () => {
  it('hands the rows on a batch at a time, reading the file as they are taken, not before', async () => {
    const source = await openImportFile(file, { chunkBytes: 64 * 1024 });
    expect(source).toMatchObject({ format: 'csv', encoding: { name: 'utf-8', source: 'default' }, totalBytes: statSync(file).size });
    let batches = 0;
    let rows = 0;
    let largest = 0;
    for await (const batch of source.batches()) {
      if (batches === 0) {
        // The reader is lazy: with the first batch in hand, it has read a few chunks (the stream reads
        // one or two ahead) of a file of more than 1 MB.
        expect(source.bytesRead).toBeLessThanOrEqual(4 * 64 * 1024);
        expect(source.bytesRead).toBeLessThan(source.totalBytes / 10);
      }
      batches++;
      rows += batch.length;
      largest = Math.max(largest, batch.length);
    }
    expect(largest).toBe(BATCH_ROWS);
    expect(rows).toBe(ROWS);
    expect(batches).toBe(Math.ceil(ROWS / BATCH_ROWS));
    expect(source.bytesRead).toBe(source.totalBytes);
  });
});

// SQLite only: the loop is the same on both databases (the example imports run on both), and 20,000
// rows on PostgreSQL would add half a minute to the suite.
describe.each(['sqlite'] as const)(`importing ${ROWS} rows in passes on %s`, (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { content: 'sample-reference' });
  });
  afterAll(async () => t?.dispose());

  it('applies parents first whatever the file order, reports the late duplicate, and tells its progress', { timeout: 240_000 }, async () => {
    const calls: ImportProgress[] = [];
    const { report } = await importFile(t.db, file, { now: '2026-05-01T00:00:00.000Z', progressMs: 0, batchRows: 500, onProgress: (p) => calls.push(p) });

    expect(report.records).toBe(ROWS);
    expect(report.created).toEqual({ institution: generated.institutions, agent: 0, location: generated.campuses, course: COURSES, intake: 0, survey: 0 });
    expect(report.rejected).toEqual([
      { line: ROWS + 1, type: 'course', key: 'ST-C3', reason: 'external_id "ST-C3" appears again (first on line 5)' },
    ]);
    // Every course is findable: the search rows of the changed institutions were rewritten.
    const searchRows = await t.db.selectFrom('course_search').select((eb) => eb.fn.count<number>('course_id').distinct().as('n')).executeTakeFirstOrThrow();
    expect(Number(searchRows.n)).toBe(COURSES);

    // Pass 1 checks every record (and applies institutions), then one pass for campuses, one for courses.
    const reading = calls.filter((p) => p.step !== 'search' && !p.done);
    expect([...new Set(reading.map((p) => `${p.pass}/${p.passes ?? '?'} ${p.step}`))]).toEqual(['1/? institution', '2/3 location', '3/3 course']);
    for (const pass of [1, 2, 3]) {
      const ofPass = reading.filter((p) => p.pass === pass);
      // Each call follows one more batch: never more than a batch of rows between two calls.
      for (let i = 1; i < ofPass.length; i++) {
        expect(ofPass[i]!.rowsRead - ofPass[i - 1]!.rowsRead).toBeLessThanOrEqual(500);
        expect(ofPass[i]!.bytesRead).toBeGreaterThanOrEqual(ofPass[i - 1]!.bytesRead);
      }
      expect(ofPass.at(-1)).toMatchObject({ rowsRead: ROWS, bytesRead: statSync(file).size, totalBytes: statSync(file).size });
    }
    expect(calls.at(-1)).toMatchObject({ done: true });
    expect(calls.some((p) => p.step === 'search')).toBe(true);

    const line = formatImportProgress('courses.csv', { ...reading.find((p) => p.pass === 2 && p.rowsRead === 10_000)!, rowsPerSecond: 61_234, elapsedMs: 12_400 });
    expect(line).toMatch(/^courses\.csv: pass 2 of 3 \(locations\) \d+%, 10,000 rows, 61,234 rows\/s, 12 s$/);
  });
});

describe('JSON records in the report', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite', { content: 'sample-reference' });
  });
  afterAll(async () => t?.dispose());

  it('names a record of a one-line JSON file by its place in the array; of a JSON Lines file by its line', async () => {
    const records = [
      { type: 'institution', external_id: 'J1', name: 'Fine' },
      { type: 'institution', external_id: 'J2' },
      { type: 'course', external_id: 'JC', institution: 'J1', name: 'Course', colour: 'red' },
      { type: 'agent', external_id: 'J1', name: 'Again' },
    ];
    const oneLine = path.join(scratch, 'one-line.json');
    writeFileSync(oneLine, JSON.stringify(records));
    const { report } = await importFile(t.db, oneLine);
    expect(report.rejected).toEqual([
      { line: 1, record: 2, type: 'institution', key: 'J2', reason: 'name is required' },
      { line: 1, record: 3, type: 'course', key: 'JC', reason: '"colour" is not a field of a course' },
      { line: 1, record: 4, type: 'agent', key: 'J1', reason: 'external_id "J1" appears again (first as record 1)' },
    ]);
    const printed = formatImportReport('one-line.json', report);
    const rejectedAt = printed.indexOf('Rejected rows (not imported):');
    expect(printed.slice(rejectedAt + 1, rejectedAt + 4)).toEqual([
      '  record 2 (institution J2): name is required',
      '  record 3 (course JC): "colour" is not a field of a course',
      '  record 4 (agent J1): external_id "J1" appears again (first as record 1)',
    ]);
    // Counted per reason at the end, with the first row of each as its example.
    expect(printed.slice(printed.indexOf('Rejections by reason (not imported):'))).toEqual([
      'Rejections by reason (not imported):',
      '  1 × name is required',
      '      e.g. record 2 (institution J2): name is required',
      '  1 × "…" is not a field of a course',
      '      e.g. record 3 (course JC): "colour" is not a field of a course',
      '  1 × external_id "…" appears again (…)',
      '      e.g. record 4 (agent J1): external_id "J1" appears again (first as record 1)',
    ]);

    // Pretty-printed, the record's line tells more: both are given.
    const pretty = path.join(scratch, 'pretty.json');
    writeFileSync(pretty, JSON.stringify(records.slice(1, 2), null, 2));
    expect(formatImportReport('pretty.json', (await importFile(t.db, pretty)).report).at(-1)).toBe('      e.g. record 1, line 2 (institution J2): name is required');

    const lines = path.join(scratch, 'records.jsonl');
    writeFileSync(lines, records.map((r) => JSON.stringify(r)).join('\n'));
    expect((await importFile(t.db, lines)).report.rejected.map((r) => [r.line, r.record])).toEqual([
      [2, undefined],
      [3, undefined],
      [4, undefined],
    ]);
  });
});
