import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './args.js';

describe('parseCommandLine', () => {
  it('reads each command', () => {
    expect(parseCommandLine(['serve'])).toEqual({ command: 'serve', devMailbox: false });
    expect(parseCommandLine(['serve', '--dev-mailbox'])).toEqual({ command: 'serve', devMailbox: true });
    expect(parseCommandLine(['migrate', '--dev-mailbox'])).toBe('--dev-mailbox is an option of serve, not of migrate');
    expect(parseCommandLine(['migrate'])).toEqual({ command: 'migrate' });
    expect(parseCommandLine(['import', 'a.csv', 'b.json'])).toEqual({ command: 'import', files: ['a.csv', 'b.json'] });
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
  });
});
