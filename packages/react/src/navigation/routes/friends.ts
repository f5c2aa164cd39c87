import { FRIEND_LIST_ROUTE, friendDetailRoute } from '@studyatlas/core';
import { parseFindRoute, type FindRoute } from './find-routes.js';

export { FRIEND_LIST_ROUTE, friendDetailRoute };

/** A friends route, parsed: what a host without the portal's router needs to pick the screen. */
export type FriendRoute = FindRoute<'clientId'>;

/** '/' start; '/findfriend' and '/findfriend/list/:reload?' the list; '/friendDetail/12' a member (discovery §2). */
export function friendRoute(path: string): FriendRoute {
  return parseFindRoute(path, { find: 'findfriend', detail: 'friendDetail', idKey: 'clientId', map: false, anyCase: true, positiveId: true });
}
