import { format, formatDisplayDate, mailMessages, workspaceMessages, type WorkspaceRole } from '@studyatlas/core';
import { htmlMail, mailButton, mailParagraph, mailSmallPrint } from '../../mail/compose.js';
import type { Mail } from '../../mail/mailer.js';

/** The portal's page that accepts an invitation. */
export const acceptLink = (publicUrl: string, token: string): string => `${publicUrl}/workspace/accept?token=${encodeURIComponent(token)}`;

export interface InviteMail {
  to: string;
  organisation: string;
  role: WorkspaceRole;
  /** The inviting owner's name; null when the operator invited (CLI). */
  inviter: string | null;
  link: string;
  /** ISO-8601. */
  expiresAt: string;
}

/** The invitation: who invites to what, with which role, and the one-time link. */
export function inviteMail(invite: InviteMail): Mail {
  const role = workspaceMessages.roleLabels[invite.role];
  const intro = invite.inviter
    ? format(workspaceMessages.mailInviteIntro, { inviter: invite.inviter, organisation: invite.organisation, role })
    : format(workspaceMessages.mailInviteOperator, { organisation: invite.organisation, role });
  const action = format(workspaceMessages.mailInviteAction, { expires: formatDisplayDate(invite.expiresAt.slice(0, 10)) });
  return {
    to: invite.to,
    subject: format(workspaceMessages.mailInviteSubject, { organisation: invite.organisation }),
    text: [intro, '', action, invite.link, '', workspaceMessages.mailInviteIgnore, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(intro),
      mailParagraph(action),
      mailButton(invite.link, workspaceMessages.mailInviteButton),
      mailSmallPrint(invite.link),
      mailParagraph(workspaceMessages.mailInviteIgnore),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}
