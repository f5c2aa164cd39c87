/** Core's live unread count, in a module of its own so that pages load it only once a member signs in (use-unread-watch.ts). */
export { startUnreadWatch } from '@studyatlas/core';
