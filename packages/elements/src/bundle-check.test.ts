import { describe, expect, it } from 'vitest';
import { CORE_MARKER, checkBundleText, duplicatePackages } from '../scripts/check-bundle.js';

describe('the script-tag bundle check', () => {
  it('accepts exactly one copy of core and reports the sizes', () => {
    const report = checkBundleText(`const a = "${CORE_MARKER}";`);
    expect(report.coreCopies).toBe(1);
    expect(report.bytes).toBeGreaterThan(0);
    expect(report.gzipBytes).toBeGreaterThan(0);
  });

  it('rejects no copy or two copies of core', () => {
    expect(() => checkBundleText('const a = 1;')).toThrow('0 copies of @studyatlas/core');
    expect(() => checkBundleText(`"${CORE_MARKER}" + "${CORE_MARKER}"`)).toThrow('2 copies of @studyatlas/core');
  });

  it('finds packages bundled from two directories', () => {
    expect(
      duplicatePackages([
        '/repo/node_modules/react/index.js',
        '/repo/node_modules/react/cjs/react.production.js',
        '/repo/packages/react/src/index.ts',
        '/repo/packages/core/src/index.ts',
        '/repo/node_modules/@nanostores/react/index.js',
      ]),
    ).toEqual([]);
    expect(
      duplicatePackages([
        '/repo/node_modules/react/index.js',
        '/repo/packages/react/node_modules/react/index.js',
        '/repo/packages/core/src/index.ts',
        '/repo/node_modules/@studyatlas/core/dist/index.js',
        '/repo/packages/core/dist/index.js',
      ]),
    ).toEqual(['react: /repo/node_modules/react, /repo/packages/react/node_modules/react', 'packages/core: /repo/packages/core/src, /repo/packages/core/dist']);
  });
});
