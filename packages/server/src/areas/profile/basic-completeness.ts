import type { Kysely } from 'kysely';
import { validateBasicDetail } from '@studyatlas/core';
import type { Database } from '../../db/schema/index.js';
import { findClient, findProfile } from './basic-queries.js';
import { detailOf } from './basic-service.js';

/**
 * Which required basic-detail (tab B) fields the member has not filled or saved validly: the rule's
 * paths (`basic.title`, `basic.dateOfBirth`, `contact.current.cityFk`, `family.homeCityFk`, …) in the
 * form's order; [] when complete. Names and e-mail count as filled only once the member saved them
 * (before, the form shows the account's as a suggestion). For the completeness checklist and the
 * wizard's 'Your basic details is incomplete.'.
 */
export async function basicDetailMissing(db: Kysely<Database>, clientId: number, today: Date = new Date()): Promise<string[]> {
  const [row, client] = await Promise.all([findProfile(db, clientId), findClient(db, clientId)]);
  const saved = row?.basic_saved_at != null;
  const values = detailOf(row, saved ? client : undefined);
  return Object.keys(validateBasicDetail(values, today));
}
