import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The reply of CourseApplyCondition. */
export interface ApplyCondition {
  isBasicDetUpdate: boolean;
  isContactDetail: boolean;
}

/**
 * Which required basic-detail fields a member has not filled: the profile's own rule (its paths,
 * `basic.title`, `contact.current.cityFk`, `family.homeCityFk` …), passed in by `areas.ts` — an
 * area never imports another.
 */
export type BasicDetailMissing = (db: Kysely<Database>, clientId: number, today: Date) => Promise<string[]>;

/**
 * CourseApplyCondition (discovery §3, §4) from the profile's basic-detail rule, so the discovery
 * start and the wizard's 'Your basic details is incomplete.' agree: the contact details are complete
 * when no `contact.*` field is missing, the basic details when nothing else is.
 */
export function applyConditionOf(missing: readonly string[]): ApplyCondition {
  return {
    isBasicDetUpdate: !missing.some((path) => !path.startsWith('contact.')),
    isContactDetail: !missing.some((path) => path.startsWith('contact.')),
  };
}
