import * as z from 'zod/mini';

/*
 * List rows that several areas' replies carry: the agent row is the agents' list row and the
 * institution detail's representing agents. `institutions` re-exports it under its name.
 */

/** Agent list row (discovery §3). */
export const AgentRow = z.object({
  legalFk: z.number(),
  agentName: z.string(),
  city: z.string(),
  /** Favourite preference id; 0 until the favourites area lands. */
  favourite: z.number(),
  imagePath: z.string(),
});
export type AgentRow = z.infer<typeof AgentRow>;
