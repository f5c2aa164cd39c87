import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The layer rules' findings on a tree (`cwd`), as `rule: from → to` lines. */
function violations(cwd: string, folders: string[]): string[] {
  let out: string;
  try {
    out = execFileSync(depcruise, [...folders, '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its JSON report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('every package keeps them: no cycle, no area importing another, no shared layer reaching up', () => {
    expect(violations(root, ['packages', 'examples'])).toEqual([]);
  });

  it('report each kind of break in a tree made to break them', () => {
    expect(violations(path.join(root, 'scripts/layers-fixture'), ['packages'])).toEqual([
      'no-cycle: packages/server/src/areas/alpha/service.ts → packages/server/src/areas/beta/queries.ts',
      'react-area-to-area: packages/react/src/areas/alpha/alpha-list.ts → packages/react/src/areas/beta/beta-row.ts',
      'react-shared-layers-reach-down-only: packages/react/src/ui/button/button.ts → packages/react/src/areas/alpha/alpha-list.ts',
      'server-area-to-area: packages/server/src/areas/alpha/service.ts → packages/server/src/areas/beta/queries.ts',
      'server-area-to-area: packages/server/src/areas/beta/queries.ts → packages/server/src/areas/alpha/service.ts',
    ]);
  });
});
