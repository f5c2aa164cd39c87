// What the global setup hands to the tests through `project.provide` / `inject`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real API server started for the react suite. */
    apiBase: string;
    /** The questionnaire fixture's surveys (server/src/testing/fixtures/questionnaire.ts). */
    surveys: { everyType: number; everyTypeQuestions: number[]; short: number };
    /** My applications' fixture (test/applications-setup.ts): two unlimited intakes of one institution, its partner key. */
    applications: import('./applications-setup.js').ApplicationsFixture;
    /** The workspace's fixture (test/workspace-setup.ts): an owner of the applications fixture's institution. */
    workspace: import('./workspace-setup.js').WorkspaceFixture;
  }
}

export {};
