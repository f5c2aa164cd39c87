/** The agents route screens, one chunk loaded with their routes (see ../routes/lazy-screen.ts). */
export { AgentDetail, AgentList, AgentMap } from '@studyatlas/react';
