import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, type TestApp, type TestMember } from '../../testing/app.js';
import { anApplication, seedApplicationsCatalogue, twoApplicants, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import type { WorkspaceInboxTable } from '../../db/schema/workspace.js';

/*
 * workspace_inbox and its counts (migration 0030) are derived from the applications, their entries,
 * the students, the reads and the assignments by triggers. Each step below changes a source the way
 * its writer does (the calls where the workspace or the student make the change, the tables' own
 * updates where another area does) and then compares the kept rows with what the sources say.
 */

type Row = WorkspaceInboxTable;

describe.each(await testDialects())('the workspace inbox table on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let ana: TestMember;
  let ben: TestMember;
  let officer: TestMember;
  let both: { applicationId: number; entryIds: number[] };
  let bens: { applicationId: number; entryIds: number[] };
  let draft: { applicationId: number; entryIds: number[] };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedApplicationsCatalogue(t.database.db, dialect);
    ({ ana, ben, both, bens } = await twoApplicants(t, cat));
    draft = await anApplication(t.database.db, ana.clientId, { courses: [cat.design] });
    officer = await aStaffMember(t, cat.harbour, 'admissions', { firstName: 'Adam', surname: 'Admissions' });
  });
  afterAll(async () => t?.close());

  const numbers = (row: Record<string, unknown>): Row =>
    ({ ...row, legal_id: Number(row.legal_id), application_id: Number(row.application_id), is_read: Number(row.is_read), assignee_id: row.assignee_id === null ? null : Number(row.assignee_id) }) as Row;

  /** What the sources say the inbox holds (the inbox's definition, written out once more). */
  async function fromSources(): Promise<Row[]> {
    const { rows } = await sql<Record<string, unknown>>`
      select e.legal_id, a.id as application_id, a.status, coalesce(a.submitted_at, a.created_at) as submitted_at, c.surname, c.first_name,
             lower(c.first_name || ' ' || c.surname) as name_key, lower(c.email) as email_key,
             case when exists (select 1 from workspace_reads r where r.legal_id = e.legal_id and r.application_id = a.id) then 1 else 0 end as is_read,
             (select w.client_id from workspace_assignments w where w.legal_id = e.legal_id and w.application_id = a.id) as assignee_id
      from (select distinct legal_id, application_id from application_courses where status <> '') e
      join applications a on a.id = e.application_id join clients c on c.id = a.client_id
      where a.status in ('S', 'W')
      order by e.legal_id, a.id`.execute(t.database.db);
    return rows.map(numbers);
  }

  /** The kept rows, the kept counts and (SQLite) the search index's rows. */
  async function kept() {
    const { db } = t.database;
    const rows = (await db.selectFrom('workspace_inbox').selectAll().orderBy('legal_id').orderBy('application_id').execute()).map((r) => numbers({ ...r }));
    const counts = (await db.selectFrom('workspace_inbox_counts').selectAll().where('applications', '>', 0).orderBy('legal_id').execute()).map((c) => [Number(c.legal_id), Number(c.applications), Number(c.unread)]);
    const search =
      dialect === 'sqlite'
        ? (await sql<{ rowid: number; name_key: string; email_key: string }>`select rowid, name_key, email_key from workspace_inbox_search order by rowid`.execute(db)).rows.map((r) => [Number(r.rowid), r.name_key, r.email_key])
        : [];
    return { rows, counts, search };
  }

  async function expectInStep(step: string) {
    const expected = await fromSources();
    const actual = await kept();
    expect(actual.rows, step).toEqual(expected);
    const legalIds = [...new Set(expected.map((r) => r.legal_id))];
    expect(actual.counts, step).toEqual(legalIds.map((id) => [id, expected.filter((r) => r.legal_id === id).length, expected.filter((r) => r.legal_id === id && r.is_read === 0).length]));
    if (dialect === 'sqlite') {
      const byApplication = new Map(expected.map((r) => [r.application_id, [r.application_id, r.name_key, r.email_key]]));
      expect(actual.search, step).toEqual([...byApplication.values()].sort((a, b) => Number(a[0]) - Number(b[0])));
    }
    return expected;
  }

  const post = (who: TestMember, url: string, org: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, query: { org: String(org) }, payload, headers: bearer(who.token) });
  const inbox = async (query: Record<string, string>) =>
    json<{ total: number; unread: number; rows: Array<{ applicationId: number; student: { name: string } }> }>(
      await t.app.inject({ url: '/api/workspace/applications', query: { org: String(cat.harbour), ...query }, headers: bearer(officer.token) }),
    );

  it('holds the submitted applications per organisation, not the drafts', async () => {
    const rows = await expectInStep('fixtures');
    expect(rows.map((r) => [r.legal_id, r.application_id])).toEqual([
      [cat.harbour, both.applicationId],
      [cat.bridge, both.applicationId],
      [cat.bridge, bens.applicationId],
    ].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it('follows a submission (the application, then its entries, as submit.ts writes them)', async () => {
    const { db } = t.database;
    const now = '2026-03-05T09:00:00.000Z';
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('applications').set({ status: 'S', submitted_at: now, updated_at: now }).where('id', '=', draft.applicationId).execute();
      await trx.updateTable('application_courses').set({ status: 'SUB', holds_seat: 1, updated_at: now }).where('application_id', '=', draft.applicationId).execute();
    });
    const rows = await expectInStep('submitted');
    expect(rows.find((r) => r.application_id === draft.applicationId)).toMatchObject({ legal_id: cat.bridge, status: 'S', submitted_at: now });
  });

  it('follows a decision, an opening, an assignment and its removal (the workspace calls)', async () => {
    expect((await post(officer, '/api/workspace/decision', cat.harbour, { entryId: both.entryIds[0], status: 'REV' })).statusCode).toBe(200);
    await expectInStep('decided');
    expect((await t.app.inject({ url: '/api/workspace/application', query: { org: String(cat.harbour), applicationId: String(both.applicationId) }, headers: bearer(officer.token) })).statusCode).toBe(200);
    const opened = await expectInStep('opened');
    expect(opened.find((r) => r.legal_id === cat.harbour)!.is_read).toBe(1);
    expect((await inbox({})).unread).toBe(0);
    expect((await post(officer, '/api/workspace/assign', cat.harbour, { applicationId: both.applicationId, clientId: officer.clientId })).statusCode).toBe(200);
    expect((await expectInStep('assigned')).find((r) => r.legal_id === cat.harbour)!.assignee_id).toBe(officer.clientId);
    expect((await inbox({ assignee: String(officer.clientId) })).total).toBe(1);
    expect((await post(officer, '/api/workspace/assign', cat.harbour, { applicationId: both.applicationId, clientId: 0 })).statusCode).toBe(200);
    expect((await expectInStep('unassigned')).find((r) => r.legal_id === cat.harbour)!.assignee_id).toBe(null);
  });

  it("follows a student's rename and new e-mail, and the search finds the new name", async () => {
    await t.database.db.updateTable('clients').set({ first_name: 'Anabela', surname: 'Souza', email: 'anabela.souza@example.org' }).where('id', '=', ana.clientId).execute();
    await expectInStep('renamed');
    const found = await inbox({ search: 'SOUZA' });
    expect(found.rows.map((r) => [r.applicationId, r.student.name])).toEqual([[both.applicationId, 'Anabela Souza']]);
    expect((await inbox({ search: 'anabela.souza@' })).total).toBe(1);
    expect((await inbox({ search: 'silva' })).total).toBe(0);
  });

  it('follows a withdrawal (the student withdraws: the application stays in the inbox, as withdrawn)', async () => {
    const response = await t.app.inject({ url: '/api/OnlineApp/DeleteApplication', query: { appId: String(bens.applicationId) }, headers: bearer(ben.token) });
    expect(json(response).outcome).toBe('withdrawn');
    const rows = await expectInStep('withdrawn');
    expect(rows.find((r) => r.application_id === bens.applicationId)!.status).toBe('W');
  });

  it('follows an entry moving back to a draft and an application deleted', async () => {
    const { db } = t.database;
    await db.updateTable('application_courses').set({ status: '' }).where('application_id', '=', draft.applicationId).execute();
    expect((await expectInStep('entry back to draft')).some((r) => r.application_id === draft.applicationId)).toBe(false);
    await db.deleteFrom('application_course_events').where('application_course_id', 'in', bens.entryIds).execute();
    await db.deleteFrom('applications').where('id', '=', bens.applicationId).execute();
    expect((await expectInStep('deleted')).some((r) => r.application_id === bens.applicationId)).toBe(false);
  });
});
