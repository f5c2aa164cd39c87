import type { FastifyInstance } from 'fastify';
import { messages } from '@studyatlas/core';
import { contact } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { registerCall } from '../../http/register-call.js';
import { createContactService } from './service.js';

/** The contact-us calls (discovery §7 "Contact us"); sending mails, so rate-limited like the other mail calls. */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createContactService(ctx);
  registerCall(app, contact.contactSubjects, () => service.subjects());
  registerCall(
    app,
    contact.contactUs,
    async ({ member, body, request }) => {
      // A member whose session ended must sign in again, not be taken for a visitor (whose name,
      // e-mail and phone their form does not ask for).
      if (!member && request.headers.authorization) throw new HttpError(401, messages.sessionExpired);
      return { message: await service.contactUs(member, body) };
    },
    { rateLimit: ctx.config.rateLimits.resend },
  );
}
