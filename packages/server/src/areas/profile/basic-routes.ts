import type { FastifyInstance } from 'fastify';
import { applicationMessages } from '@studyatlas/core';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createBasicService } from './basic-service.js';

/** The basic details' calls (member §7 "Profile" BasicDetailLoad, ChangeDestination…; "Basic detail" BDUpsert, InstitutionLoad). */
export async function basicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createBasicService(ctx);
  registerCall(app, profile.basicDetailLoad, ({ member }) => service.load(member));
  registerCall(app, profile.bdUpsert, ({ member, body }) => service.upsert(member, body));
  // The wizard's B step (member §7 "Online application" LoadAboutMe, UpdateAboutMe): the same details, its own save words (§8).
  registerCall(app, profile.loadAboutMe, ({ member }) => service.load(member));
  registerCall(app, profile.updateAboutMe, async ({ member, body }) => ({ ...(await service.upsert(member, body)), message: applicationMessages.aboutMeSaved }));
  registerCall(app, profile.institutionLoad, ({ query }) => service.institutions(query.countryid));
  registerCall(app, profile.changeDestinationLoad, ({ member }) => service.destinationLoad(member));
  registerCall(app, profile.changeDestinationSave, ({ member, query }) => service.destinationSave(member, query.countryId));
  // The saved language (issue 28): mails are written in it, the client switches to it after sign-in.
  registerCall(app, profile.languageLoad, ({ member }) => service.languageLoad(member));
  registerCall(app, profile.languageSave, ({ member, body }) => service.languageSave(member, body));
}
