import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStep, tailOf } from './steps.js';

/** A fake step: node printing `lines` numbered lines (and a warning on stderr), then exiting with `code`. */
const fake = (lines: number, code: number, warn = true) => [
  '-e',
  `${warn ? "console.error('warning');" : ''} for (let i = 1; i <= ${lines}; i++) console.log('entry ' + i); process.exitCode = ${code};`,
];

describe('the start steps (npm start prints one line per step)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studyatlas-steps-'));

  it('a step that succeeds prints one line with its time; its whole output is in the log', async () => {
    const printed: string[] = [];
    const logFile = path.join(dir, 'ok', 'build.log');
    const result = await runStep({ title: 'Build', command: process.execPath, args: fake(2221, 0), logFile, print: (line) => printed.push(line) });
    expect(result).toMatchObject({ ok: true, exitCode: 0 });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^✓ Build +\d+\.\d s$/);
    const log = readFileSync(logFile, 'utf8');
    expect(log.split('\n').filter((line) => line.startsWith('entry '))).toHaveLength(2221);
    expect(log).toContain('warning');
  });

  it('a step that fails says where its log is and prints the log’s last lines', async () => {
    const printed: string[] = [];
    const logFile = path.join(dir, 'failed', 'build.log');
    const result = await runStep({ title: 'Build', command: process.execPath, args: fake(100, 3, false), logFile, tailLines: 5, print: (line) => printed.push(line) });
    expect(result).toMatchObject({ ok: false, exitCode: 3 });
    expect(printed[0]).toMatch(new RegExp(`^✗ Build failed after \\d+\\.\\d s \\(exit 3\\): full log in .*${path.basename(path.dirname(logFile))}/build\\.log$`));
    expect(printed.slice(1)).toEqual(['    entry 96', '    entry 97', '    entry 98', '    entry 99', '    entry 100']);
  });

  it('a command that answers in one sentence has it on its line; a missing command fails cleanly', async () => {
    const printed: string[] = [];
    const ok = await runStep({
      title: 'Database',
      command: process.execPath,
      args: ['-e', "console.log('Migrating…'); console.log('data/studyatlas.db is up to date.')"],
      logFile: path.join(dir, 'db.log'),
      summary: (line) => line.toUpperCase(),
      print: (line) => printed.push(line),
    });
    expect(ok.ok).toBe(true);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^✓ Database +\d+\.\d s {2}DATA\/STUDYATLAS\.DB IS UP TO DATE\.$/);
    const missing = await runStep({ title: 'Nothing', command: path.join(dir, 'no-such-command'), args: [], logFile: path.join(dir, 'none.log'), print: (line) => printed.push(line) });
    expect(missing).toMatchObject({ ok: false, exitCode: 127 });
  });

  it('tailOf keeps the last non-empty lines', () => {
    expect(tailOf('a\n\nb\r\nc\n', 2)).toEqual(['b', 'c']);
  });
});
