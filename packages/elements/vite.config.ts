import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { checkBundleText, duplicatePackages, formatKb, sizeOf } from './scripts/check-bundle.js';
import { browserSlimming } from './scripts/browser-slimming.js';
import { cssTemplates } from './scripts/css-templates.js';
import { wordsChunkFileNames } from './scripts/words-chunks.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * After bundling: fail on a second copy of core (or of any package, e.g. React), print the size, and
 * generate custom-elements.json + elements.d.ts from the element specs.
 */
function bundleChecks(): Plugin {
  return {
    name: 'studyatlas:bundle-checks',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Lazy chunks (Leaflet's) are part of the same bundle: one copy of core across all of them.
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const duplicates = duplicatePackages(chunks.flatMap((chunk) => chunk.moduleIds));
      if (duplicates.length) this.error(`Packages bundled more than once:\n  ${duplicates.join('\n  ')}`);
      checkBundleText(chunks.map((chunk) => chunk.code).join('\n'));
      for (const chunk of chunks) {
        const size = sizeOf(chunk.code);
        console.log(`  ${chunk.fileName}: ${formatKb(size.bytes)}, ${formatKb(size.gzipBytes)} gzip${chunk.isEntry ? ' (entry)' : ''}`);
      }
      console.log('  one copy of core across the bundle');
    },
    closeBundle() {
      execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(here, 'scripts/generate-manifest.ts')], {
        stdio: 'inherit',
      });
    },
  };
}

