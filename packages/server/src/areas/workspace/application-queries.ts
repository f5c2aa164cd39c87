import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { fullName } from './staff-queries.js';

type Db = Kysely<Database>;


/**
 * A submitted (or withdrawn) application with at least one course at the organisation, with its
 * student; undefined for any other (another organisation's, a draft, none).
 */
export async function organisationApplication(db: Db, legalId: number, applicationId: number) {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .select(['a.id', 'a.client_id', 'a.status', 'a.sap_student_id', 'a.snapshot', 'a.created_at', 'a.submitted_at', 'a.withdrawn_at', 'c.first_name', 'c.surname', 'c.email'])
    .where('a.id', '=', applicationId)
    .where('a.status', 'in', ['S', 'W'])
    .where((eb) => eb.exists(eb.selectFrom('application_courses as ac').select('ac.id').whereRef('ac.application_id', '=', 'a.id').where('ac.legal_id', '=', legalId)))
    .executeTakeFirst();
  return (
    row && {
      id: num(row.id),
      clientId: num(row.client_id),
      status: row.status as 'S' | 'W',
      sapStudentId: row.sap_student_id,
      snapshot: row.snapshot,
      submittedAt: row.submitted_at ?? row.created_at,
      withdrawnAt: row.withdrawn_at,
      student: { name: fullName(row.first_name, row.surname), email: row.email },
    }
  );
}

/** Marks the application read for the organisation (the first opening stays). */
export async function markRead(db: Db, legalId: number, applicationId: number, clientId: number, at: string): Promise<void> {
  await db
    .insertInto('workspace_reads')
    .values({ legal_id: legalId, application_id: applicationId, client_id: clientId, at })
    .onConflict((oc) => oc.columns(['legal_id', 'application_id']).doNothing())
    .execute();
}

/** The organisation's notes on the application, oldest first. */
export async function notes(db: Db, legalId: number, applicationId: number) {
  const rows = await db
    .selectFrom('workspace_notes as n')
    .innerJoin('clients as c', 'c.id', 'n.client_id')
    .select(['n.id', 'n.client_id', 'n.text', 'n.created_at', 'c.first_name', 'c.surname'])
    .where('n.legal_id', '=', legalId)
    .where('n.application_id', '=', applicationId)
    .orderBy('n.id')
    .execute();
  return rows.map((row) => ({ id: num(row.id), author: { clientId: num(row.client_id), name: fullName(row.first_name, row.surname) }, text: row.text, at: row.created_at }));
}

export async function insertNote(db: Db, legalId: number, applicationId: number, clientId: number, text: string, at: string): Promise<void> {
  await db.insertInto('workspace_notes').values({ legal_id: legalId, application_id: applicationId, client_id: clientId, text, created_at: at }).execute();
}

/** Who the application is assigned to at the organisation, or null. */
export async function assignee(db: Db, legalId: number, applicationId: number) {
  const row = await db
    .selectFrom('workspace_assignments as w')
    .innerJoin('clients as c', 'c.id', 'w.client_id')
    .select(['w.client_id', 'c.first_name', 'c.surname'])
    .where('w.legal_id', '=', legalId)
    .where('w.application_id', '=', applicationId)
    .executeTakeFirst();
  return row ? { clientId: num(row.client_id), name: fullName(row.first_name, row.surname) } : null;
}

export async function setAssignee(db: Db, legalId: number, applicationId: number, clientId: number | null, by: number, at: string): Promise<void> {
  if (clientId === null) {
    await db.deleteFrom('workspace_assignments').where('legal_id', '=', legalId).where('application_id', '=', applicationId).execute();
    return;
  }
  await db
    .insertInto('workspace_assignments')
    .values({ legal_id: legalId, application_id: applicationId, client_id: clientId, assigned_by: by, at })
    .onConflict((oc) => oc.columns(['legal_id', 'application_id']).doUpdateSet({ client_id: clientId, assigned_by: by, at }))
    .execute();
}

/** Calls that changed the application, for its page. */
const PAGE_AUDIT_ACTIONS = ['workspaceDecide', 'workspaceAddNote', 'workspaceAssign'];

/** The organisation's audit rows of the application's changes, newest first. */
export async function applicationAudit(db: Db, legalId: number, applicationId: number) {
  const rows = await db
    .selectFrom('workspace_audit as l')
    .leftJoin('clients as c', 'c.id', 'l.client_id')
    .select(['l.id', 'l.at', 'l.client_id', 'c.first_name', 'c.surname', 'l.action', 'l.entry_id', 'l.from_status', 'l.to_status', 'l.detail'])
    .where('l.legal_id', '=', legalId)
    .where('l.application_id', '=', applicationId)
    .where('l.action', 'in', PAGE_AUDIT_ACTIONS)
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: num(row.id),
    at: row.at,
    actor: { clientId: num(row.client_id), name: fullName(row.first_name, row.surname) },
    action: row.action,
    entryId: row.entry_id === null ? null : num(row.entry_id),
    fromStatus: row.from_status,
    toStatus: row.to_status,
    detail: row.detail,
  }));
}
