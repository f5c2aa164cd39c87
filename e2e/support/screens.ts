import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { institutionsApi, partnerInstitution } from './catalogue.js';
import type { TestMember } from './members.js';

/*
 * Every screen of the portal and every custom element, as the walks over all of them reach them
 * (e2e/responsive.test.ts at six widths, e2e/pseudo-locale.test.ts in the pseudo-locale): the route
 * patterns read from the portal's sources, a URL and a "ready" selector for each, the catalogue's ids
 * they need, and a page holding every element of the Custom Elements Manifest.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every tag of the generated Custom Elements Manifest. */
export function manifestTags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'packages/elements/dist/custom-elements.json'), 'utf8')) as {
    modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
  };
  return manifest.modules.flatMap((module) => (module.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : [])));
}

/** Every route pattern of the portal (examples/portal/src/routes.tsx and routes/*.tsx). */
export function portalPatterns(): string[] {
  const dir = path.join(repoRoot, 'examples/portal/src');
  const files = [
    path.join(dir, 'routes.tsx'),
    ...['agents', 'contact', 'courses', 'events', 'forms', 'friends', 'institutions', 'saved', 'scholarships'].map((a) => path.join(dir, `routes/discovery-${a}.tsx`)),
    path.join(dir, 'routes/member-profile.tsx'),
    path.join(dir, 'routes/member-application.tsx'),
    path.join(dir, 'routes/member-applications.tsx'),
    path.join(dir, 'routes/member-friends.tsx'),
    path.join(dir, 'routes/member-messaging.tsx'),
    path.join(dir, 'routes/workspace.tsx'),
  ];
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]!));
}

export interface CatalogueIds {
  course: { courseFk: number; locationId: number; intakeId: number; name: string; institutionName: string }[];
  legalId: number;
  agentId: number;
  schId: number;
  event: { legalFk: number; locationFk: number; evtId: number };
  partner: number;
}

