import type { MessageActionType } from '../rules/messaging.js';

/*
 * The messaging routes, apart from the messaging calls (client/messaging.ts): a page's header and
 * route table link to them on every page, and a bundler keeps a module whole in the chunk of its
 * first user, so beside the calls they brought the messaging client and contract into the portal's
 * first chunk.
 */

/** The messaging routes (member §2). */
export const INBOX_ROUTE = '/msgList';
export const COMPOSE_ROUTE = '/createMsg';
/** /createMsg/:msgId?msgType&actionType — a draft (D), reply (R), reply all (RA) or forward (F) of the member's message. */
export const composeRoute = (msgId?: number, actionType?: MessageActionType): string =>
  msgId ? `${COMPOSE_ROUTE}/${msgId}?actionType=${actionType ?? 'D'}` : COMPOSE_ROUTE;
/** /readMsg/:msgId */
export const readMessageRoute = (msgId: number): string => `/readMsg/${msgId}`;
