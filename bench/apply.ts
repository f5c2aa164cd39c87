/** Applying online: the submit under 16 members applying at once, and the application PDF (SQLite, demo seed). */
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBERS } from '../packages/server/src/seed/index.js';
import { startMemberServer } from './member-server.js';
import { check } from './budgets.js';
import { load, ms, timeCalls } from './measure.js';

const DRAFTS_PER_MEMBER = 4;

export async function applyFigures(handle: DatabaseHandle, dataDir: string) {
  const server = await startMemberServer(handle, dataDir);
  const { tokenOf, call } = server;
  const members = await Promise.all(DEMO_MEMBERS.slice(0, 16).map((m) => tokenOf(m.email)));

  // Intakes without a seat limit, so every submit of the run can succeed: two per application.
  const intakes = await handle.db
    .selectFrom('intakes')
    .select(['id', 'course_id', 'location_id', 'study_mode_id', 'start_date'])
    .where('seats', 'is', null)
    .orderBy('id')
    .limit(members.length * DRAFTS_PER_MEMBER * 2)
    .execute();
  const parameter = (i: (typeof intakes)[number]) => ({
    CourseFk: i.course_id,
    LocationFk: i.location_id,
    IntakeFk: i.id,
    CourseStudyModeFk: i.study_mode_id,
    IntakeDate: i.start_date,
    AppliedForLegalId: 0,
  });
  // Each member gets drafts with two courses and the declaration accepted: ready to submit.
  const ready: Array<{ token: string; applicationFk: number }> = [];
  let nextIntake = 0;
  for (let round = 0; round < DRAFTS_PER_MEMBER; round++) {
    for (const token of members) {
      const courseData = [parameter(intakes[nextIntake++ % intakes.length]!), parameter(intakes[nextIntake++ % intakes.length]!)];
      const state = (await (await call(token, '/api/OnlineApp/AddOrDeleteCourse', { ApplicationFk: 0, value: 'P', courseData })).json()) as {
        applicationFk: number;
      };
      await call(token, `/api/OnlineApp/UpsertDeclaration?applicationFk=${state.applicationFk}&privacyPolicyFk=1&formKey=SAP_APP`);
      ready.push({ token, applicationFk: state.applicationFk });
    }
  }
  let next = 0;
  const failures: string[] = [];
  const submit = await load(ready.length, 16, async () => {
    const { token, applicationFk } = ready[next++]!;
    const reply = (await (await call(token, `/api/OnlineApp/SyncProfileData?applicationFk=${applicationFk}`)).json()) as { result: string };
    if (reply.result !== 'S') failures.push(`application ${applicationFk}: ${reply.result}`);
  });
  if (failures.length > 0) throw new Error(`submits refused: ${failures.join(', ')}`);

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
