import { applicationsMessages, formatDisplayDate, isFinalStatus } from '@studyatlas/core';
import type { applications, CourseParameter } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { courseNamesInReaderLanguage, withCourseNamesInReaderLanguage } from '../../catalogue/course-translations.js';
import type { PdfDocumentModel } from '../../pdf/index.js';
import { enqueueApplicationEvent, enqueueOfferEvent } from '../../webhooks/enqueue.js';
import { applicationDocument } from './application-document.js';
import * as q from './queries.js';
import { toApplicationRow, toCourseRow } from './rows.js';
import { readSnapshot } from './snapshot.js';
import type { Timeline } from './timeline.js';

const notYours = () => notFound(applicationsMessages.applicationNotFound);

/** My applications (member §2, §7): the list, delete or withdraw, resubmit's parameters, the student's answer to an offer, the PDF's content. */
export function createApplicationsService(ctx: AppContext, timeline: Timeline) {
  const { db, now } = ctx;

  /** The member's own application, or 404 (another member's included: no data leak). */
  async function own(clientId: number, applicationId: number) {
    const application = await q.memberApplication(db, clientId, applicationId);
    if (!application) throw notYours();
    return application;
  }

  /** The entries of these applications with their course names in the reader's language. */
  const shownEntries = async (applicationIds: readonly number[]) => courseNamesInReaderLanguage(db, await q.courseEntries(db, applicationIds));

  async function row(application: q.ApplicationRecord): Promise<applications.ApplicationRow> {
    const entries = await shownEntries([application.id]);
    return toApplicationRow(application, entries, await q.entryEvents(db, entries.map((e) => e.entryId)));
  }

  return {
    /** MyApplicationLoad: newest first, each with its courses and their timelines. */
    async load(clientId: number): Promise<applications.ApplicationRow[]> {
      const list = await q.memberApplications(db, clientId);
      const entries = await shownEntries(list.map((a) => a.id));
      const events = await q.entryEvents(db, entries.map((e) => e.entryId));
      return list.map((application) => toApplicationRow(application, entries, events));
    },

    /**
     * DeleteApplication: a draft is deleted (its courses and answers with it); a submitted one is
     * withdrawn — every course not yet final moves to WDR, every seat it holds goes back, the history
     * stays, each organisation's application.withdrawn webhook event is queued — in one transaction. A withdrawn one again → 409.
     */
    async remove(clientId: number, applicationId: number): Promise<{ outcome: 'deleted' | 'withdrawn'; message: string }> {
      const application = await own(clientId, applicationId);
      if (application.status === 'W') throw new HttpError(409, applicationsMessages.alreadyWithdrawn);
      if (application.status === 'D') {
        const deleted = await db.transaction().execute((trx) => q.deleteDraft(trx, clientId, applicationId));
        if (!deleted) throw new HttpError(409, applicationsMessages.alreadyWithdrawn);
        return { outcome: 'deleted', message: applicationsMessages.applicationDeleted };
      }
      const at = now().toISOString();
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await q.markWithdrawn(trx, clientId, applicationId, at))) return null;
        const done: number[] = [];
        for (const entry of await q.courseEntries(trx, [applicationId])) {
          if (entry.status && !isFinalStatus(entry.status)) {
            if (await q.moveEntry(trx, { entryId: entry.entryId, from: entry.status, to: 'WDR', conditions: '', actor: 'S', at })) done.push(entry.entryId);
          }
          await q.giveSeatBack(trx, entry.entryId);
        }
        await enqueueApplicationEvent(trx, { applicationId, type: 'application.withdrawn', at: new Date(at) });
        return done;
      });
      if (moved === null) throw new HttpError(409, applicationsMessages.alreadyWithdrawn);
      await timeline.notify(clientId, moved, [applicationId]);
      return { outcome: 'withdrawn', message: applicationsMessages.applicationWithdrawn };
    },

    /** ApplicationParameters: the stored course parameters (member §3), IntakeDate dd-Mon-yyyy, to reopen the wizard with. */
    async parameters(clientId: number, applicationId: number): Promise<CourseParameter[]> {
      await own(clientId, applicationId);
      return (await q.courseEntries(db, [applicationId])).map((entry) => ({
        CourseFk: entry.courseId,
        LocationFk: entry.locationId,
        IntakeFk: entry.intakeId,
        CourseStudyModeFk: entry.studyModeId,
        IntakeDate: formatDisplayDate(entry.intakeDate),
        AppliedForLegalId: entry.institutionId,
      }));
    },

    /** CourseStatus: the student accepts or declines an offer or withdraws one course; answers the updated application. */
    async respond(clientId: number, entryId: number, status: 'ACC' | 'DEC' | 'WDR'): Promise<applications.ApplicationRow> {
      const entry = await q.entryWithOwner(db, entryId);
      if (!entry || entry.client_id !== clientId) throw notFound(applicationsMessages.courseEntryNotFound);
      await timeline.move(entry, status, 'S');
      if (status === 'ACC' || status === 'DEC') {
        // Right after the move: a queueing failure is logged, never the student's failure.
        await enqueueOfferEvent(db, { applicationId: entry.application_id, entryId, type: status === 'ACC' ? 'offer.accepted' : 'offer.declined', at: now() }).catch((error: unknown) =>
          ctx.log.error({ err: error, entryId }, 'offer webhook not queued'),
        );
      }
      return row(await own(clientId, entry.application_id));
    },

    /**
     * What GeneratePdf prints: the snapshot of a submitted (or withdrawn) application with each
     * course's current status — only the courses at `legalId` when it is given. A draft has no
     * snapshot yet: 409 (the wizard's AS step shows its live summary).
     */
    async pdfDocument(clientId: number, applicationId: number, legalId: number): Promise<PdfDocumentModel> {
      const application = await own(clientId, applicationId);
      if (application.status === 'D') throw new HttpError(409, applicationsMessages.pdfNeedsSubmission);
      const entries = await q.courseEntries(db, [applicationId]);
      // The PDF's language is the reader's here (the route composes it in that locale).
      const summary = await withCourseNamesInReaderLanguage(db, readSnapshot(application.snapshot, applicationId, entries.map((e) => toCourseRow(e, []))));
      const courses = legalId > 0 ? summary.courses.filter((c) => c.institutionId === legalId) : summary.courses;
      if (courses.length === 0) throw notYours();
      return applicationDocument(
        { ...summary, courses },
        {
          status: application.status,
          submittedAt: application.submitted_at,
          withdrawnAt: application.withdrawn_at,
          courseStatus: new Map(entries.map((e) => [e.entryId, e.status])),
        },
      );
    },
  };
}
