import type { Generated } from 'kysely';

/** Embedding and the workspace's catalogue import (migration 0033). */

export interface EmbedOriginsTable {
  id: Generated<number>;
  legal_id: number;
  /** https://host[:port], as the Origin header carries it. */
  origin: string;
  created_by: number | null;
  created_at: string;
}

export interface ImportJobsTable {
  id: Generated<number>;
  legal_id: number;
  client_id: number | null;
  file_name: string;
  dry_run: Generated<number>;
  state: 'running' | 'done' | 'failed' | 'interrupted';
  created_at: string;
  /** Moved on about every second while an instance imports the file. */
  heartbeat_at: string;
  finished_at: string | null;
  records: Generated<number>;
  imported: Generated<number>;
  rejected: Generated<number>;
  warnings: Generated<number>;
  /** The importer's report as the CLI prints it (or why the file was not imported). */
  report: Generated<string>;
}

export interface EmbedTables {
  embed_origins: EmbedOriginsTable;
  import_jobs: ImportJobsTable;
}
