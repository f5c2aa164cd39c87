// `npm test`: the whole suite in three jobs side by side, so both cores stay busy.
//   types  tsc --noEmit
//   unit   every Vitest project but e2e (core, server on SQLite and PostgreSQL, react, elements, repo);
//          they run from the sources and need no build
//   e2e    the build, then the browser journeys against the built portal and bundles (one at a time:
//          each starts a portal and a Chromium)
// Each job's lines are prefixed with its name; the build's own log goes to test-results/build.log.
// At the end: each job's time, the slowest test files and 'Tests: N passed, N failed, N skipped'.
// Arguments after `--` go to both Vitest runs (e.g. `npm test -- -t "signs in"`).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { summarize } from './test-summary.mjs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const extra = process.argv.slice(2);
// The jobs write into pipes: colours only when the console itself is a terminal.
const colour = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : { ...process.env, NO_COLOR: '1' };

/** Runs a command; its output goes line by line to the console with a prefix, or to a log file. */
function run(name, command, args, { log } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: colour });
    const file = log ? createWriteStream(log) : null;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        if (file) return void file.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest.trim() && !file && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code) => {
      file?.end();
      resolve(code ?? 1);
    });
  });
}

const vitest = (name, projectArgs) => [
  'npx',
  ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/${name}.json`, ...extra],
];

const jobs = {
  types: () => run('types', 'npx', ['tsc', '--noEmit']),
  unit: () => run('unit', ...vitest('unit', ['--project=!e2e'])),
  e2e: async () => {
    const started = Date.now();
    const built = await run('build', 'npm', ['run', 'build', '--silent'], { log: `${RESULTS}/build.log` });
    console.log(`[build] ${built === 0 ? 'built' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s (log: ${RESULTS}/build.log)`);
    if (built !== 0) return built;
    return run('e2e', ...vitest('e2e', ['--project=e2e']));
  },
};

const started = Date.now();
const results = await Promise.all(
  Object.entries(jobs).map(async ([name, job]) => {
    const code = await job();
    return { name, code, seconds: (Date.now() - started) / 1000 };
  }),
);

console.log('\nJobs (started together; seconds until each ended):');
for (const { name, code, seconds } of results) console.log(`  ${name.padEnd(6)} ${code === 0 ? 'passed' : 'FAILED'}  ${seconds.toFixed(0)} s`);
const testsPassed = summarize([`${RESULTS}/unit.json`, `${RESULTS}/e2e.json`]);
process.exit(results.every((result) => result.code === 0) && testsPassed ? 0 : 1);
