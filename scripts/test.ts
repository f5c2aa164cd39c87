// `npm test`: the whole suite in three lanes side by side, so both cores stay busy to the end.
//   client  the type check (`npm run typecheck`: TypeScript 7's native compiler), then the client
//           packages' unit suites (the projects react, elements and ssr: jsdom and server-side
//           rendering, from the sources)
//   server  the repository's own checks (the repo project: layers, one form idiom, no hand-written
//           load effect), then the Vitest projects core and server (SQLite and PostgreSQL), from the
//           sources
//   e2e     the build, then the browser journeys against the built portal and bundles (one at a time:
//           they share one portal and one Chromium)
// Each lane's lines are prefixed with its name; the build is a quiet step as in `npm start` (its whole
// log in test-results/build.log, its last lines shown when it fails).
// At the end: each lane's time, the slowest test files and 'Tests: N passed, N failed, N skipped'.
// Arguments go to every Vitest run (e.g. `npm test -- -t "signs in" --passWithNoTests`).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { runStep } from './steps.js';
// @ts-expect-error -- plain JavaScript, also run on its own by hand (node scripts/test-summary.mjs)
import { summarize } from './test-summary.mjs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const extra = process.argv.slice(2);
// The jobs write into pipes: colours only when the console itself is a terminal.
const colour = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : { ...process.env, NO_COLOR: '1' };

/** Runs a command; its output goes line by line to the console, each line prefixed with the job's name. */
function run(name: string, command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: colour });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest.trim() && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const vitest = (name: string, projectArgs: readonly string[]): [string, string[]] => [
  'npx',
  ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/${name}.json`, ...extra],
];

// Three lanes on CI's two cores: a unit run gets one worker per lane beside the journeys (more
// workers only stretched every test there), more where there are more cores.
const unitWorkers = `--maxWorkers=${Math.max(1, Math.floor((availableParallelism() - 1) / 2))}`;
const REPORTS = ['repo', 'client', 'server', 'e2e'];

const jobs = {
  client: async () => {
    const typed = await run('client', 'npm', ['run', 'typecheck', '--silent']);
    const units = await run('client', ...vitest('client', ['--project=react', '--project=elements', '--project=ssr', unitWorkers]));
    return typed || units;
  },
  server: async () => {
    const checked = await run('server', ...vitest('repo', ['--project=repo']));
    const units = await run('server', ...vitest('server', ['--project=core', '--project=server', unitWorkers]));
    return checked || units;
  },
  e2e: async () => {
    const built = await runStep({
      title: 'Build',
      command: 'npm',
      args: ['run', 'build', '--silent'],
      // The journeys run JavaScript: no type declarations (the client lane checks the types).
      env: { ...process.env, STUDYATLAS_BUILD_TYPES: '0' },
      logFile: `${RESULTS}/build.log`,
      print: (line) => process.stdout.write(`[build] ${line}\n`),
    });
    return built.ok ? run('e2e', ...vitest('e2e', ['--project=e2e'])) : built.exitCode;
  },
};

const started = Date.now();
const results = await Promise.all(
  Object.entries(jobs).map(async ([name, job]) => {
    const code = await job();
    return { name, code, seconds: (Date.now() - started) / 1000 };
  }),
);

console.log('\nLanes (started together; seconds until each ended):');
for (const { name, code, seconds } of results) console.log(`  ${name.padEnd(6)} ${code === 0 ? 'passed' : 'FAILED'}  ${seconds.toFixed(0)} s`);
const testsPassed: boolean = summarize(REPORTS.map((name) => `${RESULTS}/${name}.json`));
process.exit(results.every((result) => result.code === 0) && testsPassed ? 0 : 1);
