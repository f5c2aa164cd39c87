/**
 * The gazetteer's cost (issue 25): what the first import that needs it pays — the one scan of
 * GeoNames' cities500 for each country's lines, then a country's lines read and parsed, and the
 * places put in our states — in time and memory; and the real-world test catalogue imported as-is
 * (SQLite, sample geography), with the share of its rows that land. The server does not load the
 * gazetteer at start-up, so these are import costs only.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gazetteerFile, gazetteerPlaces, useGazetteerFile } from '../packages/server/src/import/gazetteer.js';
import { importFile } from '../packages/server/src/import/index.js';
import { ImportLookups } from '../packages/server/src/import/lookups.js';
import { seedReference } from '../packages/server/src/seed/index.js';
import { sqliteDatabase } from './databases.js';
import { checkAtLeast } from './budgets.js';

const CATALOGUE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/server/src/import/test-catalogues/real-world.csv');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (since: number) => `${(performance.now() - since).toFixed(0)} ms`;

export async function gazetteerFigures(): Promise<void> {
  console.log('\nGazetteer (GeoNames cities500, read by imports only):');
  useGazetteerFile(undefined);
  console.log(`  file: ${gazetteerFile().replace(/.*node_modules/, 'node_modules')}, ${mb(statSync(gazetteerFile()).size)}`);
  globalThis.gc?.();
  const before = process.memoryUsage();
  let started = performance.now();
  const au = gazetteerPlaces('AU');
  console.log(`  first use (scan of the file for country ranges + Australia's ${au.length.toLocaleString('en-US')} places): ${ms(started)}`);
  for (const iso2 of ['US', 'GB', 'ID', 'IN']) {
    started = performance.now();
    const places = gazetteerPlaces(iso2);
    console.log(`  ${iso2}: ${places.length.toLocaleString('en-US')} places read and parsed in ${ms(started)}`);
  }
  const database = await sqliteDatabase();
  try {
    await seedReference(database.handle.db, database.handle.dialect, { geo: 'sample' });
    const lookups = await ImportLookups.load(database.handle.db);
    const us = (await database.handle.db.selectFrom('countries').select('id').where('iso2', '=', 'US').executeTakeFirstOrThrow()).id;
    const cities = await lookups.citiesOf(us);
    started = performance.now();
    const stated = cities.gazetteer();
    console.log(`  US places put in our states (admin1 votes against ${cities.cities.length.toLocaleString('en-US')} listed cities): ${stated.places.length.toLocaleString('en-US')} in ${ms(started)}`);
    globalThis.gc?.();
    const after = process.memoryUsage();
    console.log(`  memory held for AU, US, GB, ID, IN: heap +${mb(after.heapUsed - before.heapUsed)}, RSS +${mb(after.rss - before.rss)}`);

    started = performance.now();
    const { report } = await importFile(database.handle.db, CATALOGUE);
    const landed = report.records - report.rejected.length;
    const share = (landed / report.records) * 100;
    console.log(`  real-world test catalogue as-is: ${landed} of ${report.records} rows landed (${share.toFixed(1)} %), ${report.warnings.length} warnings, ${report.rejected.length} rejected, in ${ms(started)}`);
    checkAtLeast('real-world catalogue: rows landed (%)', share, 97, `${share.toFixed(1)} %`);
  } finally {
    await database.dispose();
  }
}
