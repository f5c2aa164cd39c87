import type { Insertable } from 'kysely';
import type { AgentLocationHeadsTable, AgentProfessionalBodiesTable } from '../../db/schema/agents.js';
import { Random } from '../prng.js';
import type { DemoData } from './types.js';
import { FIRST_NAMES, SURNAMES } from './words.js';

/** Invented bodies an education agent may belong to (no real organisation is named). */
export const PROFESSIONAL_BODIES = [
  { name: 'International Education Agents Association', abbreviation: 'IEAA' },
  { name: 'Council of Study Abroad Advisers', abbreviation: 'CSAA' },
  { name: 'Register of Qualified Education Counsellors', abbreviation: 'RQEC' },
  { name: 'Global Student Recruitment Network', abbreviation: 'GSRN' },
  { name: 'Association of Language Travel Advisers', abbreviation: 'ALTA' },
] as const;

export interface AgentDetailRows {
  bodies: Insertable<AgentProfessionalBodiesTable>[];
  heads: Insertable<AgentLocationHeadsTable>[];
}

/**
 * The agent detail's extras for the generated agents (migration 0013): 0–3 professional bodies per
 * agent and a head for most offices. A PRNG of its own (from the seed), so the rest of the demo
 * catalogue is the same with or without them.
 */
export function generateAgentDetails(data: Pick<DemoData, 'legal_entities' | 'locations'>, seed: number): AgentDetailRows {
  const random = new Random(seed * 7919 + 13);
  const agents = data.legal_entities.filter((entity) => entity.kind === 'A');
  const agentIds = new Set(agents.map((agent) => agent.id));
  const bodies = agents.flatMap((agent) =>
    random.sample(PROFESSIONAL_BODIES, random.weighted([[0, 15], [1, 45], [2, 30], [3, 10]] as const)).map((body) => ({
      agent_id: agent.id,
      name: body.name,
      membership_no: `${body.abbreviation}-${random.int(1000, 99999)}`,
      web_address: `https://www.${body.abbreviation.toLowerCase()}.example`,
    })),
  );
  const heads = data.locations
    .filter((location) => agentIds.has(location.legal_id) && random.chance(0.85))
    .map((location) => ({ location_id: location.id, head_name: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}` }));
  return { bodies, heads };
}
