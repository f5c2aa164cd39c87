import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';

/**
 * Bound parameters per statement: PostgreSQL allows 65,535; the SQLite bundled with better-sqlite3
 * allows 32,766. Rows per statement are capped too, so one statement never grows unwieldy.
 */
const MAX_PARAMETERS: Record<DialectName, number> = { sqlite: 32_000, postgres: 60_000 };
const MAX_ROWS: Record<DialectName, number> = { sqlite: 2_000, postgres: 5_000 };

/**
 * Inserts rows with multi-row INSERT statements. Call it inside a transaction: a multi-row write is
 * one transaction by convention. Every row must have the same keys as the first one.
 */
export async function insertBatched(
  db: Kysely<any>,
  dialect: DialectName,
  table: string,
  rows: readonly object[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.min(MAX_ROWS[dialect], Math.floor(MAX_PARAMETERS[dialect] / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db.insertInto(table).values(rows.slice(start, start + size)).execute();
  }
  return rows.length;
}

/** The next free id of a table with a database-generated id (explicit ids are handed out from here). */
export async function nextId(db: Kysely<any>, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/**
 * After inserting explicit ids into a serial column, moves PostgreSQL's sequence past them so the
 * next database-generated id does not collide. (SQLite's AUTOINCREMENT follows on its own.)
 */
export async function syncIdSequence(db: Kysely<any>, dialect: DialectName, table: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(db);
}
