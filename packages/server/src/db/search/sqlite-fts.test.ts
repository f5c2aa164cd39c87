import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourseFixture } from '../../testing/fixtures/courses.js';
import { createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { refreshCourseSearch } from './refresh.js';

describe('SQLite text index after a large refresh (rebuilt once, triggers back)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite', { content: 'sample-reference' });
    await seedCourseFixture(t.db, 'sqlite');
  });
  afterAll(() => t.dispose());

  const ftsRows = async (word: string) =>
    (await sql<{ rowid: number }>`select rowid from course_search_fts where course_search_fts match ${`"${word}"*`} order by rowid`.execute(t.db)).rows.map((r) => r.rowid);
  const tableRows = async (word: string) =>
    (await t.db.selectFrom('course_search').select('id').where((eb) => eb.or([eb('name_norm', 'like', `%${word}%`), eb('area_norm', 'like', `%${word}%`), eb('desc_norm', 'like', `%${word}%`)])).orderBy('id').execute()).map((r) => r.id);

  it('a full refresh leaves the text index equal to the rows, and the row triggers keep it so afterwards', async () => {
    await refreshCourseSearch(t.db, 'sqlite');
    const triggers = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'course_search' order by name`.execute(t.db);
    expect(triggers.rows.map((r) => r.name)).toEqual(['course_search_fts_delete', 'course_search_fts_insert', 'course_search_fts_update']);
    expect(await ftsRows('nursing')).toEqual(await tableRows('nursing'));
    expect((await ftsRows('nursing')).length).toBeGreaterThan(0);

    // A small refresh goes through the triggers: the renamed course is found by its new word only.
    const course = await t.db.selectFrom('courses').select(['id', 'name']).where('name', 'like', '%Nursing%').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('courses').set({ name: 'Bachelor of Zythology' }).where('id', '=', course.id).execute();
    await refreshCourseSearch(t.db, 'sqlite', [course.id]);
    const renamed = (await t.db.selectFrom('course_search').select('id').where('course_id', '=', course.id).execute()).map((r) => r.id);
    expect(await ftsRows('zythology')).toEqual(renamed);
    expect(await ftsRows('nursing')).toEqual(await tableRows('nursing'));
  });
});
