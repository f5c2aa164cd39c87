import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startChildServer } from '../../server/src/testing/child-server.js';
import type {} from './provided.js';

/**
 * Starts the suite's real API server (test/api-server.ts) in its own process — not inside Vitest's,
 * whose event loop also serves the workers — and hands what it prints to the tests: its address as
 * `inject('apiBase')`, the questionnaire fixture's survey ids as `inject('surveys')`, my applications'
 * intakes and partner key as `inject('applications')`, the owner of that institution's workspace as
 * `inject('workspace')`.
 */
export default async function setup(project: TestProject) {
  const server = await startChildServer<ProvidedContext>(path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-server.ts'));
  for (const key of ['apiBase', 'surveys', 'applications', 'workspace'] as const) project.provide(key, server.info[key]);
  return () => server.stop();
}
