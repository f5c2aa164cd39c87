import { PostgresAdapter, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/** The dialect of an open Kysely instance (or transaction), for code that is handed only `db`. */
export const dialectOf = (db: Kysely<any>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
