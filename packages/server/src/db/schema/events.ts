import type { Generated } from 'kysely';

/** A member registered to attend an event (migration 0009); unique per member and event. */
export interface EventRegistrationsTable {
  id: Generated<number>;
  client_id: number;
  event_id: number;
  /** The event's location when registered; null for an event held elsewhere. */
  location_id: number | null;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface EventsTables {
  event_registrations: EventRegistrationsTable;
}
