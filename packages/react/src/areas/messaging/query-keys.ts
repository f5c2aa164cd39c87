import { refreshQueries } from '@studyatlas/core';

/**
 * Messaging's keys in the data layer (react/src/data): the folders' pages under 'messages/inbox',
 * a message read under 'messages/read/<id>', compose's start data per compose opened.
 */
export const MESSAGES = 'messages';
/** The folders' pages. */
export const INBOX = `${MESSAGES}/inbox`;
/** A message read (`${READ}/<id>`). */
export const READ = `${MESSAGES}/read`;
/** Compose's start data (a draft, the message replied to or forwarded): `${COMPOSE}/<opening>/<id>/<action>`. */
export const COMPOSE = `${MESSAGES}/compose`;

/**
 * A send, a draft saved or discarded: the folders and the messages read are asked again. Not compose's
 * start data: the compose shown took it once, a sent or discarded draft is gone (asking for it again
 * is refused, a Failed dialog over the Success notice), and every compose opened asks afresh.
 */
export const messagesChanged = (): void => refreshQueries(INBOX, READ);
