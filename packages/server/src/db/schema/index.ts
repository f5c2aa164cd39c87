import type { AccountsTables } from './accounts.js';
import type { CatalogTables } from './catalog.js';
import type { ReferenceTables } from './reference.js';

/** The whole database as Kysely sees it: one interface per area, joined here. */
export interface Database extends AccountsTables, ReferenceTables, CatalogTables {}
