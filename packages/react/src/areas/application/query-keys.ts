import { APPLICATIONS } from '@studyatlas/core';

/**
 * An application's keys in the data layer (react/src/data): its summary and declaration sit under
 * `applications/<id>`, which the wizard refreshes at every step it moves to (each step saved first).
 */
export const applicationKey = (applicationFk: number) => `${APPLICATIONS}/${applicationFk}`;
