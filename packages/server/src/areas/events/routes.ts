import type { FastifyInstance } from 'fastify';
import { events } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createEventsService } from './service.js';

/** The events area's calls (discovery §7 "Events"). */
export async function eventsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createEventsService(ctx);
  registerCall(app, events.statePDetail, ({ query }) => service.states(query.countryFk));
  registerCall(app, events.cityPDetail, ({ query }) => service.cities(query.stateFk));
  registerCall(app, events.filterData, () => service.filterData());
  registerCall(app, events.allFilterData, () => service.allFilterData());
  registerCall(app, events.searchData, ({ body, member }) => service.search(body, member));
  registerCall(app, events.detail, ({ query, member }) => service.detail(query, member));
  registerCall(app, events.registerEvent, ({ query, member }) => service.register(query, member));
}
