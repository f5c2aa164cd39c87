/** The scholarships route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { ScholarshipDetail, ScholarshipList } from '@studyatlas/react';
