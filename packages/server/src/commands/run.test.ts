import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL } from '../seed/index.js';
import { runCli } from './run.js';
import { migrations } from '../db/migrations/index.js';

const EXAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../import/examples');

/** The CLI end to end on a temporary SQLite data directory (the commands' database work is tested on both dialects beside it). */
describe('studyatlas CLI', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    let served: false | { devMailbox?: boolean } = false;
    const code = await runCli(argv, {
      env: { DATA_DIR: dataDir },
      output: { out: (l) => out.push(l), err: (l) => err.push(l) },
      serve: async (options) => {
        served = options;
      },
    });
    return { code, out: out.join('\n'), err: err.join('\n'), served };
  };

  it('prints usage, and exits 2 on wrong usage', async () => {
    const help = await run('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: studyatlas <command> [options]');
    const wrong = await run('seed', '--geo', 'moon');
    expect(wrong).toMatchObject({ code: 2, out: '' });
    expect(wrong.err).toBe('studyatlas: --geo must be full or sample, got "moon"\nRun "studyatlas help" for the commands and options.');
  });

  it('dispatches serve', async () => {
    expect(await run('serve')).toMatchObject({ code: 0, served: { devMailbox: false } });
    expect(await run('serve', '--dev-mailbox')).toMatchObject({ code: 0, served: { devMailbox: true } });
  });

  it('migrates once, then reports the database up to date', async () => {
    const first = await run('migrate');
    expect(first.code).toBe(0);
    const names = Object.keys(migrations);
    expect(first.out).toMatch(new RegExp(`^Applied ${names.length} migrations \\(${names.join(', ')}\\) to .*studyatlas\\.sqlite in \\d+\\.\\d s\\.$`));
    expect((await run('migrate')).out).toBe(`${path.join(dataDir, 'studyatlas.sqlite')} is up to date.`);
  });

  it('seeds reference and demo data, and skips the demo the second time', async () => {
    const first = await run('seed', '--geo', 'sample', '--institutions', '6', '--courses', '30', '--date', '2026-01-15');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Reference data loaded: 6 continents, 250 countries, 5,308 states, 54,057 cities');
    expect(first.out).toMatch(/Demo data \(seed 1, reference date 2026-01-15\) generated in \d+\.\d s: 8 institutions and agents, \d+ campuses and offices, 30 courses/);
    expect(first.out).toContain(`Demo login: ${DEMO_MEMBER_EMAIL} / StudyAtlas1`);
    const second = await run('seed', '--geo', 'sample');
    expect(second.code).toBe(0);
    expect(second.out).toContain('Reference data already present.');
    expect(second.out).toContain('Demo data skipped: the catalogue already holds 8 institutions and agents');
  });

  it('imports files, reporting counts; exits 1 when a row or a file is rejected', async () => {
    const files = ['institutions.csv', 'locations.csv', 'courses.csv', 'intakes.csv'].map((f) => path.join(EXAMPLES, f));
    const ok = await run('import', ...files);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('institutions.csv: 3 records read, 3 imported, 0 rejected');
    expect(ok.out).toContain('  intakes: 5 created, 0 updated');

    const bad = path.join(dataDir, 'bad.csv');
    writeFileSync(bad, 'type,external_id,name\ninstitution,,No id\ninstitution,NEW1,Fine\n');
    const partly = await run('import', bad, path.join(dataDir, 'missing.csv'));
    expect(partly.code).toBe(1);
    expect(partly.out.split('\n')).toEqual([
      expect.stringMatching(/bad\.csv: 2 records read, 1 imported, 1 rejected \(\d+\.\d s\)\.$/),
      '  institutions: 1 created, 0 updated',
      'Rejected rows (not imported):',
      '  line 2 (institution): external_id is required',
      'Rejections by reason (not imported):',
      '  1 × external_id is required',
      '      e.g. line 2 (institution): external_id is required',
      'Warnings after all files (these rows were imported):',
      `  ${bad} line 3 (institution NEW1): the institution has no campus (location) yet: import one for it, or it is found by name only, not by country, city or distance`,
    ]);
    expect(partly.err).toBe(`${path.join(dataDir, 'missing.csv')}: not imported, cannot read ${path.join(dataDir, 'missing.csv')}: no such file`);
  });

  it('import: warnings alone exit 0; the award map file adds names; a file rejected row is "rejected" in the next file', async () => {
    const institutions = path.join(dataDir, 'w-institutions.csv');
    writeFileSync(institutions, 'type,external_id,name,web_address\ninstitution,W1,Warned Institute,w1.example.edu\ninstitution,W2,,\n');
    const rest = path.join(dataDir, 'w-rest.csv');
    writeFileSync(
      rest,
      [
        'type,external_id,institution,name,country,state,city,major,award,campuses',
        'location,W1-A,W1,Main,AU,NSW,SYDNEY CBD,,,',
        'course,W1-C,W1,Graduate Certificate in Teaching,,,,Education and Teaching,Grad Cert,W1-A;W1-GONE',
        'location,W2-A,W2,Main,AU,NSW,Sydney,,,',
      ].join('\n'),
    );
    const map = path.join(dataDir, 'awards.json');
    writeFileSync(map, '{"Grad Cert": "Graduate Certificate"}');
    const warned = await run('import', '--award-map', map, rest);
    expect(warned.code).toBe(1);
    expect(warned.out).toContain('location W2-A): institution "W2" not found (neither in this file nor imported before)');

    const both = await run('import', '--award-map', map, institutions, rest);
    expect(both.code).toBe(1);
    expect(both.out).toContain(`  line 4 (location W2-A): institution "W2" was rejected (file ${institutions} line 3)`);
    expect(both.out).toContain('  line 2 (location W1-A): city "SYDNEY CBD" read as "Sydney"');
    expect(both.out).toContain('  line 3 (course W1-C): campus "W1-GONE" not found (neither in this file nor imported before): the course lands without that campus');

    writeFileSync(rest, 'type,external_id,institution,name,country,state,city\nlocation,W1-A,W1,Main,AU,NSW,Sydney City\n');
    writeFileSync(institutions, 'type,external_id,name,web_address\ninstitution,W1,Warned Institute,w1.example.edu\n');
    const clean = await run('import', institutions, rest);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('w-rest.csv: 1 records read, 1 imported (1 with warnings), 0 rejected');

    const badMap = await run('import', '--award-map', path.join(dataDir, 'nope.json'), rest);
    expect(badMap.code).toBe(1);
    expect(badMap.err).toBe(`not imported: award map ${path.join(dataDir, 'nope.json')}: ENOENT: no such file or directory, open '${path.join(dataDir, 'nope.json')}'`);
  });

  it('refuses a Windows-1252 file naming its encoding, reads it with --encoding, shows progress with --progress', async () => {
    const file = path.join(dataDir, 'windows.csv');
    writeFileSync(file, Buffer.concat([Buffer.from('type,external_id,name\ninstitution,WIN1,Universit'), Buffer.from([0xe9]), Buffer.from(' de Gen'), Buffer.from([0xe8]), Buffer.from('ve\n')]));
    const refused = await run('import', file);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toBe(
      `${file}: not imported, line 2: the file is not UTF-8: byte 0xE9 ("é" in Windows-1252) in "institution,WIN1,Université de Genève" ` +
        'looks like Windows-1252 or ISO-8859-1 (Latin-1); save the file as UTF-8, or import it with --encoding windows-1252',
    );

    const read = await run('import', '--encoding', 'windows-1252', '--progress', file);
    expect(read.code).toBe(0);
    expect(read.out.split('\n').slice(0, 2)).toEqual([`${file}: read as Windows-1252 (--encoding).`, expect.stringMatching(/windows\.csv: 1 records read, 1 imported, 0 rejected/)]);
    expect(read.err).toBe(`${file}: updating the course search, 0 s`);
  });
});