/** The one-script-tag bundle: every element, React included, built from the workspace sources. */
export default defineConfig({
  root: here,
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The workspaces pin React while the root holds another version: bundle exactly one.
    dedupe: ['react', 'react-dom', 'scheduler'],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/browser',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: path.join(here, 'src/studyatlas.ts'),
      formats: ['es'],
      fileName: () => 'studyatlas.js',
    },
    // Library mode keeps ES output readable for re-bundling; this file goes straight to browsers.
    // What the entry shares with the lazy area chunks (React, core, the provider, the dialog) went to
    // eight chunks of their own that every page loads with it: one chunk instead (`$initial`: the
    // modules the entry imports statically), so less glue between chunks and one gzip stream. The
    // entry keeps its strict signature, so no area chunk imports studyatlas.js itself (a page may
    // load it under another URL, e.g. with a query string, which would run it twice).
    // `common`: the few small helpers nearly every area chunk imports (a call's definition and the
    // inert zod stand-in, the stylesheet hook, Link, the form error, field labels, sanitize, the heading
    // level, leave-to-portal) were eight chunks of 0.1–0.4 KB gzip each, each element paying a gzip
    // stream and import glue per chunk; one chunk instead (<sa-course-search> −1.0 KB, the other
    // elements up to −1.5 KB; <sa-refer-friend> and <sa-form-finder>, which use only some, +0.1/+0.3).
    // Only leaf modules belong here: a group takes its modules' imports with it, so a broader rule (the
    // search kit, the form kit) pulled @mantine/form etc. into chunks the sign-in elements then loaded.
    // `search-flow`: likewise the search elements' flow (core's search stores, paging, the filter-data
    // cache, leave-elsewhere), three chunks every search element loads together: one (<sa-course-search>
    // −0.4 KB, <sa-form-finder> +0.4, the others −0.5 to +0.1).
    // Round of 2026-11-26 (docs/performance.md has every element's figure). `common` also takes Button,
    // the Loader and core's contracts/common (Button and Loader left the loader with the lazy login
    // dialog and popups; every element loads them) and the "No records found" sheet (−0.15 for the
    // nine elements that show it, +0.05 for the others). The groups below each capture the exact modules
    // of chunks <sa-course-search> loads together, and only modules whose imports are already claimed
    // above (or by `dates`, which pins core's date formatting to its own chunk so that `compare-kit` and
    // `course-kit` do not take it along):
    // - `form-kit`: @mantine/form with its helpers, the form kit's hook, text and select fields and the
    //   search forms' hook, three chunks (<sa-course-search> and the other search elements −0.6; the
    //   sign-in elements and <sa-refer-friend>, which have no select field, +0.46);
    // - `favourite-toggle`: the toggle and core's favourites (client, store, contract, words), two
    //   chunks (−0.1 to −0.4; <sa-favourites>, which has no toggle, +0.7);
    // - `compare-kit` (core's compare store, rule and words, the course client and contract, the tray)
    //   and `course-kit` (the course words, routes, format and sheets), four chunks into two
    //   (<sa-course-search> −0.42, <sa-course-detail>, which has no tray, +0.42). The compare toggle
    //   left `course-kit` when the course list became lazy (issue 24): it goes with the list and the
    //   detail, so the search form alone loads none of it (<sa-course-search> 100.1 → 99.8 KB). Round
    //   of 2026-11-29 (issue 28's budgets): `compare-kit` keeps only the course client and contract;
    //   the compare store, rule, words and sheet and the tray go with the toggle, the list and the
    //   detail, which show them (the search form shows none: <sa-course-search> 100.4 → 99.5 KB,
    //   <sa-workspace> 126.1 → 124.8, <sa-apply> 118.0 → 116.7, <sa-messages> 120.9 → 119.6);
    // - `choice-fields`: the date input and the radio group (−0.2 for the elements with both;
    //   <sa-institution-search>/<sa-institution-detail>, which have no date input, +0.54);
    // - `query` (@nanostores/query, core's shared query stores): `use-query` took them from
    //   `favourite-toggle`, whose favourites store imports them, so every element with a query loaded the
    //   favourites' client, store, words and toggle too. With the course elements adopting the toggles'
    //   sheets when a toggle renders (elements/src/areas/courses/styles.ts `lateSheets`), the search form
    //   loads no favourites code (<sa-course-search> 100.4 → 97.9 KB, <sa-apply> 117.5 → 115.2,
    //   <sa-workspace> 121.8 → 119.7, <sa-messages> 120.4 → 118.1, <sa-applications> and
    //   <sa-questionnaire> −2.2 to −2.3; <sa-profile>, which shows toggles, one chunk more: +0.2).
    rolldownOptions: {
      output: {
        chunkFileNames: wordsChunkFileNames('[name]-[hash].js'),
        minify: true,
        comments: { annotation: false },
        codeSplitting: {
          groups: [
            { name: 'loader', tags: ['$initial'], priority: 2 },
            {
              name: 'common',
              test: /packages[\\/](core[\\/]src[\\/](contracts[\\/](define|inert-zod|common)|format[\\/]sanitize)|react[\\/]src[\\/](styles[\\/](use-stylesheet|no-records\.css)|navigation[\\/]link|ui[\\/](form-error[\\/]form-error|internal[\\/]labels|button[\\/]button|loader[\\/](loader|use-loader)))|elements[\\/]src[\\/](heading-level|leave-to-portal))\.tsx?$/,
              priority: 1,
            },
            {
              name: 'search-flow',
              test: /packages[\\/](core[\\/]src[\\/](stores[\\/](filter-data-cache|search-flow|search-view)|format[\\/]paging|rules[\\/]paging)|react[\\/]src[\\/]navigation[\\/]leave-elsewhere)\.ts$/,
              priority: 1,
            },
            {
              name: 'form-kit',
              test: /(node_modules[\\/](@mantine[\\/]form|klona|fast-deep-equal)[\\/]|packages[\\/]react[\\/]src[\\/](form-kit[\\/](api-errors|paths|messages|focus|rule|use-sa-form|form-text-field|form-select-field)|ui[\\/](input[\\/]input|text-field[\\/](field|text-field)|select-field[\\/]select-field)|kits[\\/]find[\\/]use-search-form)\.tsx?$)/,
              priority: 1,
            },
            {
              name: 'query',
              test: /(node_modules[\\/](@nanostores[\\/]query|nanoevents)[\\/]|packages[\\/]core[\\/]src[\\/]stores[\\/]shared-query\.ts$)/,
              priority: 1,
            },
            {
              name: 'favourite-toggle',
              test: /packages[\\/](core[\\/]src[\\/](messages|contracts|stores|client)[\\/]favourites|react[\\/]src[\\/]kits[\\/]favourite-toggle[\\/][\w.-]+)\.tsx?$/,
              priority: 1,
            },
            { name: 'dates', test: /packages[\\/]core[\\/]src[\\/]format[\\/]dates\.ts$/, priority: 1 },
            {
              name: 'compare-kit',
              test: /packages[\\/]core[\\/]src[\\/](contracts|client)[\\/]courses\.ts$/,
              priority: 1,
            },
            {
              name: 'course-kit',
              test: /packages[\\/](core[\\/]src[\\/]messages[\\/]courses|react[\\/]src[\\/](navigation[\\/]routes[\\/]courses|areas[\\/]courses[\\/](courses\.css|format))|elements[\\/]src[\\/]areas[\\/]courses[\\/]styles)\.tsx?$/,
              priority: 1,
            },
            {
              name: 'choice-fields',
              test: /packages[\\/](core[\\/]src[\\/]rules[\\/]date|react[\\/]src[\\/]ui[\\/](date-input[\\/]date-input|radio-group[\\/]radio-group))\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  plugins: [browserSlimming(), cssTemplates(), bundleChecks()],
});
