import type { Page } from 'playwright-core';
import { courseLabels, format, searchPanelLabels } from '@studyatlas/core';
import { field } from './suite.js';

/*
 * What the journeys need to know about the e2e catalogue (TEST_CATALOGUE in packages/server/src/testing/catalogue.ts), asked from
 * the portal's public API rather than hard-coded: the catalogue is generated, and its names are not
 * part of any contract.
 */

interface Named {
  id: number;
  name: string;
}

export interface CourseRowData {
  courseFk: number;
  locationId: number;
  intakeId: number;
  legalFk: number;
  name: string;
  institutionName: string;
}

export interface MapRecordData {
  iconType: 'ICON1' | 'ICON2' | 'ICON3' | 'ICON4';
  continent: string;
  country: string | null;
  state: string | null;
  position: { lat: number; lng: number };
  locationCount: number;
  legalFk: number | null;
  locationFk: number | null;
  name: string;
  address: string | null;
  phone: string | null;
  webAddress: string | null;
}

async function api<T>(portalUrl: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${portalUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A public course search (CoursesPublicSearchData). */
export const searchCoursesApi = (portalUrl: string, filter: object) =>
  api<{ total: number; rows: CourseRowData[] }>(portalUrl, '/api/CoursesPublic/CoursesPublicSearchData', { from: 0, to: 10, ...filter });

export interface BroadSearch {
  term: string;
  country: Named;
  group: Named;
  /** Courses the new filter finds for term + country + group. */
  total: number;
}

/**
 * A text search with more than `minimum` results: the most frequent name word of the largest
 * country × study level group combination that reaches it.
 */
export async function broadCourseSearch(portalUrl: string, minimum = 20): Promise<BroadSearch> {
  const data = await api<{ countries: Named[]; awardGroups: Named[] }>(portalUrl, '/api/CoursesPublic/CoursesPublicFilterData');
  const combinations: Array<{ country: Named; group: Named; rows: CourseRowData[]; total: number }> = [];
  for (const country of data.countries) {
    for (const group of data.awardGroups) {
      const { total, rows } = await searchCoursesApi(portalUrl, { country_fk: country.id, AwardG_fk: group.id, to: 100 });
      if (total > minimum) combinations.push({ country, group, rows, total });
    }
  }
  combinations.sort((a, b) => b.total - a.total);
  for (const { country, group, rows } of combinations) {
    const counts = new Map<string, number>();
    for (const row of rows) {
      for (const word of new Set(row.name.toLowerCase().split(/[^a-z]+/))) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    for (const [term] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
      const { total } = await searchCoursesApi(portalUrl, { search: term, country_fk: country.id, AwardG_fk: group.id });
      if (total > minimum) return { term, country, group, total };
    }
  }
  throw new Error(`No course search of the e2e catalogue finds more than ${minimum} courses`);
}

/** Every institution of the catalogue (InstSearchDataPublic without a filter). */
export const institutionsApi = (portalUrl: string) =>
  api<{ total: number; rows: Array<{ legalFk: number; name: string; courseCount: number }> }>(
    portalUrl,
    '/api/InstitutePublic/InstSearchDataPublic',
    { rowFrom: 0, rowTo: 100 },
  );

/** The map records of the whole catalogue, all four tiers. */
export const mapRecordsApi = (portalUrl: string) =>
  api<{ locationCount: number; records: MapRecordData[] }>(portalUrl, '/api/InstitutePublic/SearchMapDataByInstLoc', {});

export interface PartnerInstitution {
  legalFk: number;
  name: string;
  country: Named;
  /** Its courses in that country (the scoped search with no other filter). */
  total: number;
}

/** The name the partner page (examples/partner-embed) shows: the demo catalogue's first institution. */
export const PARTNER_NAME = 'Northbridge College of Design';

/** The partner of the embed page, Northbridge College of Design, with its one country and its course count there. */
export async function partnerInstitution(portalUrl: string): Promise<PartnerInstitution> {
  const { rows } = await institutionsApi(portalUrl);
  const row = rows.find((candidate) => candidate.name === PARTNER_NAME);
  if (!row) throw new Error(`No ${PARTNER_NAME} in the e2e catalogue`);
  const campuses = await api<Array<{ countryId: number; country: string }>>(portalUrl, `/api/CoursesPublic/CoursesPublicCampus?legalFk=${row.legalFk}`);
  const countries = new Map(campuses.map((campus) => [campus.countryId, campus.country]));
  const [only] = [...countries];
  if (countries.size !== 1 || !only) throw new Error(`${PARTNER_NAME} has campuses in ${countries.size} countries`);
  const [id, name] = only;
  const { total } = await searchCoursesApi(portalUrl, { legal_fk: row.legalFk, country_fk: id });
  return { legalFk: row.legalFk, name: row.name, country: { id, name }, total };
}

export interface ScholarshipData {
  schId: number;
  name: string;
  institutionName: string;
  description: string;
  courses: { count: number };
}

/** An open scholarship of the catalogue whose description is cut at 200 characters (ShipSearchDataPublic, ShipDetailPublic). */
export async function longScholarship(portalUrl: string): Promise<ScholarshipData> {
  const { rows } = await api<{ rows: Array<{ schId: number }> }>(portalUrl, '/api/ScholarPublic/ShipSearchDataPublic', { from: 0, to: 100 });
  for (const row of rows) {
    const detail = await api<ScholarshipData>(portalUrl, `/api/ScholarPublic/ShipDetailPublic?schFk=${row.schId}`);
    if (detail.description.length > 200) return detail;
  }
  throw new Error('No scholarship with a long description in the e2e catalogue');
}

/** The dashboard's course form (the search panel's C tab). */
export const courseForm = (page: Page) => page.getByRole('form', { name: courseLabels.searchTitle, exact: true });

/** Opens the dashboard's Courses tab and runs a valid search; resolves on the list route. */
export async function searchCoursesFromDashboard(page: Page, portalUrl: string, search: BroadSearch): Promise<void> {
  await page.goto(`${portalUrl}/findDashBoard`);
  await page.getByRole('tab', { name: searchPanelLabels.tabs.C, exact: true }).click();
  const form = courseForm(page);
  await field(form, courseLabels.searchText).fill(search.term);
  await form.getByRole('combobox', { name: courseLabels.country, exact: true }).selectOption({ label: search.country.name });
  await form.getByRole('combobox', { name: courseLabels.levelGroup, exact: true }).selectOption({ label: search.group.name });
  await form.getByRole('button', { name: courseLabels.search, exact: true }).click();
  await page.waitForURL('**/findCourse/list**');
}

/** The course rows on a page (or inside a widget). */
export const courseRows = (scope: Page | ReturnType<Page['locator']>) => scope.locator('li.sa-course-row');

/** '{total} courses found · Showing {from}–{to} of {total}' as the list's status line shows it. */
export const courseRange = (from: number, to: number, total: number) =>
  `${format(courseLabels.resultsTotal, { total })} · ${format(courseLabels.resultsRange, { from, to, total })}`;

export { courseLabels, searchPanelLabels };
