import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';

const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
afterAll(() => db.destroy());

describe('compiledOnce', () => {
  it('compiles a query once and runs it with each call’s arguments in their places, constants kept', async () => {
    await sql`create table t (id integer primary key, name text, day text)`.execute(db);
    await sql`insert into t values (1, 'a', '2026-01-01'), (2, 'b', '2026-02-01'), (3, 'c', '2026-03-01'), (4, 'd', '2026-04-01')`.execute(db);
    let builds = 0;
    const run = compiledOnce<{ id: number }>((k, [first, second, from]) => {
      builds++;
      return k.selectFrom('t').select('id').where('id', 'in', [first as number, second as number]).where('day', '>=', from as string).where('name', '!=', 'z').orderBy('id').limit(5);
    }, ['number', 'number', 'text']);
    expect(await run(db, [1, 3, '2026-01-01'])).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await run(db, [2, 4, '2026-03-01'])).toEqual([{ id: 4 }]);
    expect(builds).toBe(1);
  });

  it('refuses a query where an argument is not a bound parameter', async () => {
    const run = compiledOnce<{ id: number }>((k) => k.selectFrom('t').select('id'), ['number']);
    await expect(run(db, [1])).rejects.toThrow('argument 0 did not become a parameter of the query');
  });
});
