import type { FastifyInstance } from 'fastify';
import { agents } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createAgentsService } from './service.js';

/** The agents area's calls (discovery §7 "Agents"); logos come from GetImagePublic (institutions area). */
export async function agentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createAgentsService(ctx);
  const place = (query: { country_fk: number | null; state_fk: number | null; city_fk: number | null }) => ({
    countryFk: query.country_fk ?? 0,
    stateFk: query.state_fk ?? 0,
    cityFk: query.city_fk ?? 0,
  });

  registerCall(app, agents.agentFilterData, () => service.filterData());
  registerCall(app, agents.filterByLoc, ({ query }) => service.filterByLocation(place(query)));
  registerCall(app, agents.filterInstByAgent, ({ query }) => service.institutionsOfAgent(query.legalFk));
  registerCall(app, agents.getInstByAgentCountry, ({ query }) => service.institutionsByAgentCountry(query.countryFk ?? 0));
  registerCall(app, agents.agentAddress, ({ query }) => service.address(query.legalFk, query.locationFk));

  registerCall(app, agents.agentSearchData, ({ body, member }) => service.search(body, member));
  registerCall(app, agents.agentSearchMap, ({ body }) => service.searchMap(body.LocationIds));
  registerCall(app, agents.agentDetail, ({ query, member }) => service.detail(query.legalFk, query.locationFk, member));
}
