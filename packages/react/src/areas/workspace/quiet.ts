/** The workspace's screens show a refusal themselves (inline, on the form): the client's popup stays quiet. */
export const QUIET = { quiet: true } as const;
