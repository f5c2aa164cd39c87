/** The friends route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { FriendDetail, FriendList } from '@studyatlas/react';
