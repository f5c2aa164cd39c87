/** My friends' route screen, one chunk loaded with its route (see ../routes/lazy-screen.ts). */
export { MyFriends } from '@studyatlas/react';
