import type { FastifyInstance } from 'fastify';
import { friends, friendsMember } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createGroupsService } from './groups.js';
import { createMyFriendsService } from './my-friends.js';
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

  // The member's own side (member §2 "My friends"; AcceptReject of the read-message screen).
  const mine = createMyFriendsService(ctx);
  const groups = createGroupsService(ctx);
  registerCall(app, friendsMember.myFriendLoad, ({ member }) => mine.load(member));
  registerCall(app, friendsMember.rejectRequest, ({ member, query }) => mine.answerFrom(member, query.client_fk, query.lnktype));
  registerCall(app, friendsMember.acceptReject, ({ member, query }) => mine.answerLink(member, query.lnkFk, query.lnkType));
  registerCall(app, friendsMember.addEditGroupLoad, ({ member, query }) => groups.load(member, query.groupFk));
  registerCall(app, friendsMember.addEditGroupMember, ({ member, query }) => groups.save(member, query));
  registerCall(app, friendsMember.deleteGroup, ({ member, query }) => groups.remove(member, query.groupId));
}
