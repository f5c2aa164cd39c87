import { COMPOSE_ROUTE, INBOX_ROUTE, MESSAGE_ACTION_TYPES, composeRoute, readMessageRoute, type MessageActionType } from '@studyatlas/core';

export { COMPOSE_ROUTE, INBOX_ROUTE, composeRoute, readMessageRoute };

/** A messaging route, parsed: what a host without the portal's router needs to pick the screen. */
export type MessagingRoute =
  | { screen: 'start' }
  | { screen: 'inbox' }
  | { screen: 'compose'; msgId?: number; actionType: MessageActionType }
  | { screen: 'read'; msgId: number }
  | { screen: 'elsewhere' };

const ID = /^[1-9]\d{0,9}$/;

/** The action type of a compose route's query (`?actionType=R`); D when absent or unknown. */
export function actionTypeOf(value: string | null | undefined): MessageActionType {
  return (MESSAGE_ACTION_TYPES as readonly string[]).includes(value ?? '') ? (value as MessageActionType) : 'D';
}

/** '/' start; '/msgList' the inbox; '/createMsg' and '/createMsg/12?actionType=R' compose; '/readMsg/12' read (member §2). */
export function messagingRoute(path: string): MessagingRoute {
  const [pathname = '', search = ''] = path.split('?', 2);
  const parts = pathname.split('/').filter(Boolean);
  const [first, id, ...rest] = parts;
  if (parts.length === 0) return { screen: 'start' };
  if (rest.length > 0) return { screen: 'elsewhere' };
  const name = first!.toLowerCase();
  if (name === INBOX_ROUTE.slice(1).toLowerCase() && id === undefined) return { screen: 'inbox' };
  if (name === COMPOSE_ROUTE.slice(1).toLowerCase()) {
    if (id === undefined) return { screen: 'compose', actionType: 'S' };
    if (!ID.test(id)) return { screen: 'elsewhere' };
    return { screen: 'compose', msgId: Number(id), actionType: actionTypeOf(new URLSearchParams(search).get('actionType')) };
  }
  if (name === 'readmsg' && id !== undefined && ID.test(id)) return { screen: 'read', msgId: Number(id) };
  return { screen: 'elsewhere' };
}
