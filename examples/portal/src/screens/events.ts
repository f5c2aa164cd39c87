/** The events route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { EventDetail, EventList } from '@studyatlas/react';
