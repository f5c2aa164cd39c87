import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import { prepareOnPostgres } from './prepared-statements.js';

/** Stands for the i-th argument while a query is compiled (never a real value: below every id, or a marked text). */
const standIn = (i: number, kind: 'number' | 'text'): number | string => (kind === 'number' ? -1_000_000_001 - i : `\u0001argument ${i}`);

/**
 * A query that is built and compiled once per shape and then only run: Kysely builds, visits and
 * compiles a query on every call, a third of the course search's page read (docs/performance.md).
 * `build` receives stand-ins for the arguments (numbers or texts, by `kinds`); every stand-in
 * must reach the query as a bound parameter (a value the query only compares). Each later call
 * puts the arguments in the stand-ins' places. One per shape of query (say, per number of ids).
 * On PostgreSQL the query is also a prepared statement (prepared-statements.ts).
 */
export function compiledOnce<Row>(build: (db: Kysely<any>, args: ReadonlyArray<number | string>) => Compilable<Row>, kinds: ReadonlyArray<'number' | 'text'>) {
  const compiled = new WeakMap<Kysely<any>, { query: CompiledQuery<Row>; slots: number[] }>();
  return async (db: Kysely<any>, args: ReadonlyArray<number | string>): Promise<Row[]> => {
    let entry = compiled.get(db);
    if (!entry) {
      const standIns = kinds.map((kind, i) => standIn(i, kind));
      const query = build(db, standIns).compile();
      // Each parameter's argument (−1: a constant of the query, kept as compiled).
      const slots = query.parameters.map((value) => standIns.indexOf(value as number | string));
      for (let i = 0; i < standIns.length; i++) if (!slots.includes(i)) throw new Error(`argument ${i} did not become a parameter of the query`);
      prepareOnPostgres(query.sql);
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((value, i) => (slots[i]! >= 0 ? args[slots[i]!] : value));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
