import type { FastifyInstance } from 'fastify';
import { courses } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createCoursesService } from './service.js';
import type { BasicDetailMissing } from './apply-condition.js';

/** The courses area's calls (discovery §7 "Courses"). */
export async function coursesRoutes(app: FastifyInstance, ctx: AppContext, profile: { basicDetailMissing: BasicDetailMissing }): Promise<void> {
  const service = createCoursesService(ctx, profile.basicDetailMissing);
  // Not awaited: the server answers at once, from the databases until the index is built.
  app.addHook('onReady', async () => void service.prepareSearch());
  registerCall(app, courses.filterData, () => service.filterData());
  registerCall(app, courses.searchData, ({ body, member }) => service.search(body, member));
  registerCall(app, courses.searchDataList, ({ query }) => service.intakes(query.courseFK));
  registerCall(app, courses.campuses, ({ query }) => service.campuses(query.legalFk));
  registerCall(app, courses.minorDates, ({ query }) => service.minors(query.majorFk));
  registerCall(app, courses.detail, ({ body }) => service.detail(body.CourseId, {}));
  registerCall(app, courses.detailByIntake, ({ body }) => service.detail(body.CourseId, body));
  registerCall(app, courses.applyCondition, ({ member }) => service.applyCondition(member));
}
