/** My applications' route screen, one chunk loaded with its routes (see ../routes/lazy-screen.ts). */
export { MyApplications } from '@studyatlas/react';
