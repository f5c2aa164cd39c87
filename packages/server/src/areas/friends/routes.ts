import type { FastifyInstance } from 'fastify';
import { friends } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createFriendsService } from './service.js';

/** The friends area's calls (discovery §7 "Friends"); all but the public filter data need sign-in. */
export async function friendsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createFriendsService(ctx);

  registerCall(app, friends.getFilterLkpByLocation, () => service.filterData());
  registerCall(app, friends.getFilterByLocation, () => service.filterData());
  registerCall(app, friends.friendSearchData, ({ member, body }) => service.searchByName(member, body));
  registerCall(app, friends.searchDataByLocation, ({ member, body }) => service.searchByLocation(member, body));
  registerCall(app, friends.friendDetail, ({ member, query }) => service.detail(member, query.clientId));
  registerCall(app, friends.request, ({ member, body }) => service.request(member, body));
  registerCall(app, friends.connectMessage, ({ member, body }) => service.message(member, body));
  registerCall(app, friends.deleteRequest, ({ member, body }) => service.remove(member, body));
}
