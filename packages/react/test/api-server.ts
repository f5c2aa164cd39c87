/**
 * The real API server of the react suite, in its own Node process (no mocks of our own server): a
 * fresh SQLite database with the reference geography (sample) and the suites' small catalogue, the
 * questionnaire fixture, my applications' fixture, an owner of that institution's workspace and a
 * real OpenID provider ('Acme ID'); loopback, any free port, high rate limits, quiet logs, the dev
 * mailbox on. Prints what the tests get through `inject` as one JSON line, then serves until stdin
 * closes (test/global-setup.ts runs it).
 *   node --conditions=source --import tsx packages/react/test/api-server.ts
 */
import type { AddressInfo } from 'node:net';
import type { ProvidedContext } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { createTestDatabase } from '../../server/src/testing/databases.js';
import { TEST_PUBLIC_URL, testConfig } from '../../server/src/testing/app.js';
import { serveUntilStdinCloses } from '../../server/src/testing/child-server.js';
import { externalProvidersFrom } from '../../server/src/config-external.js';
import { startTestOidcProvider } from '../../server/src/testing/oidc-provider.js';
import { seedTestCatalogue } from '../../server/src/testing/catalogue.js';
import { seedQuestionnaireFixture } from '../../server/src/testing/fixtures/questionnaire.js';
import { seedApplicationsFixture } from './applications-setup.js';
import { seedWorkspaceOwner } from './workspace-setup.js';
import { lowerHashingCostForTests } from '../../server/src/areas/auth/password.js';
import type {} from './provided.js';

lowerHashingCostForTests();
const database = await createTestDatabase('sqlite');
await seedTestCatalogue(database);
const surveys = await seedQuestionnaireFixture(database.db);
// My applications' suites: two unlimited intakes of one institution and its partner key.
const applications = await seedApplicationsFixture(database.db);
// A real OpenID provider, so the sign-in and sign-up screens show its button.
const oidc = await startTestOidcProvider([`${TEST_PUBLIC_URL}/api/account/external/acme/callback`]);
const config = testConfig(database.dataDir, { devMailbox: true, externalProviders: externalProvidersFrom(oidc.env('acme', 'Acme ID')) });
const app = await buildApp({ config, database });
await app.listen({ host: config.host, port: 0 });
const apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const provided: ProvidedContext = {
  apiBase,
  surveys: { everyType: surveys.everyType, everyTypeQuestions: surveys.everyTypeQuestions, short: surveys.short },
  applications,
  workspace: await seedWorkspaceOwner(apiBase, database.db, applications.institutionId),
};
serveUntilStdinCloses(provided, async () => {
  await app.close();
  await database.dispose();
  await oidc.close();
});
