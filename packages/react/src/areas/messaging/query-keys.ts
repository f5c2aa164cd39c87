/**
 * Messaging's keys in the data layer (react/src/data): the folders' pages under 'messages/inbox',
 * a message read under 'messages/read/<id>'. A send, a move or a delete refreshes them all.
 */
export const MESSAGES = 'messages';
/** The folders' pages. */
export const INBOX = `${MESSAGES}/inbox`;
