/** The unread count, a chunk of its own (it brings the messaging area's stylesheet): see unread-badge.tsx. */
export { UnreadCount } from '@studyatlas/react';
