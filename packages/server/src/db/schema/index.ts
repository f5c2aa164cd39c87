import type { AccountsTables } from './accounts.js';

/** The whole database as Kysely sees it: one interface per area, joined here. */
export interface Database extends AccountsTables {}
