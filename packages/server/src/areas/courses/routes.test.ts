import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSearchText, courseMessages, httpMessages } from '@studyatlas/core';
import type { courses } from '@studyatlas/core/contracts';
import { importRows } from '../../import/import-rows.js';
import { refreshCourseSearch } from '../../db/search/index.js';
import { fixtureIds, seedCourseFixture } from '../../testing/fixtures/courses.js';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp } from '../../testing/app.js';

const SEARCH = '/api/CoursesPublic/CoursesPublicSearchData';
const UNDERGRADUATE = 4;

describe.each(await testDialects())('courses area on %s', (dialect) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof fixtureIds>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' }); // clock: 2026-03-02
    await seedCourseFixture(t.database.db, dialect);
    ids = await fixtureIds(t.database.db);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const search = async (filter: Record<string, unknown>) => {
    const response = await post(SEARCH, filter);
    expect(response.statusCode, response.body).toBe(200);
    return json<courses.CourseSearchReply>(response);
  };
  const rejected = async (filter: unknown, status = 400) => {
    const response = await post(SEARCH, filter as object);
    expect(response.statusCode, response.body).toBe(status);
    return json<{ message: string; errors?: Record<string, string> }>(response);
  };
  /** ZTI's courses for a text, as [course, campus] pairs in answer order. */
  const zti = async (keyWord: string, extra: Record<string, unknown> = {}) =>
    (await search({ country_fk: ids.au, legal_fk: ids.zti, keyWord, to: 100, ...extra })).rows.map((r) => [r.courseFk, r.locationId]);

  describe('filter data', () => {
    it('lists the places with courses, study areas, levels and modes', async () => {
      const response = await t.app.inject({ url: '/api/CoursesPublic/CoursesPublicFilterData?rndm=0.5' });
      expect(response.statusCode).toBe(200);
      const data = json<courses.CourseFilterData>(response);
      expect(data.countries.map((c) => c.id)).toContain(ids.au);
      const placed = await t.database.db.selectFrom('course_search').select(['country_id', 'state_id', 'city_id']).execute();
      expect(new Set(data.countries.map((c) => c.id))).toEqual(new Set(placed.map((p) => p.country_id)));
      expect(new Set(data.states.map((s) => s.id))).toEqual(new Set(placed.map((p) => p.state_id)));
      expect(new Set(data.cities.map((c) => c.id))).toEqual(new Set(placed.map((p) => p.city_id)));
      expect(data.majors).toHaveLength(20);
      expect(data.minors.filter((m) => m.parentFk === 9).map((m) => m.name)).toContain('Nursing');
      expect(data.awardGroups.map((g) => g.name)).toEqual(['School', 'English language', 'Vocational', 'Undergraduate', 'Postgraduate']);
      expect(data.awards.find((a) => a.name === 'Bachelor')).toEqual({ id: 43, name: 'Bachelor', groupId: UNDERGRADUATE });
      expect(data.studyModes.map((m) => m.name)).toEqual(['Full time', 'Part time', 'Online', 'Distance', 'Blended']);
    });
  });

  describe('search validation', () => {
    it('new filter: the combined warning lists every missing item followed by "is required"', async () => {
      expect(await rejected({ search: '' })).toEqual({
        message: 'Study Area Or Course Name, Institution Country, Study Level Group is required',
        errors: {
          form: 'Study Area Or Course Name, Institution Country, Study Level Group is required',
          search: 'At least 3 characters of Study Area Or Course Name must be provided',
          country_fk: 'Institution Country is required',
          AwardG_fk: 'Study Level Group is required',
        },
      });
      expect((await rejected({ search: 'nu', country_fk: '', AwardG_fk: UNDERGRADUATE })).message).toBe(
        'Study Area Or Course Name, Institution Country is required',
      );
      expect((await rejected({ search: 'nursing', country_fk: 0, AwardG_fk: null })).message).toBe('Institution Country, Study Level Group is required');
    });

    it('new filter: one missing item gives its own message', async () => {
      expect(await rejected({ search: 'nu', country_fk: ids.au, AwardG_fk: UNDERGRADUATE })).toEqual({
        message: 'At least 3 characters of Study Area Or Course Name must be provided',
        errors: { search: 'At least 3 characters of Study Area Or Course Name must be provided' },
      });
      // Accents and punctuation do not count as characters of the text.
      expect((await rejected({ search: ' é-.a ', country_fk: ids.au, AwardG_fk: UNDERGRADUATE })).message).toBe(courseMessages.courseSearchTextRequired);
      expect((await rejected({ search: 'nursing', AwardG_fk: UNDERGRADUATE })).message).toBe('Institution Country is required');
      expect((await rejected({ search: 'nursing', country_fk: String(ids.au) })).message).toBe('Study Level Group is required');
    });

    it('a search text over 200 characters is refused with its own message (new and old filter)', async () => {
      const long = 'nursing '.repeat(26);
      expect(await rejected({ search: long, country_fk: ids.au, AwardG_fk: UNDERGRADUATE })).toEqual({
        message: 'Study Area Or Course Name can be at most 200 characters',
        errors: { search: 'Study Area Or Course Name can be at most 200 characters' },
      });
      expect((await rejected({ keyWord: long, country_fk: ids.au })).errors).toEqual({ keyWord: 'Study Area Or Course Name can be at most 200 characters' });
    });

        it('old filter (no search field): Country is required', async () => {
      expect(await rejected({})).toEqual({ message: 'Country is required', errors: { country_fk: 'Country is required' } });
      expect((await rejected({ keyWord: 'nursing', AwardG_fk: UNDERGRADUATE })).message).toBe('Country is required');
      expect((await rejected({ country_fk: '0', search: null })).message).toBe('Country is required');
    });

    it('answers junk with 400, never 500', async () => {
      const cases: unknown[] = [
        { country_fk: 'abc' },
        { country_fk: -3 },
        { country_fk: 1.5 },
        { country_fk: ids.au, from: -1 },
        { country_fk: ids.au, to: 'ten' },
        { country_fk: ids.au, SortParm: 'X' },
        { country_fk: ids.au, IsCourseLocOrName: 'XX' },
        { country_fk: ids.au, intakeDate: 'tomorrow' },
        { country_fk: ids.au, search: 42 },
        [1, 2],
      ];
      for (const body of cases) {
        const answer = await rejected(body);
        expect(answer.message, JSON.stringify(body)).toBe(httpMessages.invalidInput);
      }
      expect(await rejected({ country_fk: ids.au, from: 20, to: 10 })).toEqual({
        message: 'Rows must run from 0 upwards, at most 100 at a time (from ≤ to).',
        errors: { from: 'Rows must run from 0 upwards, at most 100 at a time (from ≤ to).' },
      });
      expect((await rejected({ country_fk: ids.au, from: 0, to: 101 })).errors).toHaveProperty('from');
      expect(await rejected({ country_fk: ids.au, intakeDate: '2026-02-30' })).toEqual({ message: 'Invalid Date', errors: { intakeDate: 'Invalid Date' } });
      const malformed = await t.app.inject({ method: 'POST', url: SEARCH, payload: '{"country_fk":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
    });

    it('accepts numeric strings, ignores unknown fields and answers the same on the signed-in path', async () => {
      const asNumbers = await search({ country_fk: ids.au, legal_fk: ids.zti });
      const asStrings = await search({ country_fk: String(ids.au), legal_fk: ` ${ids.zti} `, rndm: 0.123, seemore: 'true', from: '0', to: '10' });
      expect(asStrings).toEqual(asNumbers);
      const member = await signedInMember(t);
      const signedIn = await post('/api/Courses/SearchData', { country_fk: ids.au, legal_fk: ids.zti }, bearer(member.token));
      expect(signedIn.statusCode).toBe(200);
      expect(json(signedIn)).toEqual(asNumbers);
    });
  });

  describe('personal flags', () => {
    it("fills preferenceId from the signed-in member's course favourites, over the shared cache", async () => {
      const filter = { country_fk: ids.au, to: 100 };
      // Warm the answer cache anonymously first: the member's flags must still come through.
      const anonymous = await search(filter);
      expect(anonymous.rows.every((r) => r.preferenceId === 0 && r.isCompare === false)).toBe(true);
      const withIntake = anonymous.rows.filter((r) => r.intakeId > 0);
      expect(withIntake.length).toBeGreaterThan(2);

      const member = await signedInMember(t);
      const other = await signedInMember(t);
      const [first, , third] = withIntake;
      const saved: number[] = [];
      for (const row of [first!, third!]) {
        const added = await post('/api/Favourite/AddFavourite', { ReferenceFk: row.intakeId, Category: 'C' }, bearer(member.token));
        expect(added.statusCode, added.body).toBe(200);
        saved.push(json<{ preferenceId: number }>(added).preferenceId);
      }
      // An institution favourite with the same reference number must not count as a course favourite.
      await post('/api/Favourite/AddFavourite', { ReferenceFk: ids.zti, Category: 'I' }, bearer(member.token));

      const mine = json<courses.CourseSearchReply>(await post('/api/Courses/SearchData', filter, bearer(member.token)));
      const expected = anonymous.rows.map((r) => (r.intakeId === first!.intakeId ? saved[0] : r.intakeId === third!.intakeId ? saved[1] : 0));
      expect(mine.rows.map((r) => r.preferenceId)).toEqual(expected);
      expect(saved.every((id) => id > 0)).toBe(true);
      expect(mine.rows.every((r) => r.isCompare === false)).toBe(true); // the compare selection is client-side
      expect({ ...mine, rows: mine.rows.map((r) => ({ ...r, preferenceId: 0 })) }).toEqual(anonymous);

      // Nobody else sees them: not another member, not an anonymous visitor (the cache holds no flags).
      const theirs = json<courses.CourseSearchReply>(await post('/api/Courses/SearchData', filter, bearer(other.token)));
      expect(theirs.rows.map((r) => r.preferenceId)).toEqual(anonymous.rows.map(() => 0));
      expect(await search(filter)).toEqual(anonymous);

      // Removing the favourite shows at once, without waiting for the cache.
      const removed = await post('/api/Favourite/DeleteFavourite', { PreferenceFk: saved[0] }, bearer(member.token));
      expect(removed.statusCode, removed.body).toBe(200);
      const after = json<courses.CourseSearchReply>(await post('/api/Courses/SearchData', filter, bearer(member.token)));
      expect(after.rows.map((r) => r.preferenceId)).toEqual(expected.map((id) => (id === saved[0] ? 0 : id)));
    });
  });

  describe('search results', () => {
    it('row shape: position, ids, names, the next intake, flags and the total', async () => {
      const answer = await search({ search: 'énergie', country_fk: ids.au, AwardG_fk: 5 });
      expect(answer.total).toBe(1);
      expect(answer.rows).toEqual([
        {
          rowNumber: 1,
          intakeId: expect.any(Number),
          courseFk: ids.E,
          legalFk: ids.zti,
          locationId: ids.bne,
          name: 'Énergie Renouvelable',
          institutionName: 'Zephyr Test Institute',
          campus: 'River Campus',
          city: 'Brisbane',
          state: 'Queensland',
          country: 'Australia',
          award: 'Master',
          awardGroup: 'Postgraduate',
          studyArea: 'Electrical Engineering',
          studyMode: 'Part time',
          startDate: '2026-07-20',
          annualFee: 16000,
          totalFee: 64000,
          currency: 'AUD',
          preferenceId: 0,
          isCompare: false,
          totalCount: 1,
        },
      ]);
    });

    it('is case- and diacritics-insensitive and matches word prefixes', async () => {
      for (const text of ['energie', 'ÉNERGIE', 'Énergie', 'renouv', 'ENER renouvelable', 'énergie-renouvelable']) {
        expect(await zti(text), text).toEqual([[ids.E, ids.bne]]);
      }
      expect(await zti('nergie')).toEqual([]); // prefix of a word, not any substring
      expect(await zti('3e4')).toEqual([[ids.G, ids.bne]]);
      expect(await zti('3E4ABC')).toEqual([[ids.G, ids.bne]]);
      expect(await zti('abc')).toEqual([]);
      expect((await zti('horti')).map(([c]) => c)).toEqual([ids.A, ids.B, ids.B, ids.C, ids.D]);
    });

    it('ranks name matches above study area matches above description matches; ties by name then id', async () => {
      expect(await zti('horti')).toEqual([
        [ids.A, ids.bne], // 'Advanced Horticulture' (name)
        [ids.B, ids.bne], // 'Bachelor of Horticultural Science' (name), campus by id
        [ids.B, ids.syd],
        [ids.C, ids.bne], // 'Diploma of Garden Care' (study area Horticulture)
        [ids.D, ids.bne], // 'Certificate of Land Care' (description)
      ]);
    });

    it('needs every word (AND), in any of the texts', async () => {
      expect(await zti('garden care')).toEqual([[ids.C, ids.bne]]);
      expect(await zti('care')).toEqual([[ids.D, ids.bne], [ids.C, ids.bne]]); // both by name: 'certificate…' < 'diploma…'
      expect(await zti('garden marketing')).toEqual([]);
      expect(await zti('land marketing')).toEqual([[ids.D, ids.bne]]); // spread over name and study area
      expect(await zti('solar horti')).toEqual([]);
    });

    it('pages stably with an exact total on every page', async () => {
      const filter = { country_fk: ids.au };
      const all = await search({ ...filter, from: 0, to: 100 });
      expect(all.total).toBeGreaterThan(20);
      const wanted = all.rows.slice(0, 98);
      const paged: courses.CourseRow[] = [];
      for (let from = 0; from < wanted.length; from += 7) {
        const page = await search({ ...filter, from, to: from + 7, currentPage: from / 7 + 1 });
        expect(page.total).toBe(all.total);
        for (const row of page.rows) expect(row.totalCount).toBe(all.total);
        paged.push(...page.rows);
      }
      expect(paged.map((r) => [r.rowNumber, r.courseFk, r.locationId])).toEqual(wanted.map((r) => [r.rowNumber, r.courseFk, r.locationId]));
      expect(paged.map((r) => r.rowNumber)).toEqual(wanted.map((_, i) => i + 1));
      const names = wanted.map((r) => normaliseSearchText(r.name));
      expect(names).toEqual([...names].sort());
      expect((await search({ ...filter, from: all.total + 5, to: all.total + 10 })).rows).toEqual([]);
    });

    it('sorts by location with SortParm L', async () => {
      const rows = (await search({ country_fk: ids.au, SortParm: 'L', to: 100 })).rows;
      const keys = rows.map((r) => normaliseSearchText(`${r.country} ${r.state} ${r.city} ${r.campus}`));
      expect(keys).toEqual([...keys].sort());
    });

    it('applies the filter fields', async () => {
      const groups = await search({ search: 'horti', country_fk: ids.au, AwardG_fk: UNDERGRADUATE, legal_fk: ids.zti });
      expect(groups.rows.map((r) => r.courseFk)).toEqual([ids.B, ids.B, ids.C]);
      expect(groups.rows.every((r) => r.awardGroup === 'Undergraduate')).toBe(true);
      expect((await zti('horti', { campus_fk: ids.syd })).map(([c]) => c)).toEqual([ids.B]);
      expect((await zti('', { Award_fk: 43 })).map(([c]) => c)).toEqual([ids.B, ids.B]);
      expect((await zti('', { minorFk: 405 })).map(([c]) => c)).toEqual([ids.D]); // Marketing
      expect((await zti('', { majorFk: 8 })).map(([c]) => c)).toEqual([ids.E]); // Engineering
      const queensland = await search({ country_fk: ids.au, state_fk: (await t.database.db.selectFrom('states').select('id').where('name', '=', 'Queensland').executeTakeFirstOrThrow()).id, to: 100 });
      expect(queensland.rows.every((r) => r.state === 'Queensland')).toBe(true);
      const partTime = await zti('', { studyModeFk: 2 });
      expect(partTime).toEqual([[ids.E, ids.bne]]);
      const later = await search({ country_fk: ids.au, legal_fk: ids.zti, intakeDate: '2026-07-01' });
      expect(later.rows.map((r) => [r.courseFk, r.locationId, r.startDate])).toEqual([
        [ids.B, ids.syd, '2026-07-01'],
        [ids.E, ids.bne, '2026-07-20'],
      ]);
      const scholarship = await t.database.db.selectFrom('scholarships').select(['id', 'legal_id', 'award_group_id']).executeTakeFirstOrThrow();
      const bySchol = await search({ country_fk: (await t.database.db.selectFrom('course_search').select('country_id').where('legal_id', '=', scholarship.legal_id).executeTakeFirst())?.country_id ?? ids.au, scholFk: scholarship.id, to: 100 });
      for (const row of bySchol.rows) expect(row.legalFk).toBe(scholarship.legal_id);
      expect((await search({ country_fk: ids.au, scholFk: 999_999 })).total).toBe(0);
    });

    it('keeps the index in step with imports: added and renamed courses are found, old names are not', async () => {
      expect(await zti('quillwort')).toEqual([]);
      const report = await importRows(t.database.db, [
        { line: 1, values: { type: 'course', external_id: 'ZTI-F', institution: 'ZTI', name: 'Quillwort Botany', major: 'Natural Sciences', minor: 'Biology', award: 'Bachelor', campuses: ['ZTI-SYD'] } },
        { line: 2, values: { type: 'course', external_id: 'ZTI-C', institution: 'ZTI', name: 'Diploma of Garden Design', major: 'Agriculture and Environment', minor: 'Horticulture', award: 'Diploma', campuses: ['ZTI-BNE'] } },
      ]);
      expect(report.rejected).toEqual([]);
      const added = await t.database.db.selectFrom('courses').select('id').where('external_id', '=', 'ZTI-F').executeTakeFirstOrThrow();
      expect(await zti('quill')).toEqual([[added.id, ids.syd]]);
      expect(await zti('garden care')).toEqual([]);
      expect(await zti('garden design')).toEqual([[ids.C, ids.bne]]);
    });
  });

  describe('cached answers follow the index', () => {
    it('an imported course is in the very next search of a filter answered before (same total key, same page key)', async () => {
      const filter = { country_fk: ids.au, legal_fk: ids.zti, keyWord: 'marigold', to: 100 };
      const filtersOnly = { country_fk: ids.au, legal_fk: ids.zti, to: 100 };
      expect(await search(filter)).toEqual({ total: 0, rows: [] });
      const before = await search(filtersOnly);
      expect(await search(filtersOnly)).toEqual(before); // answered from the cache
      const report = await importRows(t.database.db, [
        { line: 1, values: { type: 'course', external_id: 'ZTI-MARIGOLD', institution: 'ZTI', name: 'Marigold Studies', major: 'Natural Sciences', minor: 'Biology', award: 'Bachelor', campuses: ['ZTI-SYD'] } },
      ]);
      expect(report.rejected).toEqual([]);
      const added = await t.database.db.selectFrom('courses').select('id').where('external_id', '=', 'ZTI-MARIGOLD').executeTakeFirstOrThrow();
      const after = await search(filter);
      expect(after.total).toBe(1);
      expect(after.rows.map((r) => [r.courseFk, r.locationId])).toEqual([[added.id, ids.syd]]);
      const all = await search(filtersOnly);
      expect(all.total).toBe(before.total + 1);
      expect(all.rows.map((r) => r.courseFk)).toContain(added.id);
    });

    it('a removed course leaves the cached answers with the next refresh', async () => {
      const filter = { country_fk: ids.au, legal_fk: ids.zti, keyWord: 'marigold', to: 100 };
      expect((await search(filter)).total).toBe(1);
      const course = await t.database.db.selectFrom('courses').select('id').where('external_id', '=', 'ZTI-MARIGOLD').executeTakeFirstOrThrow();
      await t.database.db.deleteFrom('intakes').where('course_id', '=', course.id).execute();
      await t.database.db.deleteFrom('course_campuses').where('course_id', '=', course.id).execute();
      await t.database.db.deleteFrom('courses').where('id', '=', course.id).execute();
      await refreshCourseSearch(t.database.db, dialect, [course.id]);
      expect(await search(filter)).toEqual({ total: 0, rows: [] });
    });
  });

  describe('intakes, campuses, minors', () => {
    it('SearchDataList: a course’s intakes from one month before today', async () => {
      const response = await post(`/api/CoursesPublic/CoursesPublicSearchDataList?courseFK=${ids.E}`, {});
      expect(response.statusCode).toBe(200);
      const intakes = json<courses.Intake[]>(response);
      expect(intakes.map((i) => [i.startDate, i.studyMode])).toEqual([
        ['2026-02-15', 'Full time'], // 2026-03-02 minus one month is 2026-02-02; the January intake is left out
        ['2026-07-20', 'Part time'],
      ]);
      expect(intakes[0]).toMatchObject({ courseFk: ids.E, locationId: ids.bne, campus: 'River Campus', city: 'Brisbane', country: 'Australia', seats: 20, annualFee: 31000, totalFee: 62000, currency: 'AUD' });
      const signedIn = await post(`/api/Courses/SearchDataList?courseFK=${ids.E}`, {});
      expect(json(signedIn)).toEqual(intakes);
    });

    it('SearchDataList: unknown course 404, junk 400', async () => {
      expect(await post('/api/Courses/SearchDataList?courseFK=999999', {})).toMatchObject({ statusCode: 404 });
      expect(json(await post('/api/Courses/SearchDataList?courseFK=999999', {}))).toEqual({ message: 'The course was not found.' });
      expect((await post('/api/Courses/SearchDataList?courseFK=abc', {})).statusCode).toBe(400);
      expect((await post('/api/Courses/SearchDataList', {})).statusCode).toBe(400);
    });

    it('CoursesPublicCampus: an institution’s campuses, head office first', async () => {
      const response = await t.app.inject({ url: `/api/CoursesPublic/CoursesPublicCampus?legalFk=${ids.zti}` });
      expect(response.statusCode).toBe(200);
      expect(json<courses.Campus[]>(response).map((c) => [c.locationId, c.name, c.city, c.state, c.country])).toEqual([
        [ids.bne, 'River Campus', 'Brisbane', 'Queensland', 'Australia'],
        [ids.syd, 'Harbour Campus', 'Sydney', 'New South Wales', 'Australia'],
      ]);
      const agent = await t.database.db.selectFrom('legal_entities').select('id').where('kind', '=', 'A').executeTakeFirstOrThrow();
      for (const legalFk of [999_999, agent.id]) {
        const missing = await t.app.inject({ url: `/api/CoursesPublic/CoursesPublicCampus?legalFk=${legalFk}` });
        expect(missing.statusCode).toBe(404);
        expect(json(missing)).toEqual({ message: 'The institution was not found.' });
      }
      expect((await t.app.inject({ url: '/api/CoursesPublic/CoursesPublicCampus?legalFk=x' })).statusCode).toBe(400);
    });

    it('CoursesPublicMinorDates: the minors of a major', async () => {
      const response = await t.app.inject({ url: '/api/CoursesPublic/CoursesPublicMinorDates?majorFk=9' });
      expect(response.statusCode).toBe(200);
      const minors = json<Array<{ id: number; name: string; parentFk: number }>>(response);
      expect(minors.map((m) => m.name)).toEqual(['Nursing', 'Nutrition and Dietetics', 'Occupational Therapy', 'Paramedicine', 'Pharmacy', 'Physiotherapy', 'Public Health']);
      expect(minors.every((m) => m.parentFk === 9)).toBe(true);
      for (const majorFk of ['901', '999']) {
        const missing = await t.app.inject({ url: `/api/CoursesPublic/CoursesPublicMinorDates?majorFk=${majorFk}` });
        expect(missing.statusCode).toBe(404);
        expect(json(missing)).toEqual({ message: 'The study area was not found.' });
      }
      expect((await t.app.inject({ url: '/api/CoursesPublic/CoursesPublicMinorDates?majorFk=-1' })).statusCode).toBe(400);
    });
  });

  describe('course detail', () => {
    it('CourseDetail: the course, first campus and next intake, campuses, intakes and scholarships', async () => {
      const response = await post('/api/CoursesPublic/CoursesPublicDetail', { CourseId: ids.E });
      expect(response.statusCode).toBe(200);
      const detail = json<courses.CourseDetail>(response);
      expect(detail).toMatchObject({
        courseId: ids.E,
        courseName: 'Énergie Renouvelable',
        institute: 'Zephyr Test Institute',
        webAddress: 'https://zti.example',
        legalId: ids.zti,
        courseCode: 'ER-1',
        description: 'Solar and wind power.',
        structure: 'Core units: grids.',
        duration: '2 years full time',
        durationMonths: 24,
        award: 'Master',
        type: 'Postgraduate',
        studyArea: 'Engineering',
        minorArea: 'Electrical Engineering',
        studentType: 'International',
        interviewRequired: true,
        minReference: 2,
        locationId: ids.bne,
        location: 'River Campus',
        city: 'Brisbane',
        state: 'Queensland',
        country: 'Australia',
        termStart: '2026-02-15',
        courseStudyModeFk: 1,
        studyMode: 'Full time',
        seats: 20,
        annualFee: 31000,
        totalFee: 62000,
        currency: 'AUD',
        favouriteDetailId: 0,
        scholarships: [],
      });
      expect(detail.campuses.map((c) => c.locationId)).toEqual([ids.bne]);
      expect(detail.intakes.map((i) => i.startDate)).toEqual(['2026-02-15', '2026-07-20']);
      const signedIn = await post('/api/Courses/CourseDetail', { CourseId: String(ids.E) });
      expect(json(signedIn)).toEqual(detail);
    });

    it('CourseDetailByIntake: the chosen campus and intake; CurDate moves the window', async () => {
      const partTime = (await post('/api/Courses/CourseDetail', { CourseId: ids.E })).json().intakes[1].intakeId as number;
      const response = await post('/api/CoursesPublic/CoursesPublicDetailByIntake', { CourseId: ids.E, LocationId: ids.bne, TermDetId: partTime, CurDate: '2026-02-02' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ intakeId: partTime, termStart: '2026-07-20', studyMode: 'Part time', annualFee: 16000 });
      const early = json<courses.CourseDetail>(await post('/api/Courses/CourseDetailByIntake', { CourseId: ids.E, CurDate: '2026-01-01' }));
      expect(early.intakes.map((i) => i.startDate)).toEqual(['2026-01-10', '2026-02-15', '2026-07-20']);
      const sydney = json<courses.CourseDetail>(await post('/api/Courses/CourseDetailByIntake', { CourseId: ids.B, LocationId: ids.syd, TermDetId: 0, CurDate: '' }));
      expect(sydney).toMatchObject({ locationId: ids.syd, location: 'Harbour Campus', termStart: '2026-07-01', annualFee: 42000 });
      const brisbane = json<courses.CourseDetail>(await post('/api/Courses/CourseDetailByIntake', { CourseId: ids.B, LocationId: ids.bne }));
      expect(brisbane).toMatchObject({ locationId: ids.bne, intakeId: 0, termStart: null, studyMode: null });
    });

    it('unknown ids 404, junk 400', async () => {
      const cases: Array<[object, number, string?]> = [
        [{ CourseId: 999_999 }, 404, 'The course was not found.'],
        [{ CourseId: ids.E, LocationId: ids.syd }, 404, 'The campus was not found for this course.'],
        [{ CourseId: ids.E, TermDetId: 999_999 }, 404, 'The intake was not found for this course.'],
        [{ CourseId: ids.B, LocationId: ids.bne, TermDetId: (await post('/api/Courses/CourseDetail', { CourseId: ids.B })).json().intakeId }, 404, 'The intake was not found for this course.'],
        [{ CourseId: ids.E, CurDate: '2026-13-01' }, 400, 'Invalid Date'],
        [{ CourseId: ids.E, CurDate: 'soon' }, 400],
        [{ CourseId: 'abc' }, 400],
        [{}, 400],
      ];
      for (const [body, status, message] of cases) {
        const response = await post('/api/Courses/CourseDetailByIntake', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        if (message) expect(json(response).message).toBe(message);
      }
      expect((await post('/api/CoursesPublic/CoursesPublicDetail', { CourseId: 999_999 })).statusCode).toBe(404);
      expect((await post('/api/CoursesPublic/CoursesPublicDetail', { CourseId: -1 })).statusCode).toBe(400);
    });
  });

  describe('apply condition', () => {
    const condition = (token: string) => t.app.inject({ url: '/api/Courses/CourseApplyCondition', headers: bearer(token) });

    it('needs a sign-in', async () => {
      const anonymous = await t.app.inject({ url: '/api/Courses/CourseApplyCondition' });
      expect(anonymous.statusCode).toBe(401);
    });

    it("reports a new member's basic and contact details incomplete (the client's 'First update your basic detail and contact detail')", async () => {
      const member = await signedInMember(t);
      const response = await condition(member.token);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ isBasicDetUpdate: false, isContactDetail: false });
    });

    it('follows the profile rule: a member with a profile row but no saved basic details still has neither', async () => {
      const member = await signedInMember(t);
      await t.database.db
        .insertInto('member_profiles')
        .values({ client_id: member.clientId, home_country_id: ids.au, updated_at: new Date().toISOString() } as never)
        .execute();
      expect(json(await condition(member.token))).toEqual({ isBasicDetUpdate: false, isContactDetail: false });
    });
  });

});
