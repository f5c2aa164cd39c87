import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The two helpers that wrap React's `lazy` so a chunk's screen waits for its words (docs/i18n.md "Words area by area"). */
const HELPERS = ['packages/react/src/i18n/lazy-with-words.ts', 'packages/elements/src/lazy.ts'];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The lines of `source` that call React's `lazy` directly. */
export const bareLazyCalls = (source: string): number[] =>
  source.split('\n').flatMap((line, index) => (/(^|[^\w.])lazy\(|React\.lazy\(/.test(line) ? [index + 1] : []));

describe('lazy chunks in the packages wait for their words (the script-tag bundle loads them area by area)', () => {
  it('no component of react or elements is made with React’s lazy directly: lazyWithWords or lazyComponent instead', () => {
    const found = [...sources('packages/react/src'), ...sources('packages/elements/src')]
      .filter((file) => !HELPERS.includes(file))
      .flatMap((file) => bareLazyCalls(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });

  it('finds a direct call, and not the helpers’ own names', () => {
    expect(bareLazyCalls("const A = lazy(() => import('./a.js'));\nconst B = React.lazy(load);")).toEqual([1, 2]);
    expect(bareLazyCalls("const A = lazyWithWords(() => import('./a.js'), 'A');\nconst B = lazyComponent(load, 'B');")).toEqual([]);
  });
});
