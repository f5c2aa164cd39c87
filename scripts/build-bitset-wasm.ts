/**
 * Compiles the search index's set operations (bitset-ops.wat) and writes them, base64, into
 * bitset-ops-wasm.ts, so the server and its bundled CLI carry them without a build step or a file
 * to find at run time. `bitset-ops.test.ts` fails when the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import wabtInit from 'wabt';

const folder = fileURLToPath(new URL('../packages/server/src/areas/courses/search-index/', import.meta.url));

/** The binary of bitset-ops.wat. */
export async function compileBitsetOps(): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const module = wabt.parseWat('bitset-ops.wat', readFileSync(`${folder}bitset-ops.wat`, 'utf8'), { simd: true });
  try {
    return module.toBinary({}).buffer;
  } finally {
    module.destroy();
  }
}

/** The text of bitset-ops-wasm.ts for a binary. */
export const bitsetOpsModuleText = (binary: Uint8Array): string =>
  `// Generated from bitset-ops.wat by scripts/build-bitset-wasm.ts: do not edit.\n` +
  `export const BITSET_OPS_WASM = '${Buffer.from(binary).toString('base64')}';\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(`${folder}bitset-ops-wasm.ts`, bitsetOpsModuleText(await compileBitsetOps()));
  console.log('wrote bitset-ops-wasm.ts');
}
