/** The saved route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { Compare, Favourites } from '@studyatlas/react';
