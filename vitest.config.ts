import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * One suite, seven projects. `source` resolves the workspace packages to their TypeScript sources, so
 * tests never need a build (the e2e project alone runs against the built portal and bundle).
 *
 * `isolate: false` (every project but repo): a worker imports the modules once and runs its files one
 * after another with them (re-importing Fastify, React and the server for each file cost minutes of a
 * CI run). Files stay apart by what they make: members of their own and fresh databases. The jsdom
 * projects also share one window per worker: every test ends on an empty page with reset stores
 * (packages/react/test/reset-page.ts).
 */
export default defineConfig({
  // One React: the workspaces pin react 19.2.9 while npm hoisted a peer copy to the root; two copies
  // break hooks ('Cannot read properties of null (reading useState)').
  resolve: { dedupe: ['react', 'react-dom'], conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    projects: [
      // The repository's own checks: the layer rules of every package.
      { extends: true, test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { extends: true, test: { name: 'core', isolate: false, include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          isolate: false,
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['packages/server/src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The global setup starts the real API server: its imports resolve to sources like the server's.
        environments: { __vitest__: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
        test: {
          name: 'react',
          isolate: false,
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.node.test.*'],
          environment: 'jsdom',
          globalSetup: ['packages/react/test/global-setup.ts'],
          setupFiles: ['packages/react/test/setup.ts'],
          testTimeout: 40_000,
        },
      },
      {
        extends: true,
        // Its global setup starts the real API server: its imports resolve to sources like the server's.
        environments: { __vitest__: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
        test: {
          name: 'elements',
          isolate: false,
          include: ['packages/elements/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.node.test.*'],
          environment: 'jsdom',
          // One real API server for every file (a child process, started once).
          globalSetup: ['packages/elements/test/global-setup.ts'],
          // Like the React suite, the elements talk to a real server and load their lazy chunks; a
          // test waits through several of `until`'s 8 s windows, which the 5 s default cut short.
          testTimeout: 40_000,
        },
      },
      // The packages imported and rendered outside a browser (server-side rendering, a Node import, the
      // stylesheets read as text): files named *.node.test.*, each in a fresh Node context.
      {
        extends: true,
        environments: { __vitest__: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
        test: { name: 'ssr', include: ['packages/{react,elements}/src/**/*.node.test.{ts,tsx}'], environment: 'node', testTimeout: 40_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One process runs every journey file in turn and keeps its modules: the portal, its
          // database and Chromium start once for the run (e2e/support/suite.ts), not once per file.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
