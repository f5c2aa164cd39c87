import { FRIEND_LIST_ROUTE, friendDetailRoute } from '@studyatlas/core';

export { FRIEND_LIST_ROUTE, friendDetailRoute };

/** A friends route, parsed: what a host without the portal's router needs to pick the screen. */
export type FriendRoute =
  | { screen: 'start' }
  | { screen: 'list'; reload: string | undefined }
  | { screen: 'detail'; clientId: number }
  | { screen: 'elsewhere' };

/** '/' start; '/findfriend' and '/findfriend/list/:reload?' the list; '/friendDetail/12' a member (discovery §2). */
export function friendRoute(path: string): FriendRoute {
  const [name, child, param] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (name === undefined) return { screen: 'start' };
  if (name.toLowerCase() === 'findfriend' && (child === undefined || child === 'list')) return { screen: 'list', reload: param };
  if (name.toLowerCase() === 'frienddetail' && child && /^\d{1,9}$/.test(child) && Number(child) > 0) return { screen: 'detail', clientId: Number(child) };
  return { screen: 'elsewhere' };
}
