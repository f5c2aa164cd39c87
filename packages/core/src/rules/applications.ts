import { applicationsMessages, applyMessages } from '../messages/applications.js';
import { format } from '../messages/common.js';
import type { TimelineStatus } from '../contracts/shared-application.js';

/** What CourseApplyCondition answers (discovery §3). */
export interface ApplyCondition {
  isBasicDetUpdate: boolean;
  isContactDetail: boolean;
}

/**
 * Whether an online application can start (discovery §4): null when it can, else the
 * specification's 'First update your basic detail and contact detail'.
 */
export const validateApplyStart = ({ isBasicDetUpdate, isContactDetail }: ApplyCondition): string | null =>
  isBasicDetUpdate && isContactDetail ? null : applyMessages.applyDetailsIncomplete;

/*
 * The application timeline (beyond the specification): each course of a submitted application moves
 * Submitted → Under review → an offer (conditional or unconditional) or Rejected → Accepted or
 * Declined by the student; the student may withdraw until the course reaches a final status.
 */

/** Who moves a course: S the student, I the institution. */
export type TimelineActor = 'S' | 'I';

/** The statuses nothing leaves. */
export const FINAL_TIMELINE_STATUSES: readonly TimelineStatus[] = ['REJ', 'ACC', 'DEC', 'WDR'];

const MOVES: Readonly<Record<TimelineActor, Partial<Record<TimelineStatus, readonly TimelineStatus[]>>>> = {
  I: { SUB: ['REV', 'OFC', 'OFU', 'REJ'], REV: ['OFC', 'OFU', 'REJ'], OFC: ['OFU'] },
  S: { SUB: ['WDR'], REV: ['WDR'], OFC: ['ACC', 'DEC', 'WDR'], OFU: ['ACC', 'DEC', 'WDR'] },
};

/** Whether `actor` may move a course from `from` to `to` (unknown codes: never). */
export function canMove(from: string, to: string, actor: TimelineActor): boolean {
  const moves = MOVES[actor];
  return Boolean(moves && Object.hasOwn(moves, from) && moves[from as TimelineStatus]!.includes(to as TimelineStatus));
}

/**
 * The statuses that end a course without a place (rejected, declined, withdrawn): the member may
 * apply for that course and intake again. Any other course of a draft or submitted application is
 * live, and a second application for it is refused (issue 24).
 */
export const ENDED_COURSE_STATUSES: readonly TimelineStatus[] = ['REJ', 'DEC', 'WDR'];

/** Whether a course's status is final (nothing leaves it). */
export const isFinalStatus = (status: string): boolean => FINAL_TIMELINE_STATUSES.includes(status as TimelineStatus);

/** The label of a status code ('Submitted' …); the code itself when unknown. */
export const timelineStatusLabel = (status: string): string =>
  Object.hasOwn(applicationsMessages.statusLabels, status) ? (applicationsMessages.statusLabels as Record<string, string>)[status]! : status;

/** The refusal of a move the timeline does not allow, naming both statuses. */
export const moveRefusal = (from: string, to: string): string =>
  format(applicationsMessages.moveNotAllowed, { from: timelineStatusLabel(from), to: timelineStatusLabel(to) });

/** null when the move is allowed, else the refusal naming both statuses. */
export const validateMove = (from: string, to: string, actor: TimelineActor): string | null => (canMove(from, to, actor) ? null : moveRefusal(from, to));

/** What the student can do with an application in my applications (member §2 "My applications"). */
export type ApplicationAction = 'continue' | 'delete' | 'withdraw' | 'resubmit' | 'pdf';

/**
 * The actions of an application by its state: a draft (D) is continued in the wizard or deleted; a
 * submitted one (S) is withdrawn instead of deleted; once submitted (S or withdrawn W) it has a PDF
 * of what was submitted and can be resubmitted (its courses reopen the wizard as a new draft).
 */
export function applicationActions(status: string): ApplicationAction[] {
  if (status === 'D') return ['continue', 'delete'];
  if (status === 'S') return ['resubmit', 'pdf', 'withdraw'];
  if (status === 'W') return ['resubmit', 'pdf'];
  return [];
}

/** Whether a course's status is an offer the student may accept or decline. */
export const isOpenOffer = (status: string): boolean => canMove(status, 'ACC', 'S');
