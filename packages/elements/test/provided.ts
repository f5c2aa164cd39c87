// What the elements suite's global setup hands to the tests through `project.provide` / `inject`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The real API server of the elements suite and the questionnaire fixture's surveys. */
    elementsApi: { url: string; surveys: { everyType: number; short: number } | null };
  }
}

export {};
