import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { courses } from '@studyatlas/core/contracts';
import { importFile, importRows } from '../../import/index.js';
import { fixtureIds, seedCourseFixture } from '../../testing/fixtures/courses.js';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp } from '../../testing/app.js';
import { searchCourses } from './search.js';
import { createCourseIndexKeeper } from './search-index/keeper.js';

const SEARCH = '/api/CoursesPublic/CoursesPublicSearchData';
const DETAIL = '/api/CoursesPublic/CoursesPublicDetail';

/** A course with Spanish and Chinese texts (issue 28, "Data in several languages"); no French. */
const TRANSLATED = {
  type: 'course', external_id: 'ZTI-T', institution: 'ZTI', name: 'Civil Engineering Practice', major: 'Engineering', minor: 'Civil Engineering', award: 'Bachelor',
  campuses: ['ZTI-BNE'], description: 'Bridges, roads and water.',
  translations: { es: { name: 'Ingeniería Civil Aplicada', description: 'Puentes, carreteras y agua.' }, 'zh-CN': { name: '土木工程实践' } },
};

describe.each(await testDialects())('translated course names and descriptions on %s', (dialect) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof fixtureIds>>;
  let courseId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect); // clock: 2026-03-02
    await seedCourseFixture(t.database.db, dialect);
    ids = await fixtureIds(t.database.db);
    const report = await importRows(t.database.db, [
      { line: 1, values: TRANSLATED },
      { line: 2, values: { type: 'intake', course: 'ZTI-T', campus: 'ZTI-BNE', study_mode: 'Full time', start_date: '2026-09-01' } },
    ]);
    expect(report.rejected).toEqual([]);
    courseId = (await t.database.db.selectFrom('courses').select('id').where('external_id', '=', 'ZTI-T').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  const translationsOf = (id: number) =>
    t.database.db.selectFrom('course_translations').select(['locale', 'name', 'description']).where('course_id', '=', id).orderBy('locale').execute();
  const search = async (keyWord: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: SEARCH, payload: { country_fk: ids.au, legal_fk: ids.zti, keyWord, to: 100 }, headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<courses.CourseSearchReply>(response);
  };
  const detail = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: DETAIL, payload: { CourseId: courseId }, headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<courses.CourseDetail>(response);
  };

  it('the importer stores each language a course row gives (JSON translations object)', async () => {
    expect(await translationsOf(courseId)).toEqual([
      { locale: 'es', name: 'Ingeniería Civil Aplicada', description: 'Puentes, carreteras y agua.' },
      { locale: 'zh-CN', name: '土木工程实践', description: null },
    ]);
  });

  it('finds a course by a word of its Spanish name, through the in-memory index and through the database alone', async () => {
    const index = await createCourseIndexKeeper(t.database.db).ready();
    const filter = { country_fk: ids.au, legal_fk: ids.zti, keyWord: 'Ingeniería aplicada' };
    const page = { from: 0, to: 100, intakeFrom: '2026-03-02' };
    const viaIndex = await searchCourses(t.database.db, dialect, filter, page, { index });
    const viaDatabase = await searchCourses(t.database.db, dialect, filter, page);
    expect(viaIndex.rows.map((r) => r.course_id)).toEqual([courseId]);
    expect(viaDatabase.rows.map((r) => r.course_id)).toEqual([courseId]);
    // The translated name ranks as the name does: before a course that has the word in its study area only.
    const engineering = { ...filter, keyWord: 'civil' };
    for (const answer of [await searchCourses(t.database.db, dialect, engineering, page, { index }), await searchCourses(t.database.db, dialect, engineering, page)]) {
      expect(answer.rows[0]!.course_id).toBe(courseId);
    }
  });

  it("answers the search with the course's name in the reader's language (Accept-Language or locale), the original without one", async () => {
    expect((await search('ingenieria', { 'accept-language': 'es-MX,es;q=0.9' })).rows.map((r) => r.name)).toEqual(['Ingeniería Civil Aplicada']);
    expect((await search('ingenieria')).rows.map((r) => r.name)).toEqual(['Civil Engineering Practice']);
    expect((await search('civil engineering', { 'accept-language': 'zh-CN' })).rows.find((r) => r.courseFk === courseId)?.name).toBe('土木工程实践');
    // French has no translation: the course's own name.
    expect((await search('ingenieria', { 'accept-language': 'fr' })).rows.map((r) => r.name)).toEqual(['Civil Engineering Practice']);
  });

  it("course detail (what compare shows too) in the reader's language; a text not translated falls back to the course's own", async () => {
    expect(await detail({ 'accept-language': 'es' })).toMatchObject({ courseName: 'Ingeniería Civil Aplicada', description: 'Puentes, carreteras y agua.' });
    expect(await detail({ 'accept-language': 'zh-CN' })).toMatchObject({ courseName: '土木工程实践', description: 'Bridges, roads and water.' });
    expect(await detail({ 'accept-language': 'fr' })).toMatchObject({ courseName: 'Civil Engineering Practice', description: 'Bridges, roads and water.' });
    expect(await detail()).toMatchObject({ courseName: 'Civil Engineering Practice', description: 'Bridges, roads and water.' });
  });

  it("lists a member's course favourites with the name in the reader's language", async () => {
    const ana = await signedInMember(t);
    const intake = await t.database.db.selectFrom('intakes').select('id').where('course_id', '=', courseId).executeTakeFirstOrThrow();
    const added = await t.app.inject({ method: 'POST', url: '/api/Favourite/AddFavourite', headers: bearer(ana.token), payload: { ReferenceFk: intake.id, Category: 'C' } });
    expect(added.statusCode, added.body).toBe(200);
    const names = async (headers: Record<string, string>) =>
      json<{ favourites: Array<{ courseName: string }> }>(await t.app.inject({ url: '/api/favourite/allFavourite', query: { type: 'C' }, headers: { ...bearer(ana.token), ...headers } })).favourites.map((f) => f.courseName);
    expect(await names({ 'accept-language': 'es' })).toEqual(['Ingeniería Civil Aplicada']);
    expect(await names({})).toEqual(['Civil Engineering Practice']);
  });

  it('reads name.<language> and description.<language> CSV columns (any case), and rejects a row with an unknown language or a text too long', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'translations-'));
    try {
      const file = path.join(dir, 'courses.csv');
      const long = 'x'.repeat(301);
      await writeFile(
        file,
        [
          'type,external_id,institution,name,major,minor,award,campuses,name.es,description.es,name.zh-CN,name.xx',
          'course,ZTI-T2,ZTI,Water Science,Engineering,Civil Engineering,Bachelor,ZTI-BNE,Ciencias del Agua,Ríos y mares.,水科学,',
          'course,ZTI-T3,ZTI,Soil Science,Engineering,Civil Engineering,Bachelor,ZTI-BNE,,,,Bodenkunde',
          `course,ZTI-T4,ZTI,Air Science,Engineering,Civil Engineering,Bachelor,ZTI-BNE,${long},,,`,
        ].join('\n'),
      );
      const { report } = await importFile(t.database.db, file);
      expect(report.created.course).toBe(1);
      expect(report.rejected.map((r) => [r.line, r.key, r.reason])).toEqual([
        [3, 'ZTI-T3', 'translation language "xx" is not one of es, fr, de, zh-CN, hi, vi, id, ar'],
        [4, 'ZTI-T4', 'name.es is 301 characters long; at most 300 are allowed'],
      ]);
      const water = (await t.database.db.selectFrom('courses').select('id').where('external_id', '=', 'ZTI-T2').executeTakeFirstOrThrow()).id;
      expect(await translationsOf(water)).toEqual([
        { locale: 'es', name: 'Ciencias del Agua', description: 'Ríos y mares.' },
        { locale: 'zh-CN', name: '水科学', description: null },
      ]);
      expect((await search('ciencias agua')).rows.map((r) => r.courseFk)).toEqual([water]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a JSON translation must give a name or a description; a re-import without translations removes them, and the search forgets the old name', async () => {
    const empty = await importRows(t.database.db, [{ line: 1, values: { ...TRANSLATED, external_id: 'ZTI-T5', translations: { fr: {} } } }]);
    expect(empty.rejected.map((r) => r.reason)).toEqual(['the fr translation needs a name or a description']);
    const { translations: _, ...withoutTranslations } = TRANSLATED;
    expect((await importRows(t.database.db, [{ line: 1, values: withoutTranslations }])).rejected).toEqual([]);
    expect(await translationsOf(courseId)).toEqual([]);
    expect((await search('ingenieria')).rows).toEqual([]);
    expect((await importRows(t.database.db, [{ line: 1, values: TRANSLATED }])).rejected).toEqual([]);
    expect((await search('ingenieria')).rows.map((r) => r.courseFk)).toEqual([courseId]);
  });
});
