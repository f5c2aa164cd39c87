/**
 * Import at scale: a CSV of 1,000,000 courses (with their 10,000 institutions and 20,000 campuses,
 * written children first) imported from a temporary file into a temporary SQLite database, the way
 * `studyatlas import` does it: streamed, in passes, one transaction. Prints rows per second, the
 * total time, the peak RSS and the heap seen while it ran. BENCH_IMPORT_COURSES sets the size.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importFile, formatImportProgress } from '../packages/server/src/import/index.js';
import { seedReference } from '../packages/server/src/seed/index.js';
import { writeCourseCatalogueCsv } from '../packages/server/src/testing/fixtures/import-catalogue.js';
import { sqliteDatabase } from './databases.js';
import { check } from './budgets.js';

const COURSES = Number(process.env.BENCH_IMPORT_COURSES ?? 1_000_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function importFigures(): Promise<void> {
  console.log(`\nImport of ${COURSES.toLocaleString('en-US')} courses (SQLite):`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'studyatlas-bench-import-'));
  const database = await sqliteDatabase();
  try {
    await seedReference(database.handle.db, database.handle.dialect, { geo: 'sample' });
    const file = path.join(scratch, 'courses.csv');
    let started = performance.now();
    const generated = writeCourseCatalogueCsv(file, COURSES);
    const size = statSync(file).size;
    console.log(
      `  file: ${generated.rows.toLocaleString('en-US')} rows (${generated.institutions.toLocaleString('en-US')} institutions, ` +
        `${generated.campuses.toLocaleString('en-US')} campuses), ${mb(size)}, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const passes: string[] = [];
    let lastLine = 0;
    started = performance.now();
    const { report } = await importFile(database.handle.db, file, {
      onProgress: (p) => {
        const { rss, heapUsed } = process.memoryUsage();
        peakRss = Math.max(peakRss, rss);
        peakHeap = Math.max(peakHeap, heapUsed);
        if (p.done) return;
        const key = `${p.pass} ${p.step}`;
        if (!passes.includes(key)) passes.push(key);
        // A line every 10 s keeps the bench output short.
        if (p.elapsedMs - lastLine >= 10_000) {
          lastLine = p.elapsedMs;
          console.log(`    ${formatImportProgress('courses.csv', p)}, RSS ${mb(rss)}, heap ${mb(heapUsed)}`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const landed = report.created.institution + report.created.location + report.created.course;
    const rowsPerSecond = generated.rows / seconds;
    console.log(`  imported: ${landed.toLocaleString('en-US')} of ${report.records.toLocaleString('en-US')} records, ${report.rejected.length} rejected, in ${passes.length} passes`);
    console.log(`  total ${seconds.toFixed(1)} s, ${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s`);
    console.log(
      `  memory: peak RSS ${mb(Math.max(peakRss, process.resourceUsage().maxRSS * 1024))} (${mb(baseline.rss)} before), ` +
        `peak heap ${mb(peakHeap)} (${mb(baseline.heapUsed)} before); file ${mb(size)}`,
    );
    check(`import ${COURSES.toLocaleString('en-US')} courses: every row lands`, generated.rows - landed, 0, `${landed.toLocaleString('en-US')} of ${generated.rows.toLocaleString('en-US')}`);
  } finally {
    await database.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
}
