import { describe, expect, it } from 'vitest';
import { bitsetOpsModuleText, compileBitsetOps } from '../../../../../../scripts/build-bitset-wasm.js';
import { readFileSync } from 'node:fs';

describe('bitset-ops-wasm.ts', () => {
  it('is bitset-ops.wat compiled (regenerate with scripts/build-bitset-wasm.ts)', async () => {
    const committed = readFileSync(new URL('./bitset-ops-wasm.ts', import.meta.url), 'utf8');
    expect(committed).toBe(bitsetOpsModuleText(await compileBitsetOps()));
  });
});
