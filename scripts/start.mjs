// `npm start`: one short line per step (installed, build, database), then the server and its banner.
// Plain JavaScript so that it can say "run npm install" before anything is installed; the steps
// themselves are TypeScript (scripts/start.ts), loaded through tsx once it is there.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');
const started = performance.now();

if (!existsSync(installed) || !existsSync(path.join(root, 'node_modules', 'tsx'))) {
  console.error('✗ Dependencies are not installed: run `npm install` first, then `npm start`.');
  process.exit(1);
}
const stale = existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000;
const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
console.log(stale ? `! ${'Dependencies installed'.padEnd(28)} ${took} (package-lock.json is newer: run \`npm install\` if the build fails)` : `✓ ${'Dependencies installed'.padEnd(28)} ${took}`);

const { register } = await import('tsx/esm/api');
register();
await import('./start.ts');
