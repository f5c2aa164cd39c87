import type { FastifyInstance } from 'fastify';
import { applications } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { renderPdf } from '../../pdf/index.js';
import { inLocale, requestedLocale } from '../../http/locale.js';
import { partnerRoutes } from './partner-routes.js';
import type { OpenFile } from './partner-service.js';
import { createApplicationsService } from './service.js';
import { createTimeline } from './timeline.js';

export interface ApplicationsDeps {
  /** Opens a stored file's bytes (the files area's, passed in by areas.ts). */
  openFile: OpenFile;
}

/**
 * My applications (member §2 "My applications", §7 MyApplicationLoad, DeleteApplication,
 * ApplicationParameters, GeneratePdf), the student's answer to an offer, and the partner API that
 * moves the application timeline (beyond the specification).
 */
export async function applicationsRoutes(app: FastifyInstance, ctx: AppContext, deps: ApplicationsDeps): Promise<void> {
  const timeline = createTimeline(ctx);
  const service = createApplicationsService(ctx, timeline);

  registerCall(app, applications.myApplicationLoad, async ({ member }) => ({ rows: await service.load(member.clientId) }));
  registerCall(app, applications.deleteApplication, ({ member, query }) => service.remove(member.clientId, query.appId));
  registerCall(app, applications.applicationParameters, async ({ member, query }) => ({
    courseData: await service.parameters(member.clientId, query.appFk),
  }));
  registerCall(app, applications.respondToOffer, ({ member, body }) => service.respond(member.clientId, body.entryId, body.status));
  registerCall(app, applications.generatePdf, async ({ member, query, reply }) => {
    // In the language the request names, else the member's saved one (issue 28).
    const pdf = await inLocale(requestedLocale() ?? member.locale, async () => renderPdf(await service.pdfDocument(member.clientId, query.appId, query.courselegalId)));
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="application-${query.appId}.pdf"`);
    return pdf;
  });

  await app.register((partner) => partnerRoutes(partner, ctx, timeline, deps.openFile));
}
