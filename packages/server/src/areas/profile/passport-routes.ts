import type { FastifyInstance } from 'fastify';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createPassportService } from './passport-service.js';

/** The passport tab's calls (member §7 Profile) and the document types of profile record documents. */
export async function passportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createPassportService(ctx);
  registerCall(app, profile.passportLoad, ({ member }) => service.load(member));
  registerCall(app, profile.documentTypeLoad, () => service.documentTypes());
  registerCall(app, profile.passportDetailLoad, ({ member, query }) => service.passport(member, query.passportFk));
  registerCall(app, profile.savePassport, ({ member, body }) => service.savePassport(member, body));
  registerCall(app, profile.deletePassport, ({ member, query }) => service.deletePassport(member, query.passportFk));
  registerCall(app, profile.visaDetailLoad, ({ member, query }) => service.visa(member, query.visaFk));
  registerCall(app, profile.saveVisa, ({ member, body }) => service.saveVisa(member, body));
  registerCall(app, profile.deleteVisa, ({ member, query }) => service.deleteVisa(member, query.visaFk));
  registerCall(app, profile.familyDetailLoad, ({ member, query }) => service.dependant(member, query.familyFk));
  registerCall(app, profile.saveFamily, ({ member, body }) => service.saveFamily(member, body));
  registerCall(app, profile.deleteFamily, ({ member, query }) => service.deleteFamily(member, query.familyFk));
  registerCall(app, profile.saveVisaRes, ({ member, body }) => service.saveRefusal(member, body));
}
