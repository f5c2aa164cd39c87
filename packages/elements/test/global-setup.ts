import type { TestProject } from 'vitest/node';
import { startApiServer } from './server.js';
import type {} from './provided.js';

/**
 * One real API server (its own process, the suites' small seeded catalogue) for every file of the
 * elements suite: starting one per file cost about 6 s of CPU each. Files stay apart by signing up
 * members of their own (unique addresses) and by clearing the page and shared stores after each test.
 */
export default async function setup(project: TestProject) {
  const server = await startApiServer({ catalogue: true });
  project.provide('elementsApi', { url: server.url, surveys: server.surveys });
  return () => server.stop();
}
