import type { FastifyInstance } from 'fastify';
import { callPaths, type Call } from '@studyatlas/core';
import { institutions } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { readOrganisationLogo, defaultLogo } from '../../catalogue/logos.js';
import { createInstitutionsService } from './service.js';

/** Browsers may keep a stored logo an hour and the built-in default a day. */
const LOGO_CACHE = 'public, max-age=3600';
const DEFAULT_LOGO_CACHE = 'public, max-age=86400';

/** Anonymous enquiries per address and minute (a fixed value until config grows a group for it). */
const CONNECT_PUBLIC_LIMIT = { max: 10, timeWindow: 60_000 };

/** The institutions area's calls (discovery §7 "Institutes", plus GetImagePublic and ConnectMe/CUpsert). */
export async function institutionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createInstitutionsService(ctx);
  // Not awaited: the server answers at once, from the database until the campus index is built.
  app.addHook('onReady', async () => void service.prepareSearch());

  registerCall(app, institutions.instFilterDataPublic, () => service.filterData());
  registerCall(app, institutions.instFilterDataNewLkp, () => service.filterLookups());
  registerCall(app, institutions.getStudyLevel, ({ query }) => service.studyLevels(query.group_fk));
  registerCall(app, institutions.instFilterDataNew, () => service.studyAreas());

  registerCall(app, institutions.instSearchData, ({ body }) => service.searchByName(body));
  registerCall(app, institutions.instSearchByLoc, ({ body }) => service.searchByLocation(body));
  registerCall(app, institutions.searchByDistanceAward, ({ body }) => service.searchByDistance(body));
  registerCall(app, institutions.searchMapDataByInstLoc, ({ body }) => service.mapData(body));

  registerCall(app, institutions.instDetail, ({ query }) => service.detail(query.legalFk));
  registerCall(app, institutions.instDetailPrint, ({ query }) => service.detailPrint(query.legalFk));
  registerCall(app, institutions.scholarships, ({ query }) => service.scholarships(query.legalFk));
  registerCall(app, institutions.repAgent, ({ body }) => service.representingAgents(body.legalFk, body.rowFrom, body.rowTo));
  registerCall(app, institutions.formCategoryPublic, ({ query }) => service.formCategories(query.legalFk, query.categoryFk));
  registerCall(app, institutions.formSubCategoryPublic, ({ query }) => service.formSubCategories(query.legalFk, query.categoryFk));

  registerCall(app, institutions.connectMe, async ({ member, query }) => ({ message: await service.connectMe(member, query) }));
  registerCall(app, institutions.connectPublic, async ({ body }) => ({ message: await service.connectPublic(body) }), {
    rateLimit: CONNECT_PUBLIC_LIMIT,
  });

  // Image bytes, not JSON: registered directly on the contract's path (registerCall answers JSON).
  for (const url of callPaths(institutions.getImagePublic as Call)) {
    app.get(url, async (request, reply) => {
      const { legalFk } = request.query as { legalFk?: string };
      const owner = await service.imageOwner(typeof legalFk === 'string' ? legalFk : undefined);
      const image = owner ? await readOrganisationLogo({ db: ctx.db, files: ctx.files, dataDir: ctx.config.dataDir }, owner) : defaultLogo('I');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', image.fallback ? DEFAULT_LOGO_CACHE : LOGO_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    });
  }
}
