import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserSlimming } from '../packages/elements/scripts/browser-slimming.js';
import { cssTemplates } from '../packages/elements/scripts/css-templates.js';

/** Where `vite` (dev) forwards API calls: the StudyAtlas server started with `npm run dev:server`. */
const apiTarget = process.env.STUDYATLAS_API ?? 'http://localhost:8080';

/**
 * The Vite set-up every example site shares: builds from the workspace sources (`source`
 * condition, so no package build is needed first), one React for the site and the SDK packages,
 * and API calls forwarded to a local server in dev.
 */
export function exampleSite(configUrl: string, base: string): UserConfig {
  return defineConfig({
    root: fileURLToPath(new URL('.', configUrl)),
    base,
    // What browsers never read (contract schemas) is dropped: the portal as the script-tag bundle,
    // the third-party React app as any app installing the npm packages (core's `browser` build).
    plugins: [browserSlimming(), cssTemplates(), react()],
    // The server puts a fresh nonce in place of this on every page it sends, and in the page's CSP
    // (packages/server/src/http/security-headers.ts NONCE_PLACEHOLDER): Vite marks its own tags and
    // writes <meta property="csp-nonce">, from which @studyatlas/react's stylesheets take the nonce.
    html: { cspNonce: 'STUDYATLAS_CSP_NONCE' },
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      dedupe: ['react', 'react-dom'],
    },
    build: {
      outDir: fileURLToPath(new URL('./dist', configUrl)),
      emptyOutDir: true,
      // Routes load their screens lazily (portal/src/routes/lazy-screen.ts). Left alone, what the
      // first page and the routes share scatters into a dozen small chunks: instead, one chunk of what
      // the first page needs, and one of what two or more routes share; each route's own code stays
      // in its chunk.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 2 },
              { name: 'routes-shared', test: /packages\/(react|core)\/src|node_modules/, minShareCount: 2, priority: 1 },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(['/api', '/authtoken', '/dev'].map((path) => [path, { target: apiTarget, changeOrigin: true }])),
    },
  });
}
