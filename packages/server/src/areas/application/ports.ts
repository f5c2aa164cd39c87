import type { Kysely } from 'kysely';
import type { ApplicationSummary } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';

/**
 * What the wizard needs of the member's profile, handed in by `areas.ts` (the profile area owns its
 * tables and its completeness rule; an area never imports another). Both take the database they read
 * from, so a caller inside a transaction may pass its transaction.
 */
export interface ProfilePort {
  /** Member §5 start checks: the basic details never saved, saved with gaps, or complete. */
  basicDetailState(db: Kysely<Database>, clientId: number, today: Date): Promise<'unconfigured' | 'incomplete' | 'complete'>;
  /** The summary's profile sections as the profile holds them now. */
  profileSections(db: Kysely<Database>, clientId: number): Promise<Omit<ApplicationSummary, 'applicationId' | 'courses' | 'answers'>>;
}
