import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { allCalls } from '@studyatlas/core/contracts';
import { esbuildBrowserSlimming, INERT_ZOD, stripDescriptions, stripSchemas } from '../scripts/browser-slimming.js';

/** What the browser needs of a call: everything but its schemas and its summary. */
const descriptor = ({ id, area, method, path, aliases, publicPath, auth, bodyType, status }: (typeof allCalls)[number]) =>
  ({ id, area, method, path, aliases, publicPath, auth, bodyType, status });
const byId = (calls: typeof allCalls) => calls.map(descriptor).sort((a, b) => a.id.localeCompare(b.id));

describe('stripDescriptions (script-tag bundle)', () => {
  it('drops the prose of an element spec (descriptions, type names, parts) and keeps what define.ts reads', () => {
    const code = [
      "import type { PartSpec } from './spec.js';",
      "export const rowParts: readonly PartSpec[] = [...shared, { name: 'row', description: 'A row.' }];",
      'export const spec = elementSpec({',
      "  tag: 'sa-x',",
      "  description: 'A widget.',",
      "  props: { country: { type: 'string', description: `Preset ${'country'}` }, level: { type: 'number', description: 'Level ' + \"of headings\" } },",
      "  events: { 'sa-done': { description: ('Done.'), detail: '{ id: number }' } },",
      "  parts: [...rowParts, { name: 'cell', description: 'A cell.' }],",
      "  count: { type: 'json', tsType: 'string[]', description: 'Items.', attribute: 'n' },",
      "  styles: [sheet],",
      '});',
    ].join('\n');
    const stripped = stripDescriptions(code)!.code;
    expect(stripped).toContain("tag: 'sa-x'");
    expect(stripped).toContain('rowParts: readonly PartSpec[] = [];');
    expect(stripped).toMatch(/level: \{ type: 'number', *\}/);
    expect(stripped).toMatch(/'sa-done': \{ *\}/);
    expect(stripped).toMatch(/count: \{ type: 'json', *attribute: 'n' \}/);
    expect(stripped).toContain('styles: [sheet]');
    expect(stripped).not.toMatch(/parts:|tsType|detail|A widget|of headings|Done\.|A row|A cell|Items|number \}/);
    // A template with substitutions is code, not prose: left alone.
    expect(stripped).toContain("description: `Preset ${'country'}`");
    // Still a valid module: the spec object parses to the same tag, props' types and events' names.
    const spec = new Function('elementSpec', 'shared', 'sheet', `${stripped.replace(/^import.*$/m, '').replace(/export /g, '').replace(/: readonly PartSpec\[\]/, '')}; return spec;`)(
      (value: unknown) => value,
      [],
      'css',
    ) as { tag: string; props: Record<string, { type: string }>; events: Record<string, unknown>; parts?: unknown; description?: unknown };
    expect(spec.tag).toBe('sa-x');
    expect(Object.keys(spec.props)).toEqual(['country', 'level']);
    expect(Object.keys(spec.events)).toEqual(['sa-done']);
    expect(spec.parts).toBeUndefined();
    expect(spec.description).toBeUndefined();
  });

  it('leaves modules without description strings untouched', () => {
    expect(stripDescriptions('export const a = { name: 1 };')).toBeNull();
    expect(stripDescriptions('const description = "x"; call({ description });')).toBeNull();
    // An event's detail object is code: only string-valued spec properties are prose.
    expect(stripDescriptions("dispatch(new CustomEvent(name, { detail: { id }, bubbles: true })); const parts = 1;")).toBeNull();
  });
});

describe('stripSchemas (script-tag bundle)', () => {
  it('turns every schema expression into z.unknown and keeps the call descriptors', () => {
    const code = [
      "import * as z from 'zod/mini';",
      'const id = () => z.optional(z.pipe(z.string().check(z.regex(/^\\d+$/)), z.transform(Number)));',
      'export const Row = z.object({ id: z.number(), name: z.string() });',
      'export type Row = z.infer<typeof Row>;',
      "export const get = defineCall({ id: 'Get', summary: 'Gets ' + 'an x.', path: '/api/x', auth: 'none', query: z.object({ id: id() }), reply: Row });",
    ].join('\n');
    const stripped = stripSchemas(code)!.code;
    expect(stripped).toContain('const id = () => z.unknown;');
    expect(stripped).toContain('export const Row = z.unknown;');
    expect(stripped).toContain('z.infer<typeof Row>');
    expect(stripped).toContain("defineCall({ id: 'Get', summary: '', path: '/api/x', auth: 'none', query: z.unknown, reply: Row })");
    expect(stripped).not.toMatch(/z\.object|z\.string|regex|an x/);
  });

  it('leaves every contract of core with the same ids, methods, paths and auth as the real schemas', async () => {
    const bundled = await build({
      entryPoints: [new URL('../../core/src/contracts/index.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
      plugins: [
        {
          name: 'slimming',
          setup(plugin) {
            plugin.onResolve({ filter: /^zod\/mini$/ }, () => ({ path: INERT_ZOD }));
            plugin.onLoad({ filter: /contracts\/[\w-]+\.ts$/ }, async (args) => {
              const code = await readFile(args.path, 'utf8');
              if (args.path === INERT_ZOD) return { contents: code, loader: 'ts' };
              return { contents: stripSchemas(code, args.path)?.code ?? code, loader: 'ts' };
            });
          },
        },
      ],
    });
    const text = bundled.outputFiles[0]!.text;
    expect(text).not.toMatch(/ZodMini|\$ZodType/);
    const slim = (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`)) as { allCalls: typeof allCalls };
    expect(byId(slim.allCalls)).toEqual(byId(allCalls));
  });
});

describe("@studyatlas/core's browser build (dist/browser, the `browser` export condition)", () => {
  const coreSource = fileURLToPath(new URL('../../core/src', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file));

  it('keeps every call with the same id, method, paths and auth, and imports no zod', async () => {
    // As tsup.config.ts builds it: module by module (no bundling), with the same plugin. Written
    // inside the repository so the dependencies (nanostores, ofetch) resolve when imported.
    const cache = fileURLToPath(new URL('../../../node_modules/.cache', import.meta.url));
    mkdirSync(cache, { recursive: true });
    const outdir = mkdtempSync(path.join(cache, 'core-browser-'));
    try {
      await build({
        entryPoints: sources(coreSource),
        outbase: coreSource,
        outdir,
        bundle: false,
        format: 'esm',
        platform: 'neutral',
        target: 'es2022',
        logLevel: 'silent',
        plugins: [esbuildBrowserSlimming()],
      });
      const built = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
      expect(built.length).toBeGreaterThan(50);
      for (const file of built) expect(readFileSync(path.join(outdir, file), 'utf8'), file).not.toMatch(/from\s*["']zod|import\(["']zod/);
      const contracts = readFileSync(path.join(outdir, 'contracts/courses.js'), 'utf8');
      expect(contracts).toContain('from "./inert-zod.js"');
      expect(contracts).not.toMatch(/z\.object|z\.string/);

      const slim = (await import(pathToFileURL(path.join(outdir, 'index.js')).href)) as { allCalls: typeof allCalls };
      expect(slim.allCalls.length).toBe(allCalls.length);
      expect(byId(slim.allCalls)).toEqual(byId(allCalls));
      // The real build's summaries stay for the server's OpenAPI document; the browser's are empty.
      expect(allCalls.every((call) => call.summary.length > 0)).toBe(true);
      expect(slim.allCalls.every((call) => call.summary === '')).toBe(true);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
