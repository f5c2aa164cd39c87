import { format, messages as m } from '@studyatlas/core';
import { htmlMail, mailButton, mailParagraph, mailSmallPrint } from '../../mail/compose.js';
import type { Mail } from '../../mail/mailer.js';

/** Portal route of the sign-up page (member §2 /signUp). */
export const signUpLink = (publicUrl: string): string => `${publicUrl}/signUp`;

export interface Invitation {
  friendName: string;
  friendEmail: string;
  /** The member who refers the friend. */
  memberName: string;
  link: string;
}

/** The friend's invitation: who invites them, and the sign-up link. */
export function invitationMail({ friendName, friendEmail, memberName, link }: Invitation): Mail {
  const greeting = format(m.mailGreeting, { firstName: friendName });
  const intro = format(m.mailReferralIntro, { name: memberName });
  return {
    to: friendEmail,
    subject: format(m.mailReferralSubject, { name: memberName }),
    text: [greeting, '', intro, '', m.mailReferralAction, link, '', m.mailReferralIgnore, '', m.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      mailParagraph(m.mailReferralAction),
      mailButton(link, m.mailReferralButton),
      mailSmallPrint(link),
      mailParagraph(m.mailReferralIgnore),
      mailParagraph(m.mailSignature),
    ]),
  };
}
