import { agentMessages } from '../messages/agents.js';
import { isBlank, type FieldErrors } from './field.js';

/** Agent filter rows (discovery §3, §9): rowFrom 0 to rowTo 1,000,000 — the whole list in one call. */
export const AGENT_ROW_FROM = 0;
export const AGENT_ROW_TO = 1_000_000;

/** The distance slider (discovery §9): 0 to 100 km in steps of 10, 50 by default. */
export const AGENT_DISTANCE_MIN_KM = 0;
export const AGENT_DISTANCE_MAX_KM = 100;
export const AGENT_DISTANCE_STEP_KM = 10;
export const AGENT_DEFAULT_DISTANCE_KM = 50;

/** The agent detail's lists page by 5 or 10 rows (discovery §9). */
export const AGENT_DETAIL_PAGE_SIZES = [5, 10] as const;

/** Search order: L by location (nearest first in a distance search), N by agent name. */
export type AgentSearchOrder = 'L' | 'N';

export interface AgentSearchValues {
  countryFk: number | null | undefined;
  keyword: string | null | undefined;
  /** The refined search (the filter's showMore): more fields, a country or a keyword is enough. */
  refined: boolean;
}

/**
 * Agent search (discovery §5): the search needs a country ("Country is required"); the refined
 * search needs a country or a keyword.
 */
export function validateAgentSearch(v: AgentSearchValues): FieldErrors<'country_fk'> {
  const hasCountry = typeof v.countryFk === 'number' && v.countryFk > 0;
  if (hasCountry) return {};
  if (v.refined) return isBlank(v.keyword) ? { country_fk: agentMessages.agentCountryOrKeywordRequired } : {};
  return { country_fk: agentMessages.agentCountryRequired };
}

/** The filter's showMore as old clients send it (true, 'true', 1, '1', 'Y') → the refined search. */
export function isRefinedAgentSearch(showMore: unknown): boolean {
  if (typeof showMore === 'boolean') return showMore;
  if (typeof showMore === 'number') return showMore === 1;
  if (typeof showMore === 'string') return ['true', '1', 'y', 'yes'].includes(showMore.trim().toLowerCase());
  return false;
}

/** A distance the slider can take: clamped to 0–100 and snapped to its step of 10. */
export function snapAgentDistance(km: number): number {
  if (!Number.isFinite(km)) return AGENT_DEFAULT_DISTANCE_KM;
  const clamped = Math.min(AGENT_DISTANCE_MAX_KM, Math.max(AGENT_DISTANCE_MIN_KM, km));
  return Math.round(clamped / AGENT_DISTANCE_STEP_KM) * AGENT_DISTANCE_STEP_KM;
}
