import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where `vite` (dev) forwards API calls: the StudyAtlas server started with `npm run dev:server`. */
const apiTarget = process.env.STUDYATLAS_API ?? 'http://localhost:8080';

/**
 * A third-party React app using `@studyatlas/react`. Builds from the workspace sources (`source`
 * condition) like the portal; served by `studyatlas serve` at /react-app/.
 */
export default defineConfig({
  root,
  base: '/react-app/',
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // One React for the app and the SDK packages (the workspaces pin their own copy).
    dedupe: ['react', 'react-dom'],
  },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true },
  server: {
    proxy: Object.fromEntries(['/api', '/authtoken', '/dev'].map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
});
