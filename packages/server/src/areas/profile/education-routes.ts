import type { FastifyInstance } from 'fastify';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createEducationService } from './education-service.js';

/** Profile E's calls (member §7 "Education"). */
export async function educationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createEducationService(ctx);
  registerCall(app, profile.loadEducation, ({ member }) => service.loadEducation(member));
  registerCall(app, profile.refreshGrid, ({ member, query }) => service.refreshGrid(member, query.tblPosition));
  registerCall(app, profile.deleteEducation, ({ member, query }) => service.deleteEducation(member, query.eduDetailId, query.delType));
  registerCall(app, profile.addEditEducationLoad, ({ member, query }) => service.addEditLoad(member, query.educationId));
  registerCall(app, profile.langAndInstLoad, ({ query }) => service.langAndInst(query.countryFk));
  registerCall(app, profile.loadEnglish, ({ member, query }) => service.loadEnglish(member, query));
  registerCall(app, profile.saveEducationDetail, ({ member, body }) => service.saveEducation(member, body));
  registerCall(app, profile.saveEnglishScore, ({ member, body }) => service.saveEnglish(member, body));
}
