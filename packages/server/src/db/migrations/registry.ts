import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/** A versioned migration; it receives the dialect so DDL can differ where the databases do. */
export interface DialectMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>;
}
