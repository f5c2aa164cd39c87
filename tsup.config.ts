import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Options } from 'tsup';
import { esbuildBrowserSlimming } from './packages/elements/scripts/browser-slimming.js';
import { esbuildCssTemplates } from './packages/elements/scripts/css-templates.js';

/**
 * The npm packages (ESM + .d.ts, every dependency left to the consumer's installer) and the server's
 * self-contained CLI. The script-tag bundle and the portal are built by Vite afterwards
 * (see the root "build" script).
 */

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A package's dependencies and peers, matched with their subpaths (`react` and `react/jsx-runtime`). */
function dependenciesOf(dir: string, except: readonly string[] = []): RegExp[] {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as PackageJson;
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
    .filter((name) => !except.includes(name))
    .map((name) => new RegExp(`^${escape(name)}(/|$)`));
}

/**
 * Type declarations take most of the packages' build (the three .d.ts passes, about a minute of CPU);
 * `npm test` builds without them (STUDYATLAS_BUILD_TYPES=0): its journeys run the JavaScript, and
 * `tsc --noEmit` checks the types beside them.
 */
const withTypes = process.env.STUDYATLAS_BUILD_TYPES !== '0';

function library(dir: string, entry: Record<string, string>, dts: Options['dts'] = true): Options {
  return {
    name: dir.replace('packages/', '@studyatlas/'),
    entry: Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, `${dir}/${file}`])),
    outDir: `${dir}/dist`,
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    dts: withTypes ? dts : false,
    sourcemap: true,
    clean: true,
    external: dependenciesOf(dir),
    tsconfig: 'tsconfig.json',
  };
}

/**
 * `@studyatlas/core` and `@studyatlas/react` are published module by module (`bundle: false`): dist/
 * mirrors src/, so an app's bundler skips every module the app does not reach (both packages declare
 * `sideEffects`). In one file per package, what a module leaves at the top level (a call, a property
 * read of a message catalogue) stays in every app: `bench/consumer-size.ts` measured a React app with
 * one login page at 38 KB over React that way and 21 KB module by module. The type declarations stay
 * bundled per entry.
 */
function modules(dir: string, entry: Record<string, string>, onSuccess?: () => Promise<void>): Options {
  return {
    ...library(dir, entry, { entry: Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, `${dir}/${file}`])) }),
    entry: [`${dir}/src/**/*.{ts,tsx}`, `!${dir}/src/**/*.test.{ts,tsx}`],
    bundle: false,
    onSuccess,
  };
}

/**
 * dist/browser/: core again, module by module, with its contracts slimmed as in the script-tag bundle
 * (`esbuildBrowserSlimming`: schemas → `z.unknown`, `zod/mini` → the inert stand-in): what the
 * package's `browser` export condition serves. Browsers never validate with the schemas (the server
 * does), so an app's bundler leaves zod out; Node and the server keep the real schemas (`import`).
 */
function browserModules(dir: string): Options {
  return {
    ...modules(dir, {}),
    outDir: `${dir}/dist/browser`,
    dts: false,
    esbuildPlugins: [esbuildBrowserSlimming()],
  };
}

/** dist/styles.css: the whole stylesheet (`studyAtlasCss`), for hosts that link it (`@studyatlas/react/styles.css`). */
async function writeStylesheet(): Promise<void> {
  const built = pathToFileURL(path.resolve('packages/react/dist/styles/index.js')).href;
  const { studyAtlasCss } = (await import(built)) as { studyAtlasCss: string };
  writeFileSync('packages/react/dist/styles.css', `/* @studyatlas/react: every area's stylesheet (studyAtlasCss). */\n${studyAtlasCss.trim()}\n`);
}

const coreDependencies = Object.keys(
  (JSON.parse(readFileSync('packages/core/package.json', 'utf8')) as PackageJson).dependencies ?? {},
);

export default defineConfig([
  // dist/browser/ is the second build's (run side by side): the first leaves it alone.
  { ...modules('packages/core', { index: 'src/index.ts', 'contracts/index': 'src/contracts/index.ts' }), clean: ['!browser/**'] },
  browserModules('packages/core'),
  // The stylesheets' template literals without their comments and indentation (css-templates.ts).
  { ...modules('packages/react', { index: 'src/index.ts' }, writeStylesheet), esbuildPlugins: [esbuildCssTemplates()] },
  library(
    'packages/elements',
    { index: 'src/index.ts', register: 'src/register.ts' },
    // The element types are generated from the specs by the elements' Vite build (elements.d.ts).
    { banner: '/// <reference path="./elements.d.ts" />' },
  ),
  {
    name: '@studyatlas/server',
    entry: { cli: 'packages/server/src/cli.ts', index: 'packages/server/src/index.ts' },
    outDir: 'packages/server/dist',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: true,
    banner: { js: '#!/usr/bin/env node' },
    // Core (and what core needs) travels inside the CLI; the server's own dependencies are installed.
    noExternal: ['@studyatlas/core', ...coreDependencies],
    external: dependenciesOf('packages/server', ['@studyatlas/core']),
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
    tsconfig: 'tsconfig.json',
  },
]);
