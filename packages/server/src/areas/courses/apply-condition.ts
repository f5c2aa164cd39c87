import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The reply of CourseApplyCondition. */
export interface ApplyCondition {
  isBasicDetUpdate: boolean;
  isContactDetail: boolean;
}

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * CourseApplyCondition (discovery §3, §4; member §5 online start checks), from the profile data
 * that exists today:
 * - basic details: the member's first name and surname and a home country (member_profiles);
 * - contact details: a current country, city and street address.
 * A member without a profile row (every new sign-up until the profile screens land) has neither,
 * so the client shows 'First update your basic detail and contact detail'.
 */
export async function applyCondition(db: Kysely<Database>, clientId: number): Promise<ApplyCondition> {
  const row = await db
    .selectFrom('clients as c')
    .leftJoin('member_profiles as p', 'p.client_id', 'c.id')
    .select(['c.first_name', 'c.surname', 'p.home_country_id', 'p.current_country_id', 'p.current_city_id', 'p.current_address'])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  if (!row) return { isBasicDetUpdate: false, isContactDetail: false };
  return {
    isBasicDetUpdate: filled(row.first_name) && filled(row.surname) && row.home_country_id !== null,
    isContactDetail: row.current_country_id !== null && row.current_city_id !== null && filled(row.current_address),
  };
}
