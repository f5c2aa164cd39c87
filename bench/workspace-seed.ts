/**
 * The workspace bench's data (bench/workspace.ts): the demo catalogue at a small size (its demo staff
 * sit on one institution's staff, migration-free sign-in with the demo password), then APPLICATIONS
 * submitted applications at that institution written straight to the tables in one transaction —
 * a student each, one or two course entries on the institution's intakes, entry statuses spread over
 * the timeline, a twentieth withdrawn, 40 % opened, a tenth assigned. The inbox's own table follows
 * by its triggers (migration 0030), as it does for every writer.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../packages/server/src/db/schema/index.js';
import { withInboxRebuiltAfter } from '../packages/server/src/db/migrations/0030_workspace_inbox.js';
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_STAFF, seedDemo, seedReference } from '../packages/server/src/seed/index.js';
import { insertBatched } from '../packages/server/src/seed/batch-insert.js';

export const FIRST_NAMES = ['Ana', 'Ben', 'Chloé', 'Daniel', 'Emma', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jonas', 'Kemi', 'Lucas', 'Maya', 'Nikhil', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tariq'];
export const SURNAMES = [
  'Silva', 'Okafor', 'Nguyen', 'Müller', 'Kowalski', 'Haddad', 'Tanaka', 'García', 'Olsen', 'Petrova', 'Mensah', 'Rossi', 'Dubois', 'Khan', 'Park', 'Novak', 'Ibrahim', 'Costa',
  'Schmidt', 'Yilmaz', 'Fernández', 'Andersson', 'Chen', 'Moreau', 'Oduya', 'Suzuki', 'Lopez', 'Walsh', 'Horvat', 'Abdi', 'Jansen', 'Ricci', 'Sato', 'Kim', 'Popescu',
  'Martin', 'Ahmed', 'Berg', 'Ivanova', 'Santos',
];
const ENTRY_STATUSES = ['SUB', 'SUB', 'SUB', 'SUB', 'SUB', 'SUB', 'SUB', 'REV', 'REV', 'OFC', 'OFU', 'REJ'];
/** Submissions spread over two years before this day. */
const LAST_SUBMISSION = Date.parse('2026-11-01T00:00:00.000Z');
const SPREAD_MS = 2 * 365 * 24 * 3_600_000;

export interface SeededInbox {
  legalId: number;
  applications: number;
  entries: number;
  /** The institution's courses that the entries name. */
  courseIds: number[];
  /** The admissions officer (the assignee of a tenth). */
  officerId: number;
  seedSeconds: number;
}

export const studentEmail = (i: number): string => `${FIRST_NAMES[i % FIRST_NAMES.length]}.${SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length]}.${i}@mail.bench`.toLowerCase();

export async function seedInbox(handle: DatabaseHandle, applications: number): Promise<SeededInbox> {
  const { db, dialect } = handle;
  const started = performance.now();
  await seedReference(db, dialect, { geo: 'full' });
  await seedDemo(db, dialect, { institutions: 60, courses: 1_200, seed: 7 });
  const staff = await db
    .selectFrom('workspace_members as m')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .select(['m.legal_id', 'c.id', 'c.email'])
    .where('c.email', 'in', DEMO_STAFF.map((s) => s.email))
    .execute();
  const legalId = Number(staff[0]!.legal_id);
  const officerId = Number(staff.find((s) => s.email === DEMO_STAFF[1]!.email)!.id);
  const intakes = await db
    .selectFrom('intakes as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select(['i.id', 'i.course_id', 'i.location_id', 'i.study_mode_id', 'i.start_date'])
    .where('c.legal_id', '=', legalId)
    .orderBy('i.id')
    .execute();
  if (intakes.length < 2) throw new Error(`institution ${legalId} has ${intakes.length} intakes`);
  const at = new Date(LAST_SUBMISSION).toISOString();
  let entries = 0;
  await db.transaction().execute(async (trx) => {
    // PostgreSQL: the inbox computed once after the load (per-row triggers: minutes); SQLite keeps it row by row in about 30 s.
    const bulk = (load: () => Promise<void>) => (dialect === 'postgres' ? withInboxRebuiltAfter(trx, load) : load());
    await bulk(() => writeApplications(trx));
  });
  async function writeApplications(trx: Transaction<Database>): Promise<void> {
    await insertBatched(
      trx,
      dialect,
      'clients',
      Array.from({ length: applications }, (_, i) => ({
        email: studentEmail(i),
        first_name: FIRST_NAMES[i % FIRST_NAMES.length]!,
        surname: SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length]!,
        password_hash: '',
        verified_at: at,
        created_at: at,
      })),
    );
    const students = await trx.selectFrom('clients').select('id').where('email', 'like', '%@mail.bench').orderBy('id').execute();
    await insertBatched(
      trx,
      dialect,
      'applications',
      students.map(({ id }, i) => {
        const submitted = new Date(LAST_SUBMISSION - SPREAD_MS + Math.floor((i * SPREAD_MS) / applications) + ((i * 7919) % 3_600_000)).toISOString();
        const withdrawn = i % 20 === 19;
        return {
          client_id: Number(id),
          status: withdrawn ? 'W' : 'S',
          created_at: submitted,
          updated_at: submitted,
          submitted_at: submitted,
          withdrawn_at: withdrawn ? submitted : null,
          survey_id: null,
          privacy_policy_id: null,
          declared_at: submitted,
          snapshot: null,
        };
      }),
    );
    const sent = await trx
      .selectFrom('applications')
      .select(['id', 'status', 'submitted_at'])
      .where('client_id', '>=', Number(students[0]!.id))
      .orderBy('id')
      .execute();
    const rows = sent.flatMap((a, i) => {
      const choices = i % 3 === 0 ? [i % intakes.length, (i + 1) % intakes.length] : [i % intakes.length];
      return choices.map((choice, position) => {
        const intake = intakes[choice]!;
        return {
          application_id: Number(a.id),
          position: position + 1,
          course_id: Number(intake.course_id),
          intake_id: Number(intake.id),
          location_id: Number(intake.location_id),
          study_mode_id: Number(intake.study_mode_id),
          legal_id: legalId,
          intake_date: intake.start_date,
          status: a.status === 'W' ? 'WDR' : ENTRY_STATUSES[(i + position) % ENTRY_STATUSES.length]!,
          updated_at: a.submitted_at!,
        };
      });
    });
    entries = await insertBatched(trx, dialect, 'application_courses', rows);
    const opened = sent.filter((_, i) => i % 5 < 2);
    await insertBatched(trx, dialect, 'workspace_reads', opened.map((a) => ({ legal_id: legalId, application_id: Number(a.id), client_id: officerId, at })));
    const assigned = sent.filter((_, i) => i % 10 === 3);
    await insertBatched(trx, dialect, 'workspace_assignments', assigned.map((a) => ({ legal_id: legalId, application_id: Number(a.id), client_id: officerId, assigned_by: officerId, at })));
  }
  // Statistics and the visibility map after the bulk load, as autovacuum would leave them.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const courseIds = [...new Set(intakes.map((i) => Number(i.course_id)))];
  return { legalId, applications, entries, courseIds, officerId, seedSeconds: (performance.now() - started) / 1000 };
}
