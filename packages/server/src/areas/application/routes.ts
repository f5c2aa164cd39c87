import type { FastifyInstance } from 'fastify';
import { application } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import type { ProfilePort } from './ports.js';
import { createApplicationService } from './service.js';
import { submitApplication } from './submit.js';

/**
 * The online application wizard's calls (member §7 "Online application"; the about-me calls are the
 * profile area's). `profile` is handed in by areas.ts: what the wizard reads of the member's profile.
 */
export async function applicationRoutes(app: FastifyInstance, ctx: AppContext, profile: ProfilePort): Promise<void> {
  const service = createApplicationService(ctx, profile);
  registerCall(app, application.startCheck, ({ member, query }) => service.startCheck(member, query.intakeFk));
  registerCall(app, application.currentApplication, ({ member, query }) => service.current(member, query.appFk));
  registerCall(app, application.saveStep, ({ member, body }) => service.saveStep(member, body.applicationFk, body.step));
  registerCall(app, application.courseDetailProfile, ({ body }) => service.courseDetails(body.courseData));
  registerCall(app, application.addOrDeleteCourse, ({ member, body }) => service.setCourses(member, body.ApplicationFk, body.courseData));
  registerCall(app, application.getSapStudentId, ({ member, query }) => service.sapStudentId(member, query.applicationFk));
  registerCall(app, application.generateApplication, ({ member, query }) => service.generate(member, query.courseParameter));
  registerCall(app, application.loadApplicationSummary, ({ member, body }) => service.summary(member, body.applicationFk));
  registerCall(app, application.loadDeclaration, ({ member, query }) => service.loadDeclaration(member, query.applicationFk));
  registerCall(app, application.upsertDeclaration, ({ member, query }) => service.upsertDeclaration(member, query.applicationFk, query.privacyPolicyFk));
  registerCall(app, application.syncProfileData, ({ member, query }) => submitApplication(ctx, profile, member, query.applicationFk));
  registerCall(app, application.favouriteCourseSelect, ({ member, query }) => service.favourites(member, query.courseLegalId, query.pageNo));
}
