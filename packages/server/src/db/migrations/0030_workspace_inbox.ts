import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import type { DialectName } from '../dialect.js';

/**
 * The partner workspace's inbox at scale (issue 26, docs/performance.md "Partner workspace inbox"):
 *
 * - `workspace_inbox`: one row per (organisation, application) an inbox holds — a submitted or
 *   withdrawn application with at least one course entry at the organisation — with what the inbox
 *   filters and sorts on: the application's status and submission time, the student's names and
 *   lower-cased search keys, the read flag and the assignee. Its indexes serve each order and the
 *   common filters, so a page walks one index and stops.
 * - `workspace_inbox_counts`: per organisation the applications and the unread ones (the total of
 *   the default view and the badge without counting 100,000 index entries per request).
 *
 * Both are derived data, kept by triggers on the tables they come from (applications,
 * application_courses, clients, workspace_reads, workspace_assignments), so every writer — the
 * wizard, the partner API, the workspace, a profile's rename, the CLI, an import or a fixture — keeps
 * them in step without knowing of them. A change of an application or of its entries' draft state
 * recomputes that application's rows from the sources (delete, then insert what the sources say).
 * Also: entries by (organisation, status | course, application), so the status and course filters
 * count distinct applications in an index alone.
 */
export const workspaceInbox: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('workspace_inbox')
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text', (c) => c.notNull())
      .addColumn('surname', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull())
      .addColumn('assignee_id', 'integer')
      .addPrimaryKeyConstraint('workspace_inbox_pk', ['legal_id', 'application_id'])
      // SQLite: the rows themselves in key order, so a filter that reads an organisation's rows reads them in sequence.
      .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    await index(db, 'workspace_inbox', ['application_id']);
    // The submission orders: a narrow index for the pages (a deep page walks tens of thousands of its
    // entries), and one the search keys ride along in, so a search without a trigram index walks it alone.
    await index(db, 'workspace_inbox', ['legal_id', 'submitted_at', 'application_id']);
    await index(db, 'workspace_inbox', ['legal_id', 'submitted_at', 'application_id', 'name_key', 'email_key']);
    await index(db, 'workspace_inbox', ['legal_id', 'surname', 'first_name', 'application_id']);
    await index(db, 'workspace_inbox', ['legal_id', 'is_read', 'submitted_at', 'application_id']);
    await index(db, 'workspace_inbox', ['legal_id', 'assignee_id', 'submitted_at', 'application_id']);
    await db.schema
      .createTable('workspace_inbox_counts')
      .addColumn('legal_id', 'integer', (c) => c.primaryKey().references('legal_entities.id').onDelete('cascade'))
      .addColumn('applications', 'integer', (c) => c.notNull())
      .addColumn('unread', 'integer', (c) => c.notNull())
      .execute();
    await index(db, 'application_courses', ['legal_id', 'status', 'application_id']);
    await index(db, 'application_courses', ['legal_id', 'course_id', 'application_id', 'status']);

    if (dialect === 'postgres') {
      await postgresTrigrams(db);
      await postgresTriggers(db);
    } else {
      await sql`create virtual table workspace_inbox_search using fts5(name_key, email_key, tokenize = 'trigram')`.execute(db);
      await sqliteTriggers(db);
    }
    // Applications submitted before this migration.
    await sql.raw(`insert into workspace_inbox ${INBOX_COLUMNS} ${inboxRows()}`).execute(db);
  },
  async down(db, dialect) {
    if (dialect === 'postgres') {
      for (const [table, name] of TRIGGERS) await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
      for (const name of FUNCTIONS) await sql.raw(`drop function if exists ${name}() cascade`).execute(db);
      await sql.raw('drop function if exists workspace_inbox_refresh(integer)').execute(db);
    } else {
      for (const [, name] of [...TRIGGERS, ...SEARCH_TRIGGERS]) await sql.raw(`drop trigger if exists ${name}`).execute(db);
      await sql`drop table if exists workspace_inbox_search`.execute(db);
    }
    await db.schema.dropIndex('application_courses_legal_id_course_id_application_id_status').ifExists().execute();
    await db.schema.dropIndex('application_courses_legal_id_status_application_id').ifExists().execute();
    await db.schema.dropTable('workspace_inbox_counts').ifExists().execute();
    await db.schema.dropTable('workspace_inbox').ifExists().execute();
  },
};

/**
 * PostgreSQL bulk loads (the bench's 100,000 applications): `load` runs with the row triggers of the
 * inbox's sources off, then the inbox and its counts are computed in one statement each (per-row
 * plpgsql costs about 2 ms a row on a busy 2-core machine). Inside the caller's transaction.
 */
