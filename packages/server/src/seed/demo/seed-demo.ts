import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { DialectName } from '../../db/dialect.js';
import { refreshCourseSearch } from '../../db/search/index.js';
import { demoTranslations } from './translations.js';
import { withBulkLoadCache } from '../../db/bulk-load-cache.js';
import { insertBatched, syncIdSequence } from '../batch-insert.js';
import { isDay, today as todayUtc } from '../dates.js';
import { generateAgentDetails } from './agent-details.js';
import { generateDemo } from './generate.js';
import { loadDemoContext } from './load-context.js';
import { seedMembers } from './members.js';
import { seedDemoSurveys } from './surveys.js';
import { seedDemoWorkspace } from './workspace.js';
import { DEMO_TABLES, ID_TABLES, type DemoData } from './types.js';

export interface SeedDemoOptions {
  /** Default 1,000. */
  institutions?: number;
  /** Default 20,000. */
  courses?: number;
  /** Default a quarter of the institutions. */
  agents?: number;
  /** PRNG seed; the same seed (and date) gives the same data. Default 1. */
  seed?: number;
  /** Reference date yyyy-MM-dd that intakes and events are placed after. Default today (UTC). */
  today?: string;
  /** Also add the demo members (default true). */
  members?: boolean;
}

export type DemoTable = keyof DemoData;

export interface SeedDemoResult {
  seed: number;
  today: string;
  /** Rows inserted per table. */
  rows: Record<DemoTable, number>;
  /** Demo members added (0 when they existed already). */
  members: number;
  /** The institution whose workspace the demo staff work in (null without demo members). */
  workspaceInstitution: number | null;
  milliseconds: number;
}

function count(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${String(value)}`);
  return n;
}

/**
 * Adds a deterministic demo catalogue (institutions and agents at real city coordinates, campuses,
 * courses with intakes, scholarships, events, forms) plus the demo members. Needs the reference
 * data; the catalogue goes in one transaction.
 */
export async function seedDemo(db: Kysely<Database>, dialect: DialectName, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = performance.now();
  const institutions = count('institutions', options.institutions, 1_000);
  const size = {
    institutions,
    courses: count('courses', options.courses, 20_000),
    agents: count('agents', options.agents, Math.round(institutions / 4)),
    seed: count('seed', options.seed, 1),
  };
  const day = options.today ?? todayUtc();
  if (!isDay(day)) throw new RangeError(`today must be a yyyy-MM-dd date, got ${day}`);

  const rows = await db.transaction().execute((trx) => withBulkLoadCache(trx, dialect, async () => {
    const data = generateDemo(await loadDemoContext(trx, day), size);
    const inserted = {} as Record<DemoTable, number>;
    for (const table of DEMO_TABLES) inserted[table] = await insertBatched(trx, dialect, table, data[table]);
    for (const table of ID_TABLES) await syncIdSequence(trx, dialect, table);
    const agentDetails = generateAgentDetails(data, size.seed);
    await insertBatched(trx, dialect, 'agent_professional_bodies', agentDetails.bodies);
    await insertBatched(trx, dialect, 'agent_location_heads', agentDetails.heads);
    await insertBatched(trx, dialect, 'course_translations', data.courses.flatMap(demoTranslations));
    await refreshCourseSearch(trx, dialect, data.courses.map((c) => c.id));
    return inserted;
  }));
  const members = options.members === false ? 0 : await seedMembers(db, `${day}T00:00:00.000Z`);
  // After the members: the demo student's favourites point at the surveyed course.
  await seedDemoSurveys(db, day, `${day}T00:00:00.000Z`);
  // After the favourites: the demo staff work at the institution of the demo student's first one.
  const workspaceInstitution = options.members === false ? null : await seedDemoWorkspace(db, `${day}T00:00:00.000Z`);
  // After a bulk load PostgreSQL needs statistics (or it plans for empty tables) and a vacuum (or
  // index-only scans, such as the campuses by position, visit every row's heap page) — autovacuum
  // would get there later. Outside the transaction: VACUUM cannot run inside one.
  if (dialect === 'postgres' && !db.isTransaction) {
    const tables = [...DEMO_TABLES, 'agent_professional_bodies', 'agent_location_heads', 'course_search'];
    await sql`vacuum analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
  }
  return { seed: size.seed, today: day, rows, members, workspaceInstitution, milliseconds: Math.round(performance.now() - started) };
}
