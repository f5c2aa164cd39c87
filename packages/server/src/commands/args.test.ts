import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './args.js';

describe('parseCommandLine', () => {
  it('reads each command', () => {
    expect(parseCommandLine(['serve'])).toEqual({ command: 'serve', devMailbox: false });
    expect(parseCommandLine(['serve', '--dev-mailbox'])).toEqual({ command: 'serve', devMailbox: true });
    expect(parseCommandLine(['migrate', '--dev-mailbox'])).toBe('--dev-mailbox is an option of serve, not of migrate');
    expect(parseCommandLine(['migrate'])).toEqual({ command: 'migrate' });
    expect(parseCommandLine(['backup', 'nightly.tar'])).toEqual({ command: 'backup', file: 'nightly.tar' });
    expect(parseCommandLine(['restore', 'nightly.tar'])).toEqual({ command: 'restore', file: 'nightly.tar', force: false });
    expect(parseCommandLine(['restore', '--force', 'nightly.tar'])).toEqual({ command: 'restore', file: 'nightly.tar', force: true });
    expect(parseCommandLine(['backup'])).toBe('backup needs one file: studyatlas backup FILE');
    expect(parseCommandLine(['restore', 'a.tar', 'b.tar'])).toBe('restore needs one file: studyatlas restore FILE');
    expect(parseCommandLine(['backup', '--force', 'a.tar'])).toBe('--force is an option of restore, not of backup');
    expect(parseCommandLine(['files', 'move', '--to', 'db'])).toEqual({ command: 'files', action: 'move', to: 'db' });
    expect(parseCommandLine(['files', 'move', '--to=folder'])).toEqual({ command: 'files', action: 'move', to: 'folder' });
    expect(parseCommandLine(['files', 'move', '--to', 'disk'])).toBe('files move needs --to db, folder or s3, got "disk"');
    expect(parseCommandLine(['files', 'move'])).toBe('files move needs --to db, folder or s3');
    expect(parseCommandLine(['files'])).toBe('files needs an action: files move --to db|folder|s3');
    expect(parseCommandLine(['migrate', '--to', 'db'])).toBe('--to is an option of files move, not of migrate');
    expect(parseCommandLine(['import', 'a.csv', 'b.json'])).toEqual({ command: 'import', files: ['a.csv', 'b.json'] });
    expect(parseCommandLine(['import', '--award-map', 'awards.json', 'a.csv'])).toEqual({ command: 'import', files: ['a.csv'], awardMap: 'awards.json' });
    expect(parseCommandLine(['seed', '--award-map', 'awards.json'])).toBe('--award-map is an option of import, not of seed');
    expect(parseCommandLine(['import', '--encoding', 'Latin1', 'a.csv', '--progress'])).toEqual({
      command: 'import',
      files: ['a.csv'],
      encoding: 'windows-1252',
      progress: true,
    });
    expect(parseCommandLine(['import', '--encoding', 'UTF-16LE', 'a.csv'])).toEqual({ command: 'import', files: ['a.csv'], encoding: 'utf-16le' });
    expect(parseCommandLine(['seed'])).toEqual({ command: 'seed', geo: 'full' });
  });

  it('reads the seed options, in either --name value or --name=value form', () => {
    expect(parseCommandLine(['seed', '--institutions', '50', '--courses=500', '--seed', '7', '--geo', 'sample', '--date', '2026-01-15'])).toEqual({
      command: 'seed',
      institutions: 50,
      courses: 500,
      seed: 7,
      geo: 'sample',
      today: '2026-01-15',
    });
  });

  it('shows help without a command, with help, -h or --help', () => {
    for (const argv of [[], ['help'], ['-h'], ['seed', '--help']]) expect(parseCommandLine(argv)).toEqual({ command: 'help' });
  });

  it('explains wrong usage', () => {
    expect(parseCommandLine(['deploy'])).toBe('unknown command "deploy"');
    expect(parseCommandLine(['import'])).toBe('import needs a file: studyatlas import FILE');
    expect(parseCommandLine(['migrate', 'now'])).toBe('migrate takes no arguments, got "now"');
    expect(parseCommandLine(['import', 'a.csv', '--courses', '5'])).toBe('--courses is an option of seed, not of import');
    expect(parseCommandLine(['seed', '--courses', 'many'])).toBe('--courses needs a whole number, got "many"');
    expect(parseCommandLine(['seed', '--institutions', '-3'])).toMatch(/--institutions/);
    expect(parseCommandLine(['seed', '--geo', 'world'])).toBe('--geo must be full or sample, got "world"');
    expect(parseCommandLine(['seed', '--date', '2026-02-30'])).toBe('--date must be a date written yyyy-MM-dd, got "2026-02-30"');
    expect(parseCommandLine(['seed', '--colour', 'red'])).toMatch(/^Unknown option '--colour'/);
    expect(parseCommandLine(['import', '--encoding', 'ebcdic-ish', 'a.csv'])).toBe(
      '--encoding "ebcdic-ish" is not an encoding this program knows (try utf-8, windows-1252, iso-8859-1, utf-16le, utf-16be)',
    );
    expect(parseCommandLine(['seed', '--progress'])).toBe('--progress is an option of import, not of seed');
  });
});

describe('parseCommandLine partner-key', () => {
  it('reads create, list and revoke', () => {
    expect(parseCommandLine(['partner-key', 'create', '--institution', '12', '--label', ' Admissions office '])).toEqual({
      command: 'partner-key', action: 'create', institution: 12, label: 'Admissions office',
    });
    expect(parseCommandLine(['partner-key', 'create', '--institution=3'])).toEqual({ command: 'partner-key', action: 'create', institution: 3, label: '' });
    expect(parseCommandLine(['partner-key', 'list', '--institution', '3'])).toEqual({ command: 'partner-key', action: 'list', institution: 3 });
    expect(parseCommandLine(['partner-key', 'revoke', '--id', '9'])).toEqual({ command: 'partner-key', action: 'revoke', id: 9 });
  });

  it('explains wrong usage', () => {
    expect(parseCommandLine(['partner-key'])).toBe('partner-key needs an action: create, list or revoke');
    expect(parseCommandLine(['partner-key', 'delete'])).toBe('unknown partner-key action "delete": create, list or revoke');
    expect(parseCommandLine(['partner-key', 'create'])).toBe('partner-key needs --institution N');
    expect(parseCommandLine(['partner-key', 'create', '--institution', 'abc'])).toBe('--institution needs a whole number above 0, got "abc"');
    expect(parseCommandLine(['partner-key', 'create', '--institution', '0'])).toBe('--institution needs a whole number above 0, got "0"');
    expect(parseCommandLine(['partner-key', 'create', '--institution', '1', '--label', 'x'.repeat(101)])).toBe('--label must be at most 100 characters');
    expect(parseCommandLine(['partner-key', 'list', '--institution', '1', '--label', 'x'])).toBe('--label is an option of partner-key create, not of partner-key list');
    expect(parseCommandLine(['partner-key', 'revoke'])).toBe('partner-key needs --id N');
    expect(parseCommandLine(['partner-key', 'revoke', '--id', '1', '--institution', '2'])).toBe('partner-key revoke takes only --id N');
    expect(parseCommandLine(['partner-key', 'create', '--institution', '1', 'more'])).toBe('partner-key create takes no further arguments, got "more"');
    expect(parseCommandLine(['migrate', '--institution', '1'])).toBe('--institution is an option of partner-key, not of migrate');
  });
});