export async function withInboxRebuiltAfter(db: Kysely<any>, load: () => Promise<void>): Promise<void> {
  const tables = [...new Set(TRIGGERS.map(([table]) => table))];
  for (const table of tables) await sql.raw(`alter table ${table} disable trigger user`).execute(db);
  await load();
  await sql`delete from workspace_inbox`.execute(db);
  await sql`delete from workspace_inbox_counts`.execute(db);
  await sql.raw(`insert into workspace_inbox ${INBOX_COLUMNS} ${inboxRows()}`).execute(db);
  await sql`insert into workspace_inbox_counts (legal_id, applications, unread) select legal_id, count(*), sum(1 - is_read) from workspace_inbox group by legal_id`.execute(db);
  for (const table of tables) await sql.raw(`alter table ${table} enable trigger user`).execute(db);
}

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();

const INBOX_COLUMNS = '(legal_id, application_id, status, submitted_at, surname, first_name, name_key, email_key, is_read, assignee_id)';

/**
 * The inbox rows the sources give: of one application (`application`, an SQL expression such as
 * `new.id`) or of all. The keys are what the search compares with (lower(): ASCII on SQLite, as the
 * search was before).
 */
const inboxRows = (application?: string) => `
  select e.legal_id, a.id, a.status, coalesce(a.submitted_at, a.created_at), c.surname, c.first_name,
         lower(c.first_name || ' ' || c.surname), lower(c.email),
         case when exists (select 1 from workspace_reads r where r.legal_id = e.legal_id and r.application_id = a.id) then 1 else 0 end,
         (select w.client_id from workspace_assignments w where w.legal_id = e.legal_id and w.application_id = a.id)
  from (select distinct legal_id, application_id from application_courses where status <> ''${application ? ` and application_id = ${application}` : ''}) e
  join applications a on a.id = e.application_id
  join clients c on c.id = a.client_id
  where a.status in ('S', 'W')`;

/** Recomputes one application's inbox rows (`id`: an SQL expression). */
const refresh = (id: string) => `
  delete from workspace_inbox where application_id = ${id};
  insert into workspace_inbox ${INBOX_COLUMNS} ${inboxRows(id)};`;

const renamed = (client: string) => `
  update workspace_inbox
  set surname = ${client}.surname, first_name = ${client}.first_name,
      name_key = lower(${client}.first_name || ' ' || ${client}.surname), email_key = lower(${client}.email)
  where application_id in (select id from applications where client_id = ${client}.id);`;

const setRead = (row: string, value: 0 | 1) => `update workspace_inbox set is_read = ${value} where legal_id = ${row}.legal_id and application_id = ${row}.application_id;`;
const setAssignee = (row: string, value: string) =>
  `update workspace_inbox set assignee_id = ${value} where legal_id = ${row}.legal_id and application_id = ${row}.application_id;`;

const counted = `
  insert into workspace_inbox_counts (legal_id, applications, unread) values (new.legal_id, 1, 1 - new.is_read)
  on conflict (legal_id) do update set applications = workspace_inbox_counts.applications + 1, unread = workspace_inbox_counts.unread + excluded.unread;`;
const uncounted = `update workspace_inbox_counts set applications = applications - 1, unread = unread - (1 - old.is_read) where legal_id = old.legal_id;`;
const recounted = `update workspace_inbox_counts set unread = unread + old.is_read - new.is_read where legal_id = new.legal_id;`;

/** When an entry's change moves it in or out of an inbox: a draft's entry ('') is in none. */
const ENTRY_MOVED = `(old.status = '') <> (new.status = '') or old.legal_id <> new.legal_id or old.application_id <> new.application_id`;

interface Trigger {
  name: string;
  table: string;
  /** insert, update [of columns], delete. */
  event: string;
  /** The condition, or ''. */
  when: string;
  body: string;
}

