import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/src/app.js';
import { createTestDatabase } from '../../server/src/testing/databases.js';
import { TEST_PUBLIC_URL, testConfig } from '../../server/src/testing/app.js';
import { externalProvidersFrom } from '../../server/src/config-external.js';
import { startTestOidcProvider } from '../../server/src/testing/oidc-provider.js';
import { seedTestCatalogue } from '../../server/src/testing/catalogue.js';
import { seedQuestionnaireFixture } from '../../server/src/testing/fixtures/questionnaire.js';
import { seedApplicationsFixture } from './applications-setup.js';
import { seedWorkspaceOwner } from './workspace-setup.js';
import { lowerHashingCostForTests } from '../../server/src/areas/auth/password.js';
import type {} from './provided.js';

/**
 * Starts the real API server in-process on a fresh SQLite database (no mocks of our own server):
 * reference geography (sample) and a small demo catalogue, loopback, any free port, high rate
 * limits, quiet logs, the dev mailbox on. Tests get its address as `inject('apiBase')`, the
 * questionnaire fixture's survey ids as `inject('surveys')`, my applications' intakes and partner key as
 * `inject('applications')`, the owner of
 * that institution's workspace as `inject('workspace')`.
 */
export default async function setup(project: TestProject) {
  lowerHashingCostForTests();
  const database = await createTestDatabase('sqlite');
  await seedTestCatalogue(database);
  // The questionnaire suites' surveys (every type; a short one with the end flag), by id.
  const surveys = await seedQuestionnaireFixture(database.db);
  // My applications' suites: two unlimited intakes of one institution and its partner key.
  const applications = await seedApplicationsFixture(database.db);
  // The suites read verification links and temporary passwords from the dev mailbox (loopback only).
  // A real OpenID provider ('Acme ID'), so the sign-in and sign-up screens show its button.
  const oidc = await startTestOidcProvider([`${TEST_PUBLIC_URL}/api/account/external/acme/callback`]);
  const config = testConfig(database.dataDir, { devMailbox: true, externalProviders: externalProvidersFrom(oidc.env('acme', 'Acme ID')) });
  const app = await buildApp({ config, database });
  await app.listen({ host: config.host, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  project.provide('apiBase', `http://127.0.0.1:${port}`);
  project.provide('surveys', { everyType: surveys.everyType, everyTypeQuestions: surveys.everyTypeQuestions, short: surveys.short });
  project.provide('applications', applications);
  // The workspace's suites: an owner of the applications fixture's institution.
  project.provide('workspace', await seedWorkspaceOwner(`http://127.0.0.1:${port}`, database.db, applications.institutionId));
  return async () => {
    await app.close();
    await database.dispose();
    await oidc.close();
  };
}
