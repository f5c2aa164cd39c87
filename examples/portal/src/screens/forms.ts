/** The forms route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { FormFinder } from '@studyatlas/react';
