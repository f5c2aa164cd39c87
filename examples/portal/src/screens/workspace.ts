/** The partner workspace's route screens, one chunk loaded with its routes (see ../routes/lazy-screen.ts). */
export { Workspace } from '@studyatlas/react';
