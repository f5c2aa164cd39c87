import { moveRefusal, validateMove, type TimelineActor } from '@studyatlas/core';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { inLocale } from '../../http/locale.js';
import { memberMailLocale } from '../../mail/recipient-locale.js';
import { courseNamesInReaderLanguage } from '../../catalogue/course-translations.js';
import { statusMail, myApplicationsLink } from './mails.js';
import * as q from './queries.js';

/** Moves that end a course without a place: the seat it holds goes back to the intake. */
const GIVES_SEAT_BACK = new Set(['REJ', 'DEC', 'WDR']);

export const givesSeatBack = (status: string): boolean => GIVES_SEAT_BACK.has(status);

/**
 * The application timeline's writes: one course moved by the student or the institution (rules
 * checked, event recorded, seat given back on REJ/DEC/WDR) and the student's mail on every change.
 */
export function createTimeline(ctx: AppContext) {
  const { db, mailer, config, now, log } = ctx;

  /** E-mails the member the new status of each given entry (one mail per course). */
  async function notify(clientId: number, entryIds: readonly number[], applicationIds: readonly number[]): Promise<void> {
    if (entryIds.length === 0) return;
    const student = await q.member(db, clientId);
    if (!student) return;
    const wanted = new Set(entryIds);
    // In the student's language, whoever moved the course (the institution's staff included): the course's name too.
    const locale = memberMailLocale(student.locale);
    const entries = (await q.courseEntries(db, applicationIds)).filter((e) => wanted.has(e.entryId));
    for (const entry of await courseNamesInReaderLanguage(db, entries, locale)) {
      const mail = await inLocale(locale, () => statusMail({
        to: student.email,
        firstName: student.first_name,
        course: entry.courseName,
        institution: entry.institutionName,
        campus: entry.campus,
        intakeDate: entry.intakeDate,
        status: entry.status,
        conditions: entry.conditions,
        link: myApplicationsLink(config.publicUrl),
      }));
      // The move is already committed: a mail that cannot go out is logged, not answered as a failure.
      await mailer.send(mail).catch((error: unknown) => log.error({ err: error, entryId: entry.entryId }, 'status mail not sent'));
    }
  }

  return {
    notify,

    /**
     * Moves one course entry (already checked to be the caller's) to `to`: 409 with the refusal when
     * the timeline forbids it (or it moved meanwhile); then the mail.
     */
    async move(entry: { id: number; application_id: number; client_id: number; status: string }, to: string, actor: TimelineActor, conditions = ''): Promise<void> {
      const refusal = validateMove(entry.status, to, actor);
      if (refusal) throw new HttpError(409, refusal);
      const at = now().toISOString();
      const moved = await db.transaction().execute(async (trx) => {
        const done = await q.moveEntry(trx, { entryId: entry.id, from: entry.status, to, conditions, actor, at });
        if (done && givesSeatBack(to)) await q.giveSeatBack(trx, entry.id);
        return done;
      });
      // Someone else moved it between the read and the write: the move was decided on a stale status.
      if (!moved) {
        const current = await q.entryWithOwner(db, entry.id);
        throw new HttpError(409, moveRefusal(current?.status ?? entry.status, to));
      }
      await notify(entry.client_id, [entry.id], [entry.application_id]);
    },
  };
}

export type Timeline = ReturnType<typeof createTimeline>;
