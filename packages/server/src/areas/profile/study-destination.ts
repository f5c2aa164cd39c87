import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { preferredDestinationId } from './study-queries.js';

/**
 * The country of a member's preferred study destination (member §3 "Profile data":
 * PreferredDestinationFk, §4 "Destination preference"), null when the member has chosen none.
 */
export function preferredDestination(db: Kysely<Database>, clientId: number): Promise<number | null> {
  return preferredDestinationId(db, clientId);
}
