import type { FastifyInstance } from 'fastify';
import { scholarships } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createScholarshipsService } from './service.js';

/** The scholarships area's calls (discovery §7 "Scholarships"). */
export async function scholarshipsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createScholarshipsService(ctx);
  registerCall(app, scholarships.filterData, () => service.filterData());
  registerCall(app, scholarships.searchData, ({ body, member }) => service.search(body, member));
  registerCall(app, scholarships.detail, ({ query, member }) => service.detail(query.schFk, member));
  registerCall(app, scholarships.printDetail, ({ query, member }) => service.print(query.schFk, member));
}
