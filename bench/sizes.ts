/** Download sizes: the script-tag bundle (and what <sa-course-search> needs), the portal, @studyatlas/core. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { allCalls } from '@studyatlas/core/contracts';
import { DEFAULT_LOCALE, LOCALES } from '@studyatlas/core';
import { check } from './budgets.js';
import { kb } from './measure.js';

const root = path.resolve(import.meta.dirname, '..');
/**
 * `<sa-workspace>`'s budget: its figure when it was first measured, rounded up (docs/performance.md).
 * 121 → 124 with the conversation and the enquiries (120.0 → 123.2 KB): their screens, the thread,
 * the message form and the rich text editor load lazily (chunks of their own, Tiptap 124 KB only when
 * an editor shows), but the shadow root adopts the compose kit's sheet up front (1.2 KB: a custom
 * element adopts its area's sheets on definition), and the header's Enquiries section and badges,
 * the inbox row's reply count, the routes and the new calls' client functions come with the area.
 * 124 → 125 with issue 27's catalogue, Embed and Import and export sections (123.3 → 124.3 KB): their
 * pages are lazy chunks (catalogue 1.2 + course 4.5, Embed 3.1, Import 1.7 KB), but the header's
 * three links, the routes, the section switch and the header's words come with the area.
 * Kept at 125 with the profile, campuses and listings (132.0 → 124.0 KB): the routes' listing kinds
 * sit apart from the listings' rules (which had pulled the catalogue's rules and words up front), and
 * the kits' sheets of lazy screens (crop, pin map, compose kit) are adopted when the kit renders
 * (elements/src/late-sheets.tsx), not with the area.
 * Kept at 125 with issue 28's languages (127.3 → 120.9 KB): the primitives' sheets adopted when the
 * primitive renders (elements/src/primitive-sheets.ts), the compare store and words out of the
 * compare-kit chunk, the staff and keys pages lazy chunks.
 */
const WORKSPACE_RATCHET_KB = 125;
/** A locale's chunks (its words and month names): the largest, Arabic, when first measured (38 + 3 KB), rounded up. */
const LOCALE_RATCHET_KB = 45;
/**
 * The script-tag bundle's words of every area of a locale together, an area a chunk (each its own gzip
 * stream, so about 60 % more than one chunk): the largest, Hindi, when first measured (57.8 KB), rounded up.
 */
const SDK_EVERY_AREA_RATCHET_KB = 60;

export function sizeOf(file: string) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

/**
 * The chunks some scripts load (static `import … from "./x.js"`, transitively) and the ones they may
 * load later (dynamic `import("./x.js")`, e.g. the map's Leaflet or another element's area).
 */
function chunksOf(dir: string, roots: readonly string[]): { eager: string[]; lazy: string[] } {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string) => {
    if (eager.has(file) || !existsSync(path.join(dir, file))) return;
    eager.add(file);
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/(?:from\s*|import\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)) visit(m[1]!);
    for (const m of text.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) lazy.add(m[1]!);
  };
  for (const root of roots) visit(root);
  return { eager: [...eager], lazy: [...lazy].filter((f) => !eager.has(f)) };
}

/**
 * The chunk the loader imports on first render of an element (define's lazy component):
 * `tag:`sa-x`,component:yt(()=>import(`./chunk.js`)…` or `component:Name` with
 * `Name=yt(()=>import(`./chunk.js`)…`. Undefined when the element is not lazy (or not found).
 */
function lazyChunkOf(entryText: string, tag: string): string | undefined {
  const q = '["\'`]';
  const lazyCall = `[\\w$]+\\(\\(\\)=>import\\(${q}\\./([^"'\`]+\\.js)${q}`;
  const at = new RegExp(`tag:\\s*${q}${tag}${q}\\s*,\\s*component:\\s*(?:${lazyCall}|([\\w$]+))`).exec(entryText);
  if (!at) return undefined;
  if (at[1]) return at[1];
  const named = new RegExp(`[,;\\s]${at[2]!.replace(/\$/g, '\\$')}=${lazyCall}`).exec(entryText);
  return named?.[1];
}

/**
 * Prints what a page with one element downloads: the loader, the element's definition (when defined
 * on sight), its area chunk and their static imports (its lazy chunks listed apart); returns the
 * gzip total, or null when the bundle does not define the element.
 */
