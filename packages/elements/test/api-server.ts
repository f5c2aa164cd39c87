/**
 * The real API server for the elements suite, in its own Node process: the suite runs in jsdom,
 * whose typed arrays are not Node's, and the server's crypto needs Node's. With `--catalogue` it holds
 * the suites' small seeded catalogue. Prints its base URL as one JSON line, then serves until stdin
 * closes (with the catalogue, also the questionnaire fixture's survey ids).
 *   node --conditions=source --import tsx packages/elements/test/api-server.ts [--catalogue]
 */
import { createTestApp } from '../../server/src/testing/app.js';
import { serveUntilStdinCloses } from '../../server/src/testing/child-server.js';
import { seedTestCatalogue } from '../../server/src/testing/catalogue.js';
import { seedQuestionnaireFixture } from '../../server/src/testing/fixtures/questionnaire.js';

// The suites read verification links from the dev mailbox (loopback only), so it is turned on.
const server = await createTestApp('sqlite', { devMailbox: true });
// With the catalogue come the questionnaire fixture's surveys, whose ids the line below reports.
const surveys = process.argv.includes('--catalogue') ? await seedTestCatalogue(server.database).then(() => seedQuestionnaireFixture(server.database.db)) : null;
const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
serveUntilStdinCloses({ url, surveys: surveys && { everyType: surveys.everyType, short: surveys.short } }, () => server.close());
