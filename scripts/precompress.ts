/**
 * Precompresses the built static files that `studyatlas serve` publishes: a Brotli (`.br`, quality 11)
 * and a gzip (`.gz`, level 9) copy beside every text asset of 1 KB or more, kept only when smaller. The
 * server sends them by content negotiation (@fastify/static `preCompressed`), so no request pays for
 * compression. Run by `npm run build` after the Vite builds:
 *   node --import tsx scripts/precompress.ts [DIR...]
 * Without arguments: the portal, the script-tag bundle and the React app example. (The partner page,
 * one small HTML file served from its source folder, is compressed on the fly instead.)
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text formats a browser downloads. */
const COMPRESSIBLE = /\.(m?js|css|html?|svg|json|txt|xml|webmanifest)$/i;
/** Smaller files gain nothing worth a second request path. */
export const MIN_BYTES = 1024;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIRS = ['examples/portal/dist', 'packages/elements/dist/browser', 'examples/react-app/dist'].map((dir) =>
  path.join(repoRoot, dir),
);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` when they are smaller than `file`; removes stale ones otherwise. */
async function precompressFile(file: string, result: PrecompressResult): Promise<void> {
  const source = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  result.files += 1;
  result.bytes += source.length;
  for (const [suffix, data] of [['.br', br], ['.gz', gzipped]] as const) {
    if (data.length < source.length) await writeFile(file + suffix, data);
    else await rm(file + suffix, { force: true });
  }
  result.brotliBytes += Math.min(br.length, source.length);
  result.gzipBytes += Math.min(gzipped.length, source.length);
}

/** Precompresses every compressible file of `dir` (recursively) of at least MIN_BYTES. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    await precompressFile(file, result);
  }
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    const result = await precompressDir(dir);
    console.log(
      `precompressed ${path.relative(repoRoot, dir) || dir}: ${result.files} files, ${kb(result.bytes)} → ${kb(result.brotliBytes)} br, ${kb(result.gzipBytes)} gzip`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  await main(args.length ? args.map((dir) => path.resolve(dir)) : DEFAULT_DIRS);
}