function elementFigure(sdkDir: string, entry: string, loaderFiles: readonly string[], tag: string): number | null {
  const read = (f: string) => readFileSync(path.join(sdkDir, f), 'utf8');
  const defines = (text: string) => new RegExp(`tag:\\s*["'\`]${tag}["'\`]`).test(text);
  // The element's definition is in the loader (defined up front) or in a chunk the loader imports on
  // sight of the tag (define-on-sight.ts): that chunk loads first, then the element's area chunk.
  const loader = chunksOf(sdkDir, [entry]);
  const loaderText = loader.eager.map(read).join('\n');
  const specChunk = defines(loaderText) ? undefined : loader.lazy.find((f) => defines(read(f)));
  if (!defines(loaderText) && !specChunk) {
    console.log(`  <${tag}> is not in the script-tag bundle`);
    return null;
  }
  const areaChunk = lazyChunkOf(specChunk ? read(specChunk) : loaderText, tag);
  const { eager, lazy } = chunksOf(sdkDir, [entry, ...(specChunk ? [specChunk] : []), ...(areaChunk ? [areaChunk] : [])]);
  const gzipOf = (files: readonly string[]) => files.reduce((sum, f) => sum + sizeOf(path.join(sdkDir, f)).gzip, 0);
  const gzip = gzipOf(eager);
  const own = gzipOf(eager.filter((f) => !loaderFiles.includes(f)));
  const later = lazy.length ? `; loaded later, not counted: ${lazy.map((f) => `${f} ${kb(sizeOf(path.join(sdkDir, f)).gzip)}`).join(', ')}` : '';
  const definition = specChunk ? `its definition on sight ${specChunk}, ` : '';
  console.log(`  <${tag}> on a partner page (loader, ${definition}its area chunk ${areaChunk ?? '— not found'} and their static imports): ${kb(gzip)} gzip, ${kb(own)} of it beside the loader\n    (${eager.join(', ')}${later})`);
  return gzip;
}

/**
 * A page in a language other than English: each locale's chunks (gzip), and the ICU runtime the first
 * translation brings. The portal (like any React app of the npm packages) loads a locale whole: its
 * words and its month names, two chunks named after the locale, under the ratchet. The script-tag bundle
 * loads a locale area by area (core's `loadWordsByArea`), so a partner page loads its widgets' words only
 * (bench/words.ts counts them per page); every area's chunks together are reported under a ratchet of
 * their own.
 */
function localeFigures(sdkDir: string, loaderFiles: readonly string[], files: readonly string[], portalAssets: string): void {
  const gzipOf = (dir: string, names: readonly string[]) => names.reduce((sum, f) => sum + sizeOf(path.join(dir, f)).gzip, 0);
  // With the first translation: the ICU runtime and what loads a locale (load-translation.ts), never on an English page.
  const icu = files.filter((f) => /^(icu|load-translation)-[A-Za-z0-9_-]{8}\.js$/.test(f));
  const icuGzip = gzipOf(sdkDir, chunksOf(sdkDir, icu).eager.filter((f) => !loaderFiles.includes(f)));
  const portalFiles = readdirSync(portalAssets).filter((f) => f.endsWith('.js'));
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const portal = portalFiles.filter((f) => new RegExp(`^${locale}-[A-Za-z0-9_-]{8}\\.js$`).test(f));
    // The locale's list of areas (`<locale>-by-area-…`) and every area's words (`words-<locale>-<area>-…`).
    const sdkAreas = files.filter((f) => f.startsWith(`words-${locale}-`) || f.startsWith(`${locale}-by-area-`));
    if (portal.length === 0 || sdkAreas.length === 0) {
      console.log(`  locale ${locale}: its chunks were not found`);
      continue;
    }
    const portalGzip = gzipOf(portalAssets, portal);
    const sdkGzip = gzipOf(sdkDir, sdkAreas);
    console.log(`  locale ${locale.padEnd(5)} a portal page: ${kb(portalGzip)} gzip (${portal.join(', ')}); the script-tag bundle, every area's words: ${kb(sdkGzip)} gzip in ${sdkAreas.length} chunks`);
    check(`a portal page in ${locale}: its locale's chunks (words and month names; gzip, ratchet)`, portalGzip, LOCALE_RATCHET_KB * 1024, kb(portalGzip));
    check(`the script-tag bundle's ${locale}, every area's words together (no page loads them all; gzip, ratchet)`, sdkGzip, SDK_EVERY_AREA_RATCHET_KB * 1024, kb(sdkGzip));
  }
  console.log(`  ICU MessageFormat runtime and the locale loader, with the first translation: ${kb(icuGzip)} gzip (${icu.join(', ') || 'not found'})`);
}

