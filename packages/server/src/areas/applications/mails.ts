import { applicationsMessages, format, mailMessages, timelineStatusLabel } from '@studyatlas/core';
import { localDate } from '../../http/locale-dates.js';
import { htmlMail, mailButton, mailParagraph, mailQuote, mailSmallPrint } from '../../mail/compose.js';
import type { Mail } from '../../mail/mailer.js';

/** Portal route of my applications (member §2 /apps). */
export const myApplicationsLink = (publicUrl: string): string => `${publicUrl}/apps`;

export interface StatusChange {
  to: string;
  firstName: string;
  course: string;
  institution: string;
  campus: string;
  /** yyyy-MM-dd */
  intakeDate: string;
  status: string;
  conditions: string;
  link: string;
}

/** The student's mail on every change of a course's status: the new status, an offer's conditions, the link to the timeline. */
export function statusMail(change: StatusChange): Mail {
  const status = timelineStatusLabel(change.status);
  const greeting = format(mailMessages.mailGreeting, { firstName: change.firstName });
  const intro = format(applicationsMessages.mailStatusIntro, {
    course: change.course,
    institution: change.institution,
    campus: change.campus,
    intake: localDate(change.intakeDate),
    status,
  });
  const conditions = change.conditions.trim();
  // The timeline's text is an offer's conditions, or a rejection's reason (the workspace gives one).
  const heading = change.status === 'REJ' ? applicationsMessages.mailStatusReason : applicationsMessages.mailStatusConditions;
  return {
    to: change.to,
    subject: format(applicationsMessages.mailStatusSubject, { course: change.course, status }),
    text: [
      greeting,
      '',
      intro,
      ...(conditions ? ['', heading, conditions] : []),
      '',
      applicationsMessages.mailStatusAction,
      change.link,
      '',
      mailMessages.mailSignature,
    ].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      ...(conditions ? [mailParagraph(heading), mailQuote(conditions)] : []),
      mailParagraph(applicationsMessages.mailStatusAction),
      mailButton(change.link, applicationsMessages.mailStatusButton),
      mailSmallPrint(change.link),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}
