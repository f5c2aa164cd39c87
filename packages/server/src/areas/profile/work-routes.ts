import type { FastifyInstance } from 'fastify';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createWorkService } from './work-service.js';

/** Profile W's calls (member §7 "Work experience"). */
export async function workRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createWorkService(ctx);
  registerCall(app, profile.loadWorkExperience, ({ member }) => service.load(member));
  registerCall(app, profile.loadAddEditWorkExp, ({ member, query }) => service.loadAddEdit(member, query.empId));
  registerCall(app, profile.deleteWorkExp, ({ member, query }) => service.remove(member, query.employmentId));
  registerCall(app, profile.saveWorkExperience, ({ member, body }) => service.save(member, body));
}
