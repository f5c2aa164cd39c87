import { applicationMailMessages as m, format, mailMessages } from '@studyatlas/core';
import type { ApplicationCourse } from '@studyatlas/core/contracts';
import { htmlMail, mailButton, mailParagraph, mailSmallPrint } from '../../mail/compose.js';
import type { Mail } from '../../mail/mailer.js';

/** Portal route of my applications (member §2 /apps). */
export const myApplicationsLink = (publicUrl: string): string => `${publicUrl}/apps`;

export interface SubmittedMail {
  to: string;
  firstName: string;
  reference: string;
  courses: readonly ApplicationCourse[];
  link: string;
}

/** "Your application has been submitted", listing its courses. */
export function submittedMail({ to, firstName, reference, courses, link }: SubmittedMail): Mail {
  const greeting = format(mailMessages.mailGreeting, { firstName });
  const intro = format(m.mailSubmittedIntro, { reference });
  const lines = courses.map((c) =>
    format(m.mailSubmittedCourse, { course: c.courseName, institution: c.institutionName, campus: c.campus, city: c.city, intakeDate: c.intakeDate, studyMode: c.studyMode }),
  );
  return {
    to,
    subject: format(m.mailSubmittedSubject, { reference }),
    text: [greeting, '', intro, ...lines.map((line) => `- ${line}`), '', m.mailSubmittedNext, link, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      mailParagraph(lines.map((line) => `• ${line}`).join('\n')),
      mailParagraph(m.mailSubmittedNext),
      mailButton(link, m.mailSubmittedButton),
      mailSmallPrint(link),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}
