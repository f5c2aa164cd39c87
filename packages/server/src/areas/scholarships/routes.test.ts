import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scholarshipMessages, httpMessages } from '@studyatlas/core';
import { createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { appRequests } from '../../testing/requests.js';
import { AREA, AWARD, GEO } from '../../testing/fixtures/institutions.js';
import { LONG_DESCRIPTION, seedScholarshipsFixture, type ScholarshipFixture } from '../../testing/fixtures/scholarships.js';

type Row = { rowNumber: number; schId: number; name: string; legalFk: number; institutionName: string; country: string; awardGroup: string | null; amount: number | null; currency: string; openDate: string; closeDate: string; preferenceId: number; totalCount: number };
type SearchReply = { total: number; rows: Row[] };
type Detail = Record<string, unknown> & { schId: number; preferenceId: number; courses: { count: number; filter: { country_fk: number; scholFk: number; scholLegalFk: number } } };

const PUBLIC_SEARCH = '/api/ScholarPublic/ShipSearchDataPublic';
const SEARCH = '/api/Scholar/ShipSearchData';
const PUBLIC_DETAIL = '/api/ScholarPublic/ShipDetailPublic';
const DETAIL = '/api/Scholar/ShipDetail';
const PRINT = '/api/Scholar/PrintScholarDetail';
const OUT_OF_RANGE = 'Rows must run from 0 upwards, at most 100 at a time (from ≤ to).';

describe.each(await testDialects())('scholarships area on %s', (dialect) => {
  let t: TestApp;
  let f: ScholarshipFixture;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await seedScholarshipsFixture(t.database.db);
    member = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const { post, get, searchAt } = appRequests(() => t);
  const search = searchAt<SearchReply>(PUBLIC_SEARCH);
  const names = async (filter: object) => (await search(filter)).rows.map((r) => r.name);
  const detail = async (schFk: number, url = PUBLIC_DETAIL, token?: string) => {
    const response = await get(url, { schFk: String(schFk), rndm: '0.123' }, token);
    expect(response.statusCode, response.body).toBe(200);
    return json<Detail>(response);
  };

  describe('ShipFilterDataPublic', () => {
    it('lists the countries and institutions with open scholarships, the level groups and the study areas', async () => {
      const response = await get('/api/ScholarPublic/ShipFilterDataPublic', { rndm: '1' });
      expect(response.statusCode).toBe(200);
      const data = json<Record<string, Array<Record<string, unknown>>>>(response);
      expect(data.countries).toEqual([
        { id: GEO.australia, name: 'Australia' },
        { id: GEO.unitedKingdom, name: 'United Kingdom' },
      ]);
      expect(data.institutions).toEqual([
        { legalFk: f.kings, name: "King's College London", countryId: GEO.unitedKingdom },
        { legalFk: f.melbourne, name: 'Melbourne Institute of Technology', countryId: GEO.australia },
        { legalFk: f.harbour, name: 'Université Harbour', countryId: GEO.australia },
      ]);
      expect(data.awardGroups!.map((g) => g.name)).toEqual(['School', 'English language', 'Vocational', 'Undergraduate', 'Postgraduate']);
      expect(data.majors).toHaveLength(20);
      expect(data.minors).toContainEqual({ id: AREA.nursing, name: 'Nursing', parentFk: AREA.health });
    });
  });

  describe('ShipSearchData', () => {
    it('finds the open scholarships closing soonest first, each row with its total (TotalCNT)', async () => {
      const reply = await search({});
      expect(reply.total).toBe(5);
      expect(reply.rows.map((r) => r.name)).toEqual(['Bourse Étoile', 'Kings Law Bursary', 'Harbour Research Grant', 'Harbour Merit Award', 'Melbourne Data Fellowship']);
      expect(reply.rows[1]).toEqual({
        rowNumber: 2,
        schId: f.kingsLaw,
        name: 'Kings Law Bursary',
        legalFk: f.kings,
        institutionName: "King's College London",
        country: 'United Kingdom',
        awardGroup: 'Undergraduate',
        amount: 3000,
        currency: 'GBP',
        openDate: '2026-01-15',
        closeDate: '2026-05-15',
        preferenceId: 0,
        totalCount: 5,
      });
      expect(reply.rows.find((r) => r.name === 'Harbour Merit Award')!.amount).toBe(5000.5);
      expect(reply.rows[0]!.amount).toBeNull();
      expect(reply.rows.map((r) => r.name)).not.toContain('Closed Bursary');
    });

    it('narrows by country, institution, level group (or any group), study area and keyword', async () => {
      expect(await names({ country_fk: GEO.unitedKingdom })).toEqual(['Kings Law Bursary']);
      expect(await names({ legal_fk: String(f.harbour) })).toEqual(['Harbour Research Grant', 'Harbour Merit Award']);
      expect(await names({ AwardG_fk: AWARD.postgraduate })).toEqual(['Bourse Étoile', 'Harbour Research Grant']);
      // Study area: the institution offers a course in it at the scholarship's level group.
      expect(await names({ majorFk: AREA.health })).toEqual(['Harbour Research Grant', 'Harbour Merit Award']);
      expect(await names({ majorFk: AREA.computing })).toEqual(['Bourse Étoile', 'Harbour Research Grant']);
      expect(await names({ minorFk: AREA.nursing, AwardG_fk: AWARD.undergraduate })).toEqual(['Harbour Research Grant', 'Harbour Merit Award']);
      expect(await names({ keyWord: 'ETOILE' })).toEqual(['Bourse Étoile']);
      expect(await names({ keyWord: 'universite' })).toEqual(['Harbour Research Grant', 'Harbour Merit Award']);
      expect(await names({ keyWord: "king's law" })).toEqual(['Kings Law Bursary']);
      expect(await names({ keyWord: 'nothing like this', country_fk: GEO.australia })).toEqual([]);
      expect(await names({ country_fk: '', legal_fk: null, AwardG_fk: 0, keyWord: null })).toHaveLength(5);
    });

    it('pages with from/to: rows from … to − 1, numbered in the whole result, the total unchanged', async () => {
      const page = await search({ from: 1, to: 3, currentPage: 2 });
      expect(page.total).toBe(5);
      expect(page.rows.map((r) => [r.rowNumber, r.name, r.totalCount])).toEqual([
        [2, 'Kings Law Bursary', 5],
        [3, 'Harbour Research Grant', 5],
      ]);
      expect((await search({ from: '40', to: '50' })).rows).toEqual([]);
    });

    it('answers bad input with 400 and the message, ignores unknown fields, never 500', async () => {
      for (const rows of [{ from: 5, to: 1 }, { from: 0, to: 101 }]) {
        const response = await post(PUBLIC_SEARCH, rows);
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual({ message: OUT_OF_RANGE, errors: { from: OUT_OF_RANGE } });
      }
      for (const junk of [{ country_fk: 'abc' }, { from: -1 }, { keyWord: 42 }, { legal_fk: 1.5 }, { keyWord: 'x'.repeat(201) }]) {
        const response = await post(PUBLIC_SEARCH, junk);
        expect(response.statusCode, JSON.stringify(junk)).toBe(400);
        expect(json(response).message).toBe(httpMessages.invalidInput);
      }
      const malformed = await t.app.inject({ method: 'POST', url: PUBLIC_SEARCH, payload: '{"country_fk":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
      expect((await search({ rndm: 0.5, seemore: true, country_fk: GEO.unitedKingdom })).total).toBe(1);
    });
  });

  describe('ShipDetail', () => {
    it('answers the scholarship with its institution, amount, dates, eligibility and the courses it applies to', async () => {
      expect(await detail(f.kingsLaw)).toEqual({
        schId: f.kingsLaw,
        name: 'Kings Law Bursary',
        description: LONG_DESCRIPTION,
        legalFk: f.kings,
        institutionName: "King's College London",
        logoPath: `/api/ImagePublic/GetImagePublic?legalFk=${f.kings}`,
        countryId: GEO.unitedKingdom,
        country: 'United Kingdom',
        awardGroupId: AWARD.undergraduate,
        awardGroup: 'Undergraduate',
        amount: 3000,
        currency: 'GBP',
        openDate: '2026-01-15',
        closeDate: '2026-05-15',
        isOpen: true,
        webAddress: 'https://kings.example/scholarships/law',
        preferenceId: 0,
        courses: { count: 1, filter: { country_fk: GEO.unitedKingdom, scholFk: f.kingsLaw, scholLegalFk: f.kings } },
      });
      const closed = await detail(f.closed, DETAIL);
      expect([closed.name, closed.isOpen, closed.awardGroup, closed.courses.count]).toEqual(['Closed Bursary', false, null, 3]);
    });

    it('links to exactly the courses the course search lists for scholFk and scholLegalFk', async () => {
      const cases: Array<[number, string[]]> = [
        [f.merit, ['Bachelor of Nursing', 'Bachelor of Nursing']],
        [f.research, ['Bachelor of Nursing', 'Bachelor of Nursing', 'Master of Computer Science']],
        [f.etoile, ['Master of Data']],
        [f.fellowship, []],
      ];
      for (const [schFk, courses] of cases) {
        const { courses: link } = await detail(schFk);
        expect(link.count).toBe(courses.length);
        const response = await post('/api/CoursesPublic/CoursesPublicSearchData', { ...link.filter, from: 0, to: 100 });
        expect(response.statusCode, response.body).toBe(200);
        const found = json<{ total: number; rows: Array<{ name: string; legalFk: number }> }>(response);
        expect(found.total).toBe(link.count);
        expect(found.rows.map((r) => r.name).sort()).toEqual(courses);
      }
      // scholLegalFk alone narrows to the institution; with another institution's scholFk nothing is found.
      const byLegal = json<{ rows: Array<{ legalFk: number }> }>(await post('/api/CoursesPublic/CoursesPublicSearchData', { country_fk: GEO.australia, scholLegalFk: f.melbourne, to: 100 }));
      expect(byLegal.rows.map((r) => r.legalFk)).toEqual([f.melbourne]);
      const mixed = json<{ total: number }>(await post('/api/CoursesPublic/CoursesPublicSearchData', { country_fk: GEO.australia, scholFk: f.merit, scholLegalFk: f.melbourne }));
      expect(mixed.total).toBe(0);
    });

    it('unknown schFk is 404 with the message; a missing or junk schFk is 400', async () => {
      for (const url of [PUBLIC_DETAIL, DETAIL, PRINT]) {
        const unknown = await get(url, { schFk: '999999' });
        expect(unknown.statusCode).toBe(404);
        expect(json(unknown)).toEqual({ message: scholarshipMessages.scholarshipNotFound });
        for (const query of [{} as Record<string, string>, { schFk: 'abc' }, { schFk: '0' }, { schFk: '-3' }, { schFk: '1e3' }]) {
          const junk = await get(url, query);
          expect(junk.statusCode, `${url} ${JSON.stringify(query)}`).toBe(400);
          expect(json(junk).message).toBe(httpMessages.invalidInput);
        }
      }
    });
  });

  describe('favourites of a signed-in member', () => {
    it('carries the preference id in the signed-in detail and search rows, 0 for anonymous callers', async () => {
      const added = await post('/api/Favourite/AddFavourite', { ReferenceFk: f.etoile, Category: 'S' }, member.token);
      expect(added.statusCode, added.body).toBe(200);
      const { preferenceId } = json<{ preferenceId: number }>(added);
      expect(preferenceId).toBeGreaterThan(0);

      expect((await detail(f.etoile, DETAIL, member.token)).preferenceId).toBe(preferenceId);
      expect((await detail(f.etoile)).preferenceId).toBe(0);
      const rows = (await search({ keyWord: 'etoile' }, SEARCH, member.token)).rows;
      expect(rows.map((r) => r.preferenceId)).toEqual([preferenceId]);
      expect((await search({ keyWord: 'etoile' })).rows[0]!.preferenceId).toBe(0);
      expect((await search({ legal_fk: f.kings }, SEARCH, member.token)).rows[0]!.preferenceId).toBe(0);
    });

    it('ShipSearchData with an invalid token is 401 only where sign-in is required: never here (optional)', async () => {
      const response = await post(SEARCH, {}, 'not-a-token');
      expect(response.statusCode).toBe(200);
      expect(json<SearchReply>(response).rows.every((r) => r.preferenceId === 0)).toBe(true);
    });
  });

  describe('PrintScholarDetail', () => {
    it('answers the detail with the institution’s contact lines, signed in or not', async () => {
      const response = await get(PRINT, { schFk: String(f.merit) });
      expect(response.statusCode, response.body).toBe(200);
      const print = json<Detail>(response);
      expect(print).toMatchObject({
        schId: f.merit,
        name: 'Harbour Merit Award',
        institutionName: 'Université Harbour',
        amount: 5000.5,
        currency: 'AUD',
        awardGroup: 'Undergraduate',
        closeDate: '2026-09-30',
        institutionWebAddress: 'https://université.example',
        institutionEmail: 'info@example.org',
        institutionPhone: '+61 2 0000 0000',
        courses: { count: 2, filter: { country_fk: GEO.australia, scholFk: f.merit, scholLegalFk: f.harbour } },
      });
      expect((await get(PRINT, { schFk: String(f.merit) }, member.token)).statusCode).toBe(200);
    });
  });
});
