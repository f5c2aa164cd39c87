import { format, mailMessages, referralMessages } from '@studyatlas/core';
import { htmlMail, mailButton, mailParagraph, mailSmallPrint } from '../../mail/compose.js';
import type { Mail } from '../../mail/mailer.js';

/** Portal route of the sign-up page (member §2 /signUp). */
export const signUpLink = (publicUrl: string): string => `${publicUrl}/signUp`;

export interface Invitation {
  friendName: string;
  friendEmail: string;
  /** The member who refers the friend: their account's name and verified e-mail (the sign-in needs it verified). */
  memberName: string;
  memberEmail: string;
  link: string;
}

/** The friend's invitation: who invites them, and the sign-up link. */
export function invitationMail({ friendName, friendEmail, memberName, memberEmail, link }: Invitation): Mail {
  const greeting = format(mailMessages.mailGreeting, { firstName: friendName });
  const intro = format(referralMessages.mailReferralIntro, { name: memberName });
  const sender = format(referralMessages.mailReferralSender, { name: memberName, email: memberEmail });
  return {
    to: friendEmail,
    subject: format(referralMessages.mailReferralSubject, { name: memberName }),
    text: [greeting, '', intro, '', referralMessages.mailReferralAction, link, '', sender, referralMessages.mailReferralIgnore, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      mailParagraph(referralMessages.mailReferralAction),
      mailButton(link, referralMessages.mailReferralButton),
      mailSmallPrint(link),
      mailParagraph(sender),
      mailParagraph(referralMessages.mailReferralIgnore),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}
