export * from './create-database.js';
export * from './migrate.js';
export * from './dialect.js';
export type { Database } from './schema/index.js';
