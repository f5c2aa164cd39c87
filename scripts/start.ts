import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStep } from './steps.js';

/*
 * The steps of `npm start` after the install check (scripts/start.mjs): the build, quiet (its whole
 * output in logs/build.log; `--verbose` or VERBOSE=1 shows it), the database's migrations, then the
 * server, which loads the reference and demo data (a line each) and prints its banner.
 * `--build-only` stops after the build.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const verbose = argv.includes('--verbose') || process.env.VERBOSE === '1';
const cli = path.join(root, 'packages/server/dist/cli.js');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = await runStep({
  title: 'Build',
  command: npm,
  args: ['run', 'build', '--silent'],
  cwd: root,
  logFile: path.join(root, 'logs/build.log'),
  verbose,
});
if (!build.ok) process.exit(build.exitCode);
if (argv.includes('--build-only')) process.exit(0);

const database = await runStep({
  title: 'Database',
  command: process.execPath,
  args: [cli, 'migrate'],
  cwd: root,
  logFile: path.join(root, 'logs/migrate.log'),
  verbose,
  // 'Applied 24 migrations (0001_accounts, …) to data/studyatlas.sqlite in 1.4 s.' without the list.
  summary: (line) => line.replace(/ \([^)]*\) to /, ' to '),
});
if (!database.ok) process.exit(database.exitCode);

// The server: its own lines (reference data, demo data) and the banner; Ctrl-C stops it.
const server = spawn(process.execPath, [cli, 'serve', '--dev-mailbox'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('close', (code) => process.exit(code ?? 0));
