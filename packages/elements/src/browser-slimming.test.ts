// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { allCalls } from '@studyatlas/core/contracts';
import { INERT_ZOD, stripDescriptions, stripSchemas } from '../scripts/browser-slimming.js';

describe('stripDescriptions (script-tag bundle)', () => {
  it('empties the prose of an element spec (descriptions, type names, parts) and keeps the rest', () => {
    const code = [
      'export const spec = elementSpec({',
      "  tag: 'sa-x',",
      "  description: 'A widget.',",
      "  props: { country: { type: 'string', description: `Preset ${'country'}` }, level: { type: 'number', description: 'Level ' + \"of headings\" } },",
      "  events: { 'sa-done': { description: ('Done.'), detail: '{ id: number }' } },",
      "  parts: [...shared, { name: 'row', description: 'A row.' }],",
      "  count: { type: 'json', tsType: 'string[]', description: 'Items.' },",
      '});',
    ].join('\n');
    const stripped = stripDescriptions(code)!.code;
    expect(stripped).toContain("tag: 'sa-x'");
    expect(stripped).toContain("type: 'number', description: ''");
    expect(stripped).toContain("description: '', detail: ''");
    expect(stripped).toContain('parts: []');
    expect(stripped).toContain("type: 'json', tsType: '', description: ''");
    expect(stripped).not.toMatch(/A widget|of headings|Done\.|A row|number \}/);
    // A template with substitutions is code, not prose: left alone.
    expect(stripped).toContain("description: `Preset ${'country'}`");
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
      "export const get = defineCall({ id: 'Get', path: '/api/x', auth: 'none', query: z.object({ id: id() }), reply: Row });",
    ].join('\n');
    const stripped = stripSchemas(code)!.code;
    expect(stripped).toContain('const id = () => z.unknown;');
    expect(stripped).toContain('export const Row = z.unknown;');
    expect(stripped).toContain('z.infer<typeof Row>');
    expect(stripped).toContain("defineCall({ id: 'Get', path: '/api/x', auth: 'none', query: z.unknown, reply: Row })");
    expect(stripped).not.toMatch(/z\.object|z\.string|regex/);
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
    const descriptor = ({ id, area, method, path, aliases, publicPath, auth, bodyType, status }: (typeof allCalls)[number]) =>
      ({ id, area, method, path, aliases, publicPath, auth, bodyType, status });
    const byId = (calls: typeof allCalls) => calls.map(descriptor).sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(slim.allCalls)).toEqual(byId(allCalls));
  });
});
