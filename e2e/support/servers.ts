import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig } from '@studyatlas/server';
import { createTestDatabase, type TestDatabase } from '../../packages/server/src/testing/databases.js';
import { seedTestCatalogue } from '../../packages/server/src/testing/catalogue.js';
import { freePort } from '../../packages/server/src/testing/free-port.js';
import { lowerHashingCostForTests } from '../../packages/server/src/areas/auth/password.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const BUILT = [
  'examples/portal/dist/index.html',
  'packages/elements/dist/browser/studyatlas.js',
  'examples/react-app/dist/index.html',
];

function assertBuilt(): void {
  const missing = BUILT.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length) throw new Error(`Run "npm run build" first; missing ${missing.join(', ')}`);
}

/** The port of each portal's partner site, reserved when the portal starts (its PARTNER_ORIGINS). */
const partnerPorts = new Map<string, number>();

export interface PortalServer {
  /** The portal and its API, e.g. http://localhost:PORT. */
  url: string;
  /** Its database, for what only an operator does (e.g. `studyatlas partner-key create`). */
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real server on a fresh SQLite database (reference geography 'sample' and the demo catalogue
 * above), with the dev mailbox on, serving the built portal, bundle, partner page and React app.
 */
export async function startPortal({ port: givenPort, env = {} }: { port?: number; env?: Record<string, string> } = {}): Promise<PortalServer> {
  assertBuilt();
  // Journeys sign up hundreds of members: their passwords are hashed at the suites' cheap cost.
  lowerHashingCostForTests();
  const port = givenPort ?? (await freePort());
  const database: TestDatabase = await createTestDatabase('sqlite');
  await seedTestCatalogue(database);
  const url = `http://localhost:${port}`;
  // The partner site's origin is on the portal's allow-list of member calls (PARTNER_ORIGINS).
  let partnerPort = await freePort();
  while (partnerPort === port) partnerPort = await freePort();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: database.dataDir,
    PUBLIC_URL: url,
    NODE_ENV: 'test',
    // Journeys read verification links and temporary passwords from it (it answers loopback only).
    DEV_MAILBOX: '1',
    PARTNER_ORIGINS: `http://127.0.0.1:${partnerPort}`,
    // Journeys sign up and resend more often than a person would within a minute.
    RATE_LIMIT_SIGN_IN: '1000',
    RATE_LIMIT_SIGN_UP: '1000',
    RATE_LIMIT_RESET: '1000',
    RATE_LIMIT_RESEND: '1000',
    ACCOUNT_LIMIT_SIGN_IN: '1000',
    ACCOUNT_LIMIT_RESET: '1000',
    ACCOUNT_LIMIT_RESEND: '1000',
    // A journey's own settings (e.g. an external sign-in provider: OIDC_PROVIDERS, OIDC_<ID>_*).
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  partnerPorts.set(url, partnerPort);
  return {
    url,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

let shared: Promise<PortalServer> | undefined;

/**
 * The portal every journey file shares (its database seeded once): journeys make members of their
 * own (`newIdentity`) and read ids through the API, so they do not depend on a fresh catalogue. Its
 * temporary database is removed when the process exits.
 */
export function sharedPortal(): Promise<PortalServer> {
  shared ??= startPortal().then((portal) => {
    process.once('exit', () => rmSync(portal.database.dataDir, { recursive: true, force: true }));
    return portal;
  });
  return shared;
}

/**
 * A partner institution's own site on another origin (127.0.0.1 on a second port), embedding the
 * widget bundle from the portal with one script tag — a foreign page, as partners have. `institution`
 * scopes its `<sa-course-search>` to that institution of the e2e catalogue; `lang` is the page's
 * `<html lang>` (a partner site written in that language), English by default.
 */
export async function startPartnerSite(
  portalUrl: string,
  { institution, listed = true, lang }: { institution?: number; listed?: boolean; lang?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  let page = readFileSync(path.join(repoRoot, 'examples/partner-embed/index.html'), 'utf8').replaceAll(
    'src="/sdk/',
    `src="${portalUrl}/sdk/`,
  );
  if (lang !== undefined) {
    if (!page.includes('<html lang="en">')) throw new Error('examples/partner-embed/index.html has no <html lang="en"> to set');
    page = page.replace('<html lang="en">', `<html lang="${lang}">`);
  }
  if (institution !== undefined) {
    // The page's default partner is institution 1 of `npm start`'s demo catalogue; another catalogue may number it otherwise.
    if (!/data-institution="\d+"/.test(page)) throw new Error('examples/partner-embed/index.html has no data-institution to set');
    page = page.replace(/data-institution="\d+"/, `data-institution="${institution}"`);
  }
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  // `listed: false`: an origin that is not on the portal's PARTNER_ORIGINS (public reads only).
  const port = (listed ? partnerPorts.get(portalUrl) : undefined) ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