async function api<T>(portalUrl: string, url: string, body?: object): Promise<T> {
  const response = await fetch(`${portalUrl}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** One record of each kind the screens show, asked from the portal's public API. */
export async function catalogueIds(portalUrl: string): Promise<CatalogueIds> {
  const filter = await api<{ countries: Array<{ id: number }> }>(portalUrl, '/api/CoursesPublic/CoursesPublicFilterData');
  let courses: { rows: CatalogueIds['course'] } = { rows: [] };
  for (const country of filter.countries) {
    courses = await api<{ rows: CatalogueIds['course'] }>(portalUrl, '/api/CoursesPublic/CoursesPublicSearchData', { from: 0, to: 3, country_fk: country.id });
    if (courses.rows.length === 3) break;
  }
  const { rows: institutions } = await institutionsApi(portalUrl);
  const agents = await api<{ countries: Array<{ id: number }> }>(portalUrl, '/api/AgentP/AgentFilterDataP');
  let agentId = 0;
  for (const country of agents.countries) {
    const reply = await api<{ lst: Array<{ legalFk: number }> }>(portalUrl, '/api/AgentP/AgentSearchDataP', { country_fk: country.id });
    if (reply.lst[0]) {
      agentId = reply.lst[0].legalFk;
      break;
    }
  }
  const scholarships = await api<{ rows: Array<{ schId: number }> }>(portalUrl, '/api/ScholarPublic/ShipSearchDataPublic', { from: 0, to: 1 });
  const eventData = await api<{ countries: Array<{ id: number }> }>(portalUrl, '/api/EventP/EventPFilterData');
  let event: CatalogueIds['event'] | undefined;
  for (const country of eventData.countries) {
    const reply = await api<{ rows: CatalogueIds['event'][] }>(portalUrl, '/api/EventP/EventPSearchRData', { country_fk: country.id, rowTo: 1 });
    if ((event = reply.rows[0])) break;
  }
  const partner = await partnerInstitution(portalUrl);
  if (!courses.rows[2] || !institutions[0] || !agentId || !scholarships.rows[0] || !event) throw new Error('The e2e catalogue lacks a kind of record');
  return { course: courses.rows, legalId: institutions[0].legalFk, agentId, schId: scholarships.rows[0].schId, event, partner: partner.legalFk };
}

/** The boxes whose descendants must stay inside: filter columns, result cards, panels, the header. */
export const PORTAL_BOXES =
  '.portal-header, .portal-panel, .sa-course-list-filter, .sa-event-list-filter, .sa-course-row, .sa-event-row, .sa-find-row, .sa-sch-row, .sa-friend-row, .sa-form-row, .sa-favourite-row, .sa-find-search, .sa-search-panel, .sa-root';

/** A screen of the portal: its route pattern, a concrete URL for it, and what shows it has rendered. */
export interface Screen {
  pattern: string;
  url: string;
  ready: string;
}

/**
 * A concrete URL for each route pattern of the portal, signed out or signed in as `member` (a new,
 * verified member), and what shows it has rendered. Fails on a route this table does not know.
 */
export function portalScreens(ids: CatalogueIds, member: TestMember, signedIn: boolean): Screen[] {
  const [c] = ids.course;
  const e = ids.event;
  const urls: Record<string, { url: string; ready?: string } | null> = {
    '/findDashBoard': { url: '/findDashBoard', ready: '.sa-search-panel' },
    '/login/:reload?': signedIn ? null : { url: '/login', ready: 'main form' },
    '/signUp': signedIn ? null : { url: '/signUp', ready: 'main form' },
    '/thankYou/:clientId': { url: `/thankYou/${member.clientId}` },
    '/verifyAcc/:vkey/:email/:type': { url: `/verifyAcc/nokey/${encodeURIComponent(member.email)}/N` },
    '/reSetPwd/:email?': { url: '/reSetPwd', ready: 'main form' },
    // Social sign-in's return (here its "try again later" answer), an expired external sign-up and, signed in, setting a first password.
    '/externalLogin': { url: '/externalLogin?provider=acme&error=later', ready: 'main [role="alert"]' },
    '/signUpExternal/:provider/:code': { url: '/signUpExternal/acme/expired-code', ready: 'main [role="alert"]' },
    '/setPassword': signedIn ? { url: '/setPassword', ready: 'main .sa-auth-intro' } : null,
    '/reSetPwdStep2': { url: '/reSetPwdStep2' },
    '/reSetPwdStep3/:reset/:email': { url: `/reSetPwdStep3/1/${encodeURIComponent(member.email)}` },
    '/findCourse': null, // a redirect to /findCourse/list
    '/findCourse/list/:reload?': { url: '/findCourse/list' }, // opened directly; the searched list is measured apart
    '/coudetail/:courseId/:campusId/:intakeId?': { url: `/coudetail/${c!.courseFk}/${c!.locationId}/${c!.intakeId}`, ready: '.sa-course-detail h1' },
    '/findInst/list/:reload?': { url: '/findInst/list' },
    '/findInst/map/:mapType?': { url: '/findInst/map' },
    '/findInst': null,
    '/instdetail/:legalId': { url: `/instdetail/${ids.legalId}`, ready: '.sa-find-detail h1' },
    '/findfriend': null,
    '/findfriend/list/:reload?': { url: '/findfriend/list' },
    '/friendDetail/:clientId': signedIn ? { url: `/friendDetail/${member.clientId}`, ready: 'main .sa-root' } : null,
    '/findagent/list/:reload?': { url: '/findagent/list' },
    '/findagent/map/:mapType?': { url: '/findagent/map' },
    '/findagent': null,
    '/agentdetail/:legalId': { url: `/agentdetail/${ids.agentId}`, ready: '.sa-find-detail h1' },
    '/findSch': null,
    '/findSch/list/:reload?': { url: '/findSch/list' },
    '/schdetail/:schId': { url: `/schdetail/${ids.schId}` },
    '/findEvent': null,
    '/findEvent/list/:reload?': { url: '/findEvent/list' },
    '/detail/:legalId/:locationId/:eventId': { url: `/detail/${e.legalFk}/${e.locationFk}/${e.evtId}` },
    '/findForm': null,
    '/findForm/list/:legalId?': { url: `/findForm/list/${ids.legalId}` },
    '/favourite': { url: '/favourite' },
    '/compare/': { url: '/compare/' },
    '/contactUs/:reload?': { url: '/contactUs', ready: 'main form' },
    '/error': { url: '/error' },
    // Members only (signed out they lead to /login, measured above); e2e/member-profile.test.ts measures every tab filled in.
    '/profile': signedIn ? { url: '/profile', ready: 'main form.sa-basic-form' } : null,
    '/profile/:tab': signedIn ? { url: '/profile/passport', ready: 'main .sa-passport-block' } : null,
    // The wizard needs an application: e2e/apply-wizard.test.ts measures every step at 320 px, e2e/member-apply.test.ts the summary.
    '/onlineApp': null,
    '/onlineApp/:child': null,
    // A new member's applications (empty); e2e/member-applications.test.ts measures a filled one at 320 px.
    '/apps': signedIn ? { url: '/apps', ready: 'main h1' } : null,
    '/apps/:appId': null,
    // A new member's friends (empty lists, the tabs and the refer-a-friend button).
    '/myfriendlist': signedIn ? { url: '/myfriendlist', ready: 'main [role="tablist"]' } : null,
    // A new member's inbox (empty) and a new message; a draft, a reply and reading need a message of their own (not measured here).
    '/msgList': signedIn ? { url: '/msgList', ready: 'main .sa-empty' } : null,
    '/createMsg': signedIn ? { url: '/createMsg', ready: 'main .sa-editor-content' } : null,
    '/createMsg/:msgId': null,
    '/readMsg/:msgId': null,
    // The partner workspace: a new member is on no staff (its message); e2e/workspace.test.ts measures the inbox and an application at 375 px.
    '/workspace': signedIn ? { url: '/workspace', ready: 'main .sa-empty' } : null,
    '/workspace/applications/:applicationId': null,
    '/workspace/staff': signedIn ? { url: '/workspace/staff', ready: 'main .sa-empty' } : null,
    '/workspace/keys': signedIn ? { url: '/workspace/keys', ready: 'main .sa-empty' } : null,
    // The enquiries and the webhooks: e2e/workspace.test.ts and workspace-webhooks.test.ts measure them filled at 1280 and 375 px.
    '/workspace/enquiries': signedIn ? { url: '/workspace/enquiries', ready: 'main .sa-empty' } : null,
    '/workspace/enquiries/:enquiryId': null,
    '/workspace/webhooks': signedIn ? { url: '/workspace/webhooks', ready: 'main .sa-empty' } : null,
    // The Embed page and the catalogue's import: e2e/workspace-embed.test.ts measures them filled at 1280 and 375 px.
    '/workspace/embed': signedIn ? { url: '/workspace/embed', ready: 'main .sa-empty' } : null,
    '/workspace/import': signedIn ? { url: '/workspace/import', ready: 'main .sa-empty' } : null,
    // The catalogue: e2e/workspace-catalogue.test.ts measures the list and a course filled at 1280 and 375 px.
    '/workspace/catalogue': signedIn ? { url: '/workspace/catalogue', ready: 'main .sa-empty' } : null,
    '/workspace/catalogue/:courseId': null,
    // The organisation's profile and campuses: e2e/workspace-profile.test.ts measures them filled at 1280 and 375 px.
    '/workspace/profile': signedIn ? { url: '/workspace/profile', ready: 'main .sa-empty' } : null,
    '/workspace/campuses': signedIn ? { url: '/workspace/campuses', ready: 'main .sa-empty' } : null,
    '/workspace/campuses/:campusId': null,
    // The scholarships, forms and events: e2e/workspace-listings.test.ts measures a scholarship and an event filled at 1280 and 375 px.
    '/workspace/scholarships': signedIn ? { url: '/workspace/scholarships', ready: 'main .sa-empty' } : null,
    '/workspace/scholarships/:recordId': null,
    '/workspace/forms': signedIn ? { url: '/workspace/forms', ready: 'main .sa-empty' } : null,
    '/workspace/forms/:recordId': null,
    '/workspace/events': signedIn ? { url: '/workspace/events', ready: 'main .sa-empty' } : null,
    '/workspace/events/:recordId': null,
    // An invitation link that is not valid (the link's own screen is in e2e/workspace.test.ts).
    '/workspace/accept': { url: '/workspace/accept?token=not-a-token', ready: 'main [role="alert"]' },
  };
  return portalPatterns().flatMap((pattern) => {
    if (!(pattern in urls)) throw new Error(`A new portal route ${pattern}: give e2e/support/screens.ts a URL for it`);
    const screen = urls[pattern];
    return screen ? [{ pattern, url: screen.url, ready: screen.ready ?? 'main h1' }] : [];
  });
}

/** Waits for a screen's content: its heading, then no busy region or visible loader. */
export async function settle(page: Page, ready: string): Promise<void> {
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction(() => {
    const busy = (root: Document | ShadowRoot): boolean =>
      !!root.querySelector('[aria-busy="true"]:not(button), .sa-loader') ||
      [...root.querySelectorAll('*')].some((el) => el.shadowRoot && busy(el.shadowRoot));
    return !busy(document);
  });
}

/**
 * Opens each portal screen in turn on one page and, once it has settled, asks `look` what is wrong
 * with it (labelled '<visitor|member> <url>'); a screen that never shows its content is a problem too.
 */
export async function walkPortalScreens(
  page: Page,
  portalUrl: string,
  screens: readonly Screen[],
  signedIn: boolean,
  look: (label: string) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(`${portalUrl}${screen.url}`);
    try {
      await settle(page, screen.ready);
    } catch {
      problems.push(`${screen.url}: ${screen.ready} never showed`);
      continue;
    }
    problems.push(...(await look(`${signedIn ? 'member' : 'visitor'} ${screen.url}`)));
  }
  return problems;
}

/** Three courses in the comparison tray (kept in `localStorage` before the portal loads), so /compare/ shows them. */
export async function compareSelection(page: Page, ids: CatalogueIds): Promise<void> {
  const entries = ids.course.map((row) => ({ courseId: row.courseFk, campusId: row.locationId, intakeId: row.intakeId, name: row.name }));
  await page.addInitScript((value) => localStorage.setItem('studyatlas.compare', value), JSON.stringify(entries));
}

/**
 * Opens, in `page`, a page of the portal's origin holding every element of the manifest (each in a
 * `<section data-tag>`), `<html lang>` = `lang` (the elements' language), and waits until every
 * element has rendered and no loader is left. Returns the tags.
 */
export async function openEveryWidget(page: Page, portalUrl: string, ids: CatalogueIds, member: TestMember, lang = 'en'): Promise<string[]> {
  const tags = manifestTags();
  const [c] = ids.course;
  const e = ids.event;
  const attributes: Record<string, string> = {
    'sa-institution-detail': `legal-id="${ids.legalId}"`,
    'sa-agent-detail': `legal-id="${ids.agentId}"`,
    'sa-course-detail': `course-id="${c!.courseFk}" campus-id="${c!.locationId}" intake-id="${c!.intakeId}"`,
    'sa-course-search': `institution="${ids.partner}"`,
    'sa-scholarship-detail': `sch-id="${ids.schId}"`,
    'sa-event-detail': `legal-id="${e.legalFk}" location-id="${e.locationFk}" event-id="${e.evtId}"`,
    'sa-verify-account': `vkey="nokey" email="${member.email}"`,
  };
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Every widget</title><style>body { margin: 0; font-family: serif; } section { padding: 8px; } sa-search-panel, [data-tag] > * { display: block; }</style>
<script type="module" src="/sdk/studyatlas.js"></script></head><body>
${tags.map((tag) => `<section data-tag="${tag}"><${tag} ${attributes[tag] ?? ''}></${tag}></section>`).join('\n')}
</body></html>`;
  await page.route(`${portalUrl}/every-widget.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${portalUrl}/every-widget.html`);
  // Every element rendered (its shadow root holds the component) and no loader left.
  await page.waitForFunction(
    (names) => names.every((tag) => (document.querySelector(tag)?.shadowRoot?.querySelector('.sa-root, [class^="sa-"]') ?? null) !== null),
    tags,
    { timeout: 20_000 },
  );
  await settle(page, 'sa-course-detail h1, sa-course-detail h2');
  return tags;
}
