import type { Generated } from 'kysely';

/** A professional body an agent belongs to (migration 0013). */
export interface AgentProfessionalBodiesTable {
  id: Generated<number>;
  /** legal_entities.id of kind 'A'. */
  agent_id: number;
  name: string;
  membership_no: string | null;
  web_address: string | null;
}

/** The person heading an agent office: the contact's "location head" (migration 0013). */
export interface AgentLocationHeadsTable {
  location_id: number;
  head_name: string;
}

export interface AgentsTables {
  agent_professional_bodies: AgentProfessionalBodiesTable;
  agent_location_heads: AgentLocationHeadsTable;
}
