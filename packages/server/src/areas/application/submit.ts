import { applicationMessages } from '@studyatlas/core';
import { APPLICATION_KEY } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { courseNamesInReaderLanguage } from '../../catalogue/course-translations.js';
import { inLocale } from '../../http/locale.js';
import { memberMailLocale } from '../../mail/recipient-locale.js';
import { coursesOfApplication, wireCourse } from './course-queries.js';
import { myApplicationsLink, submittedMail } from './mails.js';
import { enqueueApplicationEvent } from '../../webhooks/enqueue.js';
import type { ProfilePort } from './ports.js';
import * as q from './queries.js';
import { isDeclared, liveSummary, sapStudentIdOf } from './service.js';

/** Thrown inside the submission's transaction to undo it: the answer is result F. */
class SubmissionRefused extends Error {}

type SubmitReply = { result: 'S' | 'F'; message: string };

/**
 * SyncProfileData (member §7, §8): submits the member's draft. Refused with result F ('Application
 * submission failed') unless it is a draft with key SAS_PAP, courses and the current declaration.
 *
 * One transaction: the draft becomes S (a conditional update, so a second submit of the same draft
 * does nothing), each course's intake gives a seat with ONE conditional update
 * (`seats is null or seats_taken < seats`, the row lock making the check and the increment one step
 * on PostgreSQL; SQLite runs one write transaction at a time), and any intake without a seat undoes
 * everything. Then the courses are SUB with a timeline event, the summary is kept as the snapshot
 * (the profile as it is now, so later edits never change what was submitted) and each organisation's
 * application.submitted webhook event is queued (the outbox, docs/webhooks.md); then the member is mailed.
 */
export async function submitApplication(ctx: AppContext, port: ProfilePort, member: AuthMember, applicationFk: number): Promise<SubmitReply> {
  const failed: SubmitReply = { result: 'F', message: applicationMessages.submissionFailed };
  const app = await q.findOwnApplication(ctx.db, member.clientId, applicationFk);
  if (!app) throw notFound();
  if (app.status !== 'D' || app.app_key !== APPLICATION_KEY || !isDeclared(app)) return failed;
  const courses = await coursesOfApplication(ctx.db, app.id);
  if (courses.length === 0) return failed;
  // The profile and answers are read before the transaction: it holds the intakes' rows locked only briefly.
  const summary = await liveSummary(ctx.db, port, app);
  const now = ctx.now().toISOString();
  const sapStudentId = app.sap_student_id || sapStudentIdOf(member.clientId);
  let snapshotCourses: ReturnType<typeof wireCourse>[];
  try {
    snapshotCourses = await ctx.db.transaction().execute(async (trx) => {
      const submitted = await trx
        .updateTable('applications')
        .set({ status: 'S', submitted_at: now, updated_at: now, sap_student_id: sapStudentId })
        .where('id', '=', app.id)
        .where('client_id', '=', member.clientId)
        .where('status', '=', 'D')
        .executeTakeFirst();
      if (Number(submitted.numUpdatedRows) === 0) throw new SubmissionRefused();
      // In intake order, so two submits sharing intakes lock them in the same order (no deadlock).
      for (const intakeId of [...new Set(courses.map((c) => c.intakeId))].sort((a, b) => a - b)) {
        const seat = await trx
          .updateTable('intakes')
          .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
          .where('id', '=', intakeId)
          .where((eb) => eb.or([eb('seats', 'is', null), eb('seats_taken', '<', eb.ref('seats'))]))
          .executeTakeFirst();
        if (Number(seat.numUpdatedRows) === 0) throw new SubmissionRefused();
      }
      await trx.updateTable('application_courses').set({ status: 'SUB', holds_seat: 1, updated_at: now }).where('application_id', '=', app.id).execute();
      await trx
        .insertInto('application_course_events')
        .values(courses.map((c) => ({ application_course_id: c.entryId, status: 'SUB', actor: 'S' as const, at: now })))
        .execute();
      const taken = (await coursesOfApplication(trx, app.id)).map(wireCourse);
      await trx.updateTable('applications').set({ snapshot: JSON.stringify({ ...summary, courses: taken }) }).where('id', '=', app.id).execute();
      // The organisations' webhooks: queued with the submission, delivered by the worker afterwards.
      await enqueueApplicationEvent(trx, { applicationId: app.id, type: 'application.submitted', at: new Date(now) });
      return taken;
    });
  } catch (error) {
    if (error instanceof SubmissionRefused) return failed;
    throw error;
  }
  const to = await q.findMember(ctx.db, member.clientId);
  if (to) {
    try {
      // In the member's language, the course names too.
      const locale = memberMailLocale(to.locale);
      const courses = await courseNamesInReaderLanguage(ctx.db, snapshotCourses, locale);
      await ctx.mailer.send(
        await inLocale(locale, () => submittedMail({ to: to.email, firstName: to.first_name, reference: sapStudentId, courses, link: myApplicationsLink(ctx.config.publicUrl) })),
      );
    } catch (error) {
      ctx.log.error({ err: error, applicationId: app.id }, 'application submitted mail failed');
    }
  }
  return { result: 'S', message: applicationMessages.submitted };
}
