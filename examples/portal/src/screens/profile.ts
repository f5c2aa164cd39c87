/** The profile's route screen, one chunk loaded with its routes (see ../routes/lazy-screen.ts). */
export { Profile } from '@studyatlas/react';