/** Every trigger keeping the two tables (the same statements on both databases). */
function triggers(dialect: DialectName): Trigger[] {
  const differs = dialect === 'postgres' ? 'is distinct from' : 'is not';
  const refreshNew = dialect === 'postgres' ? 'perform workspace_inbox_refresh(new.id);' : refresh('new.id');
  const refreshEntry = (row: 'new' | 'old') => (dialect === 'postgres' ? `perform workspace_inbox_refresh(${row}.application_id);` : refresh(`${row}.application_id`));
  return [
    {
      name: 'workspace_inbox_application',
      table: 'applications',
      event: 'update of status, submitted_at, created_at, client_id',
      when: `old.status <> new.status or old.submitted_at ${differs} new.submitted_at or old.created_at <> new.created_at or old.client_id <> new.client_id`,
      body: refreshNew,
    },
    { name: 'workspace_inbox_entry_insert', table: 'application_courses', event: 'insert', when: `new.status <> ''`, body: refreshEntry('new') },
    {
      name: 'workspace_inbox_entry_update',
      table: 'application_courses',
      event: 'update of status, legal_id, application_id',
      when: ENTRY_MOVED,
      body: `${refreshEntry('old')} ${refreshEntry('new')}`,
    },
    { name: 'workspace_inbox_entry_delete', table: 'application_courses', event: 'delete', when: `old.status <> ''`, body: refreshEntry('old') },
    {
      name: 'workspace_inbox_student',
      table: 'clients',
      event: 'update of first_name, surname, email',
      when: 'old.first_name <> new.first_name or old.surname <> new.surname or old.email <> new.email',
      body: renamed('new'),
    },
    { name: 'workspace_inbox_read', table: 'workspace_reads', event: 'insert', when: '', body: setRead('new', 1) },
    { name: 'workspace_inbox_unread', table: 'workspace_reads', event: 'delete', when: '', body: setRead('old', 0) },
    { name: 'workspace_inbox_assign', table: 'workspace_assignments', event: 'insert', when: '', body: setAssignee('new', 'new.client_id') },
    { name: 'workspace_inbox_reassign', table: 'workspace_assignments', event: 'update of client_id', when: '', body: setAssignee('new', 'new.client_id') },
    { name: 'workspace_inbox_unassign', table: 'workspace_assignments', event: 'delete', when: '', body: setAssignee('old', 'null') },
    { name: 'workspace_inbox_count', table: 'workspace_inbox', event: 'insert', when: '', body: counted },
    { name: 'workspace_inbox_uncount', table: 'workspace_inbox', event: 'delete', when: '', body: uncounted },
    { name: 'workspace_inbox_recount', table: 'workspace_inbox', event: 'update of is_read', when: 'old.is_read <> new.is_read', body: recounted },
  ];
}

/**
 * SQLite: the search keys in a trigram text index (FTS5), one row per application (rowid: its id),
 * while any inbox holds it — a search of three characters or more finds its applications there.
 */
const searchTriggers: Trigger[] = [
  {
    name: 'workspace_inbox_search_insert',
    table: 'workspace_inbox',
    event: 'insert',
    when: '',
    body: `insert into workspace_inbox_search (rowid, name_key, email_key) select new.application_id, new.name_key, new.email_key
           where not exists (select 1 from workspace_inbox_search where rowid = new.application_id);`,
  },
  {
    name: 'workspace_inbox_search_delete',
    table: 'workspace_inbox',
    event: 'delete',
    when: '',
    body: `delete from workspace_inbox_search where rowid = old.application_id and not exists (select 1 from workspace_inbox where application_id = old.application_id);`,
  },
  {
    name: 'workspace_inbox_search_update',
    table: 'workspace_inbox',
    event: 'update of name_key, email_key',
    when: 'old.name_key <> new.name_key or old.email_key <> new.email_key',
    body: `delete from workspace_inbox_search where rowid = new.application_id;
           insert into workspace_inbox_search (rowid, name_key, email_key) values (new.application_id, new.name_key, new.email_key);`,
  },
];

const TRIGGERS = triggers('sqlite').map((t) => [t.table, t.name] as const);
const SEARCH_TRIGGERS = searchTriggers.map((t) => [t.table, t.name] as const);
const FUNCTIONS = TRIGGERS.map(([, name]) => `${name}_fn`);

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const t of [...triggers('sqlite'), ...searchTriggers]) {
    await sql.raw(`create trigger ${t.name} after ${t.event} on ${t.table} for each row ${t.when ? `when ${t.when}` : ''} begin ${t.body} end`).execute(db);
  }
}

/**
 * PostgreSQL: trigram indexes (pg_trgm) on the search keys, so `like '%…%'` of three characters or
 * more reads the index. pg_trgm is a trusted extension (any user who may create in the database may
 * add it); where it cannot be had the migration goes on without the indexes and a search reads the
 * organisation's rows (correct, slower: docs/performance.md).
 */
async function postgresTrigrams(db: Kysely<any>): Promise<void> {
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`savepoint workspace_trigrams`.execute(db);
  try {
    const installed = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const schema = installed.rows[0]?.schema ?? 'public';
    if (!installed.rows[0]) await sql.raw(`create extension pg_trgm with schema ${schema}`).execute(db);
    for (const column of ['name_key', 'email_key']) {
      await sql.raw(`create index workspace_inbox_${column}_trgm on workspace_inbox using gin (${column} ${schema}.gin_trgm_ops)`).execute(db);
    }
    await sql`release savepoint workspace_trigrams`.execute(db);
  } catch {
    await sql`rollback to savepoint workspace_trigrams`.execute(db);
  }
}

/** PostgreSQL: one plpgsql function per trigger; the recomputation is a function of its own. */
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql.raw(`create function workspace_inbox_refresh(changed integer) returns void language plpgsql as $$ begin ${refresh('changed')} end $$`).execute(db);
  for (const t of triggers('postgres')) {
    await sql.raw(`create function ${t.name}_fn() returns trigger language plpgsql as $$ begin ${t.body} return null; end $$`).execute(db);
    await sql.raw(`create trigger ${t.name} after ${t.event} on ${t.table} for each row ${t.when ? `when (${t.when})` : ''} execute function ${t.name}_fn()`).execute(db);
  }
}
