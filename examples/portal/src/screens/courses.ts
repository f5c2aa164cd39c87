/** The courses route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { CourseDetail, CourseList } from '@studyatlas/react';