export async function sizeFigures() {
  console.log('\nSizes:');
  const sdkDir = path.join(root, 'packages/elements/dist/browser');
  const files = readdirSync(sdkDir).filter((f) => f.endsWith('.js'));
  let sdkGzip = 0;
  for (const file of files) {
    const s = sizeOf(path.join(sdkDir, file));
    sdkGzip += s.gzip;
    console.log(`  sdk ${file.padEnd(30)} ${kb(s.raw)} raw, ${kb(s.gzip)} gzip, ${kb(s.brotli)} brotli`);
  }
  // Every area loads on its element's first render: the whole bundle is reported, not budgeted.
  console.log(`  sdk, every chunk together: ${kb(sdkGzip)} gzip`);
  // The loader is studyatlas.js and the chunks it imports statically: what a page downloads before any element renders.
  const loaderFiles = chunksOf(sdkDir, ['studyatlas.js']).eager;
  const loaderGzip = loaderFiles.reduce((sum, f) => sum + sizeOf(path.join(sdkDir, f)).gzip, 0);
  console.log(`  script-tag loader: ${kb(loaderGzip)} gzip (${loaderFiles.join(', ')})`);
  check('script-tag loader studyatlas.js and its static imports (React, core, provider, element definitions; gzip)', loaderGzip, 75 * 1024, kb(loaderGzip));

  // <sa-course-search> and <sa-apply> (budgeted), the other member widgets (reported): the loader plus the chunks the element pulls in.
  const entry = files.find((f) => !/-[A-Za-z0-9_-]{8}\.js$/.test(f)) ?? files[0];
  if (!entry) console.log('  no script-tag bundle found');
  else {
    const course = elementFigure(sdkDir, entry, loaderFiles, 'sa-course-search');
    if (course) check('<sa-course-search> JavaScript on a partner page (gzip, target 100 KB)', course, 100 * 1024, kb(course));
    elementFigure(sdkDir, entry, loaderFiles, 'sa-profile');
    // The wizard: its own steps, the profile's sections (B, E, W, P) and the questionnaire (AD).
    const apply = elementFigure(sdkDir, entry, loaderFiles, 'sa-apply');
    if (apply) check('<sa-apply> (the application wizard) JavaScript on a partner page (gzip, ratchet)', apply, 140 * 1024, kb(apply));
    elementFigure(sdkDir, entry, loaderFiles, 'sa-applications');
    elementFigure(sdkDir, entry, loaderFiles, 'sa-questionnaire');
    // Messaging: the inbox (the rich text editor is a lazy chunk of its own, listed apart), and the header badge alone.
    elementFigure(sdkDir, entry, loaderFiles, 'sa-messages');
    elementFigure(sdkDir, entry, loaderFiles, 'sa-unread-count');
    // The partner workspace on an institution's intranet page (issue 26): a ratchet at its first figure.
    const workspace = elementFigure(sdkDir, entry, loaderFiles, 'sa-workspace');
    if (workspace) check('<sa-workspace> (the partner workspace) JavaScript on an intranet page (gzip, ratchet)', workspace, WORKSPACE_RATCHET_KB * 1024, kb(workspace));
  }
    // Languages (issue 28): what a page in another language loads once, beside its widgets — the
    // locale's words and its month names (two chunks named after the locale), and with the first
    // translation the ICU MessageFormat runtime. English loads none of it (the budgets above are English).
    localeFigures(sdkDir, loaderFiles, files, path.join(root, 'examples/portal/dist/assets'));

  const assets = path.join(root, 'examples/portal/dist/assets');
  let portalGzip = 0;
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) portalGzip += sizeOf(path.join(assets, file)).gzip;
  console.log(`  portal JavaScript, every chunk together ${kb(portalGzip)} gzip`);
  // What the dashboard (any first visit) loads before a route's own chunk: index.html's script and its preloads.
  const indexHtml = readFileSync(path.join(root, 'examples/portal/dist/index.html'), 'utf8');
  const firstLoad = [...indexHtml.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const firstGzip = firstLoad.reduce((sum, file) => sum + sizeOf(path.join(assets, file)).gzip, 0);
  console.log(`  portal JavaScript a first visit loads (index.html's script and preloads, ${firstLoad.length} files) ${kb(firstGzip)} gzip`);

  // Split as an app's bundler splits it: the locales' words and month names and the ICU runtime are
  // chunks loaded when a page turns to another language (reported above), not part of the package's figure.
  const core = await build({
    entryPoints: [path.join(root, 'packages/core/src/index.ts')],
    bundle: true,
    splitting: true,
    outdir: path.join(root, 'bench/.core-size'),
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    conditions: ['source'],
    metafile: true,
  });
  const classicZod = Object.keys(core.metafile.inputs).filter((file) => file.includes('zod/v4/classic')).length;
  check('classic zod modules in @studyatlas/core', classicZod, 0, String(classicZod));
  const outputs = core.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'packages/core/src/index.ts')!;
  const eager = new Set<string>();
  const visit = (file: string) => {
    if (eager.has(file)) return;
    eager.add(file);
    for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entryOutput);
  const bytesOf = (file: string) => core.outputFiles.find((output) => path.relative(root, output.path) === file)!.contents;
  const coreBytes = Buffer.concat([...eager].map(bytesOf));
  const coreGzip = gzipSync(coreBytes, { level: 9 }).length;
  console.log(`  @studyatlas/core (whole, minified, without the chunks loaded for another language) ${kb(coreBytes.length)} raw, ${kb(coreGzip)} gzip`);
  // The whole package grows with its calls (what a page downloads is the element figures above, and an
  // app's bundler keeps only what it imports). Budget: 0.6 KB gzip per call — the discovery side's
  // figure when it was measured per area (47.9 KB for 80 calls in 12 areas, 4 KB per area); the
  // profile alone has 38 calls, so a per-area budget no longer says anything.
  const calls = allCalls.length;
  check(`@studyatlas/core gzip, every area's contracts (zod/mini, not classic zod), 0.6 KB per call (${calls} calls)`, coreGzip, Math.round(calls * 0.6 * 1024), kb(coreGzip));
}
