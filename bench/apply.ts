/** Applying online: the submit under 16 members applying at once, and the application PDF (SQLite, demo seed). */
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBERS } from '../packages/server/src/seed/index.js';
import { startMemberServer } from './member-server.js';
import { check } from './budgets.js';
import { load, ms, timeCalls } from './measure.js';

const DRAFTS_PER_MEMBER = 4;

type MemberServer = Awaited<ReturnType<typeof startMemberServer>>;
export type ReadyDraft = { token: string; applicationFk: number };

/**
 * Drafts ready to submit: `perMember` per member, each with two courses of intakes without a seat
 * limit (so every submit of a run can succeed; `offset` picks other intakes for a second run) and
 * the declaration accepted.
 */
export async function readyDrafts(handle: DatabaseHandle, server: MemberServer, members: string[], perMember: number, offset = 0): Promise<ReadyDraft[]> {
  const intakes = await handle.db
    .selectFrom('intakes')
    .select(['id', 'course_id', 'location_id', 'study_mode_id', 'start_date'])
    .where('seats', 'is', null)
    .orderBy('id')
    .offset(offset)
    .limit(members.length * perMember * 2)
    .execute();
  const parameter = (i: (typeof intakes)[number]) => ({
    CourseFk: i.course_id,
    LocationFk: i.location_id,
    IntakeFk: i.id,
    CourseStudyModeFk: i.study_mode_id,
    IntakeDate: i.start_date,
    AppliedForLegalId: 0,
  });
  const ready: ReadyDraft[] = [];
  let nextIntake = 0;
  for (let round = 0; round < perMember; round++) {
    for (const token of members) {
      const courseData = [parameter(intakes[nextIntake++ % intakes.length]!), parameter(intakes[nextIntake++ % intakes.length]!)];
      const state = (await (await server.call(token, '/api/OnlineApp/AddOrDeleteCourse', { ApplicationFk: 0, value: 'P', courseData })).json()) as {
        applicationFk: number;
      };
      await server.call(token, `/api/OnlineApp/UpsertDeclaration?applicationFk=${state.applicationFk}&privacyPolicyFk=1&formKey=SAP_APP`);
      ready.push({ token, applicationFk: state.applicationFk });
    }
  }
  return ready;
}

/** Submits every draft, 16 at once; each reply must be S. */
export async function submitAll(server: MemberServer, ready: ReadyDraft[]) {
  let next = 0;
  const failures: string[] = [];
  const figures = await load(ready.length, 16, async () => {
    const { token, applicationFk } = ready[next++]!;
    const reply = (await (await server.call(token, `/api/OnlineApp/SyncProfileData?applicationFk=${applicationFk}`)).json()) as { result: string };
    if (reply.result !== 'S') failures.push(`application ${applicationFk}: ${reply.result}`);
  });
  if (failures.length > 0) throw new Error(`submits refused: ${failures.join(', ')}`);
  return figures;
}

export async function applyFigures(handle: DatabaseHandle, dataDir: string) {
  const server = await startMemberServer(handle, dataDir);
  const { tokenOf, call } = server;
  const members = await Promise.all(DEMO_MEMBERS.slice(0, 16).map((m) => tokenOf(m.email)));
  const ready = await readyDrafts(handle, server, members, DRAFTS_PER_MEMBER);
  const submit = await submitAll(server, ready);

  const { token, applicationFk } = ready[0]!;
  const pdfBytes: number[] = [];
  const pdf = await timeCalls(30, async () => {
    pdfBytes.push((await (await call(token, `/api/OnlineApp/GeneratePdf?appId=${applicationFk}`)).arrayBuffer()).byteLength);
  });

  console.log('\nApplying online (SQLite, demo seed):');
  console.log(
    `  submit (SyncProfileData: seats, snapshot, timeline, mail)  p50 ${ms(submit.p50)}  p95 ${ms(submit.p95)}  (${submit.requests} submits, ${submit.concurrency} members at once)`,
  );
  console.log(`  GeneratePdf (a submitted application)  p50 ${ms(pdf.p50)}  p95 ${ms(pdf.p95)}  (${pdf.runs} in a row; ${(pdfBytes[0]! / 1024).toFixed(1)} KB)`);
  check('submit p95 with 16 members applying at once', submit.p95, 250, ms(submit.p95));
  check('GeneratePdf p95', pdf.p95, 200, ms(pdf.p95));
  await server.close();
}
