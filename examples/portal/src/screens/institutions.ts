/** The institutions route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { InstitutionDetail, InstitutionList, InstitutionMap } from '@studyatlas/react';
