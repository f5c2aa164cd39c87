import { DEFAULT_LOCALE, messages, validateContactUs, type ContactUsValues, contactMessages } from '@studyatlas/core';
import type { contact } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { invalid, rejectInvalid } from '../../http/errors.js';
import { inLocale } from '../../http/locale.js';
import { mailLocaleOfAddress } from '../../mail/recipient-locale.js';
import { listContactSubjects } from '../../db/contact-subjects.js';
import { acknowledgementMail, supportMail, type ContactMessage } from './mails.js';
import * as q from './queries.js';

const asText = (value: string | number | null): string => (value === null ? '' : String(value));

/** The contact-us area: the subjects, and messages stored, sent to support and acknowledged. */
export function createContactService(ctx: AppContext) {
  const { db, config, mailer, now } = ctx;
  return {
    async subjects(): Promise<contact.ContactSubjects> {
      return { subjects: await listContactSubjects(db) };
    },

    /**
     * Discovery §5, §6: signed out, the visitor's name, e-mail and phone are checked and used;
     * signed in, the account's name and e-mail are (a phone given is kept).
     */
    async contactUs(member: AuthMember | null, body: contact.ContactUsBody): Promise<string> {
      const values: ContactUsValues = {
        name: body.name ?? '',
        email: body.email ?? '',
        ...(typeof body.verifyEmail === 'string' ? { verifyEmail: body.verifyEmail } : {}),
        number: asText(body.number),
        subject: asText(body.subject).trim(),
        noteText: body.noteText ?? '',
      };
      rejectInvalid(validateContactUs(values, { signedIn: member !== null }));
      const subject = await q.findContactSubject(db, values.subject);
      if (!subject) throw invalid({ subject: contactMessages.contactSubjectUnknown });

      const message: ContactMessage = {
        clientId: member?.clientId ?? null,
        name: member ? `${member.firstName} ${member.surname}`.trim() : values.name.trim(),
        email: (member ? member.email : values.email).trim().toLowerCase(),
        phone: values.number.trim() || null,
        subject: subject.name,
        noteText: values.noteText.trim(),
      };
      await q.insertContactMessage(db, {
        client_id: message.clientId,
        name: message.name,
        email: message.email,
        phone: message.phone,
        subject_id: subject.id,
        subject: message.subject,
        note_text: message.noteText,
        created_at: now().toISOString(),
      });
      // The support team's copy in English (the specification's words); the sender's in their language.
      await mailer.send(await inLocale(DEFAULT_LOCALE, () => supportMail(config.supportEmail, message)));
      await mailer.send(await inLocale(await mailLocaleOfAddress(db, message.email), () => acknowledgementMail(message)));
      return contactMessages.contactSent;
    },
  };
}
