/** The contact route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { ContactUs } from '@studyatlas/react';
