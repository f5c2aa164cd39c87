/** Messaging's route screens, one chunk loaded with its routes (see ../routes/lazy-screen.ts). */
export { Inbox, Compose, ReadMessage } from '@studyatlas/react';
