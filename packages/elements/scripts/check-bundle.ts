/**
 * Checks the script-tag bundle: exactly one copy of `@studyatlas/core` (every element must share the
 * same stores) and of each bundled package, and reports its size. Run by the elements build
 * (vite.config.ts), or by hand after a build:
 *   node --import tsx packages/elements/scripts/check-bundle.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** A message that exists once in core's message catalogue; two copies of core mean two of it. */
export const CORE_MARKER = 'Api is not running.';

export const BUNDLE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/browser/studyatlas.js');

export interface BundleReport {
  bytes: number;
  gzipBytes: number;
  coreCopies: number;
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

/** Raw and gzipped size of some code. */
export function sizeOf(code: string): { bytes: number; gzipBytes: number } {
  const buffer = Buffer.from(code);
  return { bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: 9 }).length };
}

export function checkBundleText(code: string): BundleReport {
  const coreCopies = occurrences(code, CORE_MARKER);
  if (coreCopies !== 1) throw new Error(`The bundle holds ${coreCopies} copies of @studyatlas/core ("${CORE_MARKER}"); expected exactly 1.`);
  return { ...sizeOf(code), coreCopies };
}

/**
 * Packages bundled from more than one directory (e.g. two Reacts, or core from both its sources and
 * its dist), from the module ids of the bundle.
 */
export function duplicatePackages(moduleIds: readonly string[]): string[] {
  const directories = new Map<string, Set<string>>();
  const add = (name: string, directory: string) => directories.set(name, (directories.get(name) ?? new Set()).add(directory));
  for (const raw of moduleIds) {
    const id = raw.replace(/\\/g, '/').replace(/^\0/, '').replace(/\?.*$/, '');
    // The last node_modules segment names the package: …/node_modules/<name>/… or …/node_modules/@scope/<name>/…
    const installed = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
    if (installed) {
      add(installed[2]!, installed[1]!);
      continue;
    }
    // A workspace package, from its sources or its build: …/packages/<name>/(src|dist)/…
    const workspace = /^(.*\/(packages\/[^/]+))\/(src|dist)\//.exec(id);
    if (workspace) add(workspace[2]!, `${workspace[1]}/${workspace[3]}`);
  }
  return [...directories].filter(([, where]) => where.size > 1).map(([name, where]) => `${name}: ${[...where].join(', ')}`);
}

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const report = checkBundleText(readFileSync(BUNDLE_FILE, 'utf8'));
  console.log(`studyatlas.js: ${formatKb(report.bytes)}, ${formatKb(report.gzipBytes)} gzip, core ×${report.coreCopies}`);
}
