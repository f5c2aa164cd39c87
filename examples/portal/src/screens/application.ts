/** The online application wizard's route screen, one chunk loaded with its routes (see ../routes/lazy-screen.ts). */
export { ApplyWizard } from '@studyatlas/react';
