import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';
import { AwardMapError, loadAwardMap, readAwardMapFile } from './award-map.js';
import { importFile } from './import-rows.js';
import { formatImportReport, formatSessionWarnings } from './report.js';
import { ImportSession, NO_CAMPUS_WARNING } from './session.js';

/** A catalogue written for these tests (test-catalogues/): accents, apostrophes, "&", a 255-character name, suburbs, abbreviations, shared city names, one course name at several institutions. */
const CATALOGUE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-catalogues');
const NOW = '2026-05-01T00:00:00.000Z';
const scratch = mkdtempSync(path.join(tmpdir(), 'studyatlas-interpret-'));
const KNOWN_LEVELS =
  'Secondary School Certificate, Foundation Studies, General English, English for Academic Purposes, Exam Preparation, Certificate III, Certificate IV, ' +
  'Advanced Diploma, Diploma, Associate Degree, Bachelor, Bachelor (Honours), Graduate Certificate, Graduate Diploma, Master, Doctorate';

describe.each(await testDialects())('import interpretation on %s', (dialect) => {
  let t: TestDatabase;
  const session = new ImportSession();
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { content: 'sample-reference' });
  });
  afterAll(async () => t?.dispose());

  const importCatalogue = async (name: string, awardMap?: ReadonlyMap<string, string>) =>
    (await importFile(t.db, path.join(CATALOGUE, name), { now: NOW, session, file: name, ...(awardMap ? { awardMap } : {}) })).report;
  const locationOf = (externalId: string) =>
    t.db
      .selectFrom('locations')
      .innerJoin('cities', 'cities.id', 'locations.city_id')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.name as city', 'states.code as state', 'locations.latitude', 'locations.longitude', 'locations.approximate'])
      .where('locations.external_id', '=', externalId)
      .executeTakeFirst();

  it('institutions: a web address without a scheme is stored as https://, a 255-character name lands', async () => {
    const report = await importCatalogue('institutions.csv');
    expect(report.created.institution).toBe(6);
    expect(report.warnings).toEqual([]); // in a session, campus-less institutions are told at its end
    expect(report.rejected).toEqual([
      { line: 6, type: 'institution', key: 'BADWEB', reason: 'web_address must be a web address such as https://www.example.edu or www.example.edu, got "not a web address"' },
    ]);
    const rows = await t.db.selectFrom('legal_entities').select(['external_id', 'name', 'web_address']).orderBy('external_id').execute();
    expect(rows.map((r) => [r.external_id, r.web_address])).toEqual([
      ['KCL', 'https://kcl.example.ac.uk/courses?x=1'],
      ['LONG', 'https://long.example.edu'],
      ['NOCAMPUS', 'https://village.example.org'],
      ['QUT', 'https://qhu.example.edu.au'],
      ['UDM', 'https://www.umontreal.ca'],
      ['WAU', 'https://westcoast.example.edu.au'],
    ]);
    expect(rows.find((r) => r.external_id === 'LONG')!.name).toHaveLength(255);
    expect(rows.find((r) => r.external_id === 'KCL')!.name).toBe("King's College of Arts & Sciences");
  });

  it('locations: accents, case, St/Mt forms, centre words, shared names, suburbs by coordinates; an unknown locality lands approximate', async () => {
    const report = await importCatalogue('locations.csv');
    expect(report.created.location).toBe(15);
    const richmond = 'city "Richmond" exists in several states of Australia (NSW, QLD, SA, TAS, VIC): took the one in VIC';
    const exactly = 'give latitude and longitude to place it exactly';
    expect(report.warnings.map((w) => [w.line, w.key, w.message])).toEqual([
      [6, 'QUT-SL', 'city "St Lucia" is not in the city list of Queensland, Australia: placed at the nearest known city, "Highgate Hill" (QLD), 1.1 km from the given coordinates'],
      [9, 'WAU-DC', 'city "DARWIN CITY" read as "Darwin"'],
      [10, 'WAU-RV', `${richmond}, the largest (population 28,587) (add the state to choose another)`],
      [12, 'WAU-RVC', `${richmond}, nearest the given coordinates`],
      [
        13,
        'WAU-JL',
        `city "Joondalup North" is not in the city list or the gazetteer of Western Australia, Australia: placed at the centre of Western Australia and marked approximate; the gazetteer has no postcodes, so postcode 6027 cannot place it; ${exactly}`,
      ],
      [14, 'WAU-FAR', 'city "Nowhere Creek" is not in the city list of Western Australia, Australia: placed at the nearest known city, "Wiluna" (WA), 41 km from the given coordinates'],
      [15, 'WAU-TY', `city "Prevosst" is not in the city list or the gazetteer of Canada: placed at the centre of Canada (listed under Ontario) and marked approximate; ${exactly}; did you mean "Prévost"?`],
      [
        16,
        'WAU-PER',
        `city "Perth" is not in the city list or the gazetteer of Queensland, Australia (there are cities of that name in TAS, WA): placed at the centre of Queensland and marked approximate; ${exactly}`,
      ],
    ]);
    expect(report.rejected).toEqual([{ line: 17, type: 'location', key: 'BADWEB-1', reason: 'institution "BADWEB" was rejected (file institutions.csv line 6)' }]);
    expect(await locationOf('WAU-JL')).toMatchObject({ city: 'Joondalup North', state: 'WA', approximate: 1 });
    expect(await locationOf('WAU-RV')).toMatchObject({ city: 'Richmond', state: 'VIC', approximate: 0 });
    expect(await locationOf('UDM-MTL')).toMatchObject({ city: 'Montréal', state: 'QC' });
    expect(await locationOf('UDM-QC')).toMatchObject({ city: 'Québec', state: 'QC' });
    expect(await locationOf('UDM-PRV')).toMatchObject({ city: 'Prévost', state: 'QC' });
    expect(await locationOf('KCL-ME')).toMatchObject({ city: 'Saint Albans', state: 'ME' });
    expect(await locationOf('QUT-GP')).toMatchObject({ city: 'Brisbane', state: 'QLD' });
    expect(await locationOf('WAU-ML')).toMatchObject({ city: 'Mount Lawley', state: 'WA' });
    expect(await locationOf('WAU-DC')).toMatchObject({ city: 'Darwin', state: 'NT' });
    expect(await locationOf('WAU-RVV')).toMatchObject({ city: 'Richmond', state: 'VIC' });
    expect(await locationOf('WAU-RVC')).toMatchObject({ city: 'Richmond', state: 'VIC', latitude: -37.82, longitude: 145 });
    // A suburb placed at the nearest city keeps its own coordinates.
    expect(await locationOf('QUT-SL')).toEqual({ city: 'Highgate Hill', state: 'QLD', latitude: -27.4975, longitude: 153.0137, approximate: 0 });
  });

  it('courses: one bad campus is a warning, no good campus a rejection; awards by name without case or punctuation, through the award map, else "Other award"', async () => {
    const awardMap = await loadAwardMap(t.db, readAwardMapFile(path.join(CATALOGUE, 'award-map.json')));
    const report = await importCatalogue('courses.csv', awardMap);
    expect(report.created.course).toBe(8);
    expect(report.warnings).toEqual([
      { line: 2, type: 'course', key: 'UDM-BA', message: 'campus "UDM-GONE" not found (neither in this file nor imported before): the course lands without that campus' },
      { line: 5, type: 'course', key: 'WAU-BA', message: 'campus "UDM-MTL" belongs to another institution: the course lands without that campus' },
      {
        line: 7,
        type: 'course',
        key: 'QUT-MAG',
        message:
          'award "Magister" is not an award level: filed under "Other award" of Other (nothing in the row tells its group), shown as "Magister"; map it to a level in the award map to file it exactly (see docs/data-import.md); did you mean "Master"?',
      },
    ]);
    expect(report.rejected).toEqual([
      { line: 9, type: 'course', key: 'BADWEB-C', reason: 'institution "BADWEB" was rejected (file institutions.csv line 6); campus "BADWEB-1" was rejected (file locations.csv line 17)' },
    ]);
    const magister = await t.db
      .selectFrom('courses')
      .innerJoin('award_levels', 'award_levels.id', 'courses.award_id')
      .innerJoin('award_groups', 'award_groups.id', 'award_levels.group_id')
      .select(['award_levels.id', 'award_levels.name as level', 'award_groups.name as group', 'courses.award_name'])
      .where('courses.external_id', '=', 'QUT-MAG')
      .executeTakeFirst();
    expect(magister).toEqual({ id: 69, level: 'Other award', group: 'Other', award_name: 'Magister' });
    const courses = await t.db
      .selectFrom('courses')
      .innerJoin('award_levels', 'award_levels.id', 'courses.award_id')
      .innerJoin('course_campuses', 'course_campuses.course_id', 'courses.id')
      .innerJoin('locations', 'locations.id', 'course_campuses.location_id')
      .select(['courses.external_id', 'courses.name', 'award_levels.name as award', 'locations.external_id as campus'])
      .orderBy('courses.external_id')
      .orderBy('locations.external_id')
      .execute();
    expect(courses.map((c) => [c.external_id, c.award, c.campus])).toEqual([
      ['KCL-BA', 'Bachelor', 'KCL-ME'],
      ['QUT-BA', 'Bachelor', 'QUT-GP'],
      ['QUT-BA', 'Bachelor', 'QUT-SL'],
      ['QUT-GC', 'Graduate Certificate', 'QUT-GP'],
      ['QUT-MAG', 'Other award', 'QUT-GP'],
      ['QUT-MIT', 'Master', 'QUT-GP'],
      ['UDM-BA', 'Bachelor', 'UDM-MTL'],
      ['UDM-BA', 'Bachelor', 'UDM-QC'],
      ['UDM-BAH', 'Bachelor (Honours)', 'UDM-MTL'],
      ['WAU-BA', 'Bachelor', 'WAU-RV'],
    ]);
    expect(courses.filter((c) => c.name === 'Bachelor of Arts').map((c) => c.external_id)).toEqual(['KCL-BA', 'QUT-BA', 'QUT-BA', 'UDM-BA', 'UDM-BA', 'WAU-BA']);
  });

  it('an institution no file gave a campus is a warning at the end of the run', () => {
    const warnings = session.campuslessWarnings();
    expect(warnings).toEqual([
      { file: 'institutions.csv', line: 4, type: 'institution', key: 'LONG', message: NO_CAMPUS_WARNING },
      { file: 'institutions.csv', line: 5, type: 'institution', key: 'NOCAMPUS', message: NO_CAMPUS_WARNING },
    ]);
    expect(formatSessionWarnings(warnings)).toEqual([
      'Warnings after all files (these rows were imported):',
      '  institutions.csv line 4 (institution LONG): the institution has no campus (location) yet: import one for it, or it is found by name only, not by country, city or distance',
      '  institutions.csv line 5 (institution NOCAMPUS): the institution has no campus (location) yet: import one for it, or it is found by name only, not by country, city or distance',
    ]);
  });

  it('a single file: campus-less institutions warned in its report, the 300-character limit, and no award map entry without the file', async () => {
    const file = path.join(scratch, 'single.csv');
    const columns = 'type,external_id,institution,name,major,award,campuses,country,city';
    writeFileSync(
      file,
      [
        columns,
        `institution,ALONE,,Lonely Institute,,,,,`,
        `institution,TOOLONG,,${'n'.repeat(301)},,,,,`,
        `institution,MAX,,${'m'.repeat(300)},,,,,`,
        `location,MAX-1,MAX,Main,,,,NZ,auckland`,
        `course,MAX-GC,MAX,Graduate Certificate in Teaching,Education and Teaching,Grad Cert,MAX-1,,`,
      ].join('\n'),
    );
    const { report } = await importFile(t.db, file, { now: NOW });
    const gradCert =
      'award "Grad Cert" is not an award level: filed under "Other award" of Postgraduate (by the course name), shown as "Grad Cert"; map it to a level in the award map to file it exactly (see docs/data-import.md)';
    expect(report.warnings).toEqual([
      { line: 2, type: 'institution', key: 'ALONE', message: NO_CAMPUS_WARNING },
      { line: 6, type: 'course', key: 'MAX-GC', message: gradCert },
    ]);
    expect(report.rejected).toEqual([{ line: 3, type: 'institution', key: 'TOOLONG', reason: 'name is 301 characters long; at most 300 are allowed' }]);
    expect(formatImportReport('single.csv', report).slice(1)).toEqual([
      '  institutions: 2 created, 0 updated',
      '  locations: 1 created, 0 updated',
      '  courses: 1 created, 0 updated',
      'Warnings (these rows were imported):',
      `  line 2 (institution ALONE): ${NO_CAMPUS_WARNING}`,
      `  line 6 (course MAX-GC): ${gradCert}`,
      'Rejected rows (not imported):',
      '  line 3 (institution TOOLONG): name is 301 characters long; at most 300 are allowed',
      'Warnings by reason (imported):',
      `  1 × ${NO_CAMPUS_WARNING.replace(/\(location\)/, '(…)')}`,
      `      e.g. line 2 (institution ALONE): ${NO_CAMPUS_WARNING}`,
      '  1 × award "…" is not an award level: filed under "…" of Postgraduate (…), shown as "…"; map it to a level in the award map to file it exactly (…)',
      `      e.g. line 6 (course MAX-GC): ${gradCert}`,
      'Rejections by reason (not imported):',
      '  1 × name is N characters long; at most N are allowed',
      '      e.g. line 3 (institution TOOLONG): name is 301 characters long; at most 300 are allowed',
    ]);
    expect(formatImportReport('single.csv', report)[0]).toMatch(/^single\.csv: 5 records read, 4 imported \(2 with warnings\), 1 rejected \(\d+\.\d s\)\.$/);
  });

  it('an award map entry naming no award level is refused with the known levels', async () => {
    const file = path.join(scratch, 'bad-map.json');
    writeFileSync(file, JSON.stringify({ 'Grad Cert': 'Graduate Certificate', Magister: 'Magistrate' }));
    await expect(loadAwardMap(t.db, readAwardMapFile(file), file)).rejects.toThrow(
      new AwardMapError(`${file}: "Magister" maps to "Magistrate", which is not an award level (known levels: ${KNOWN_LEVELS})`),
    );
    writeFileSync(file, '["Master"]');
    expect(() => readAwardMapFile(file)).toThrow(`award map ${file}: must be a JSON object such as {"Master (Coursework)": "Master"}`);
  });
});
