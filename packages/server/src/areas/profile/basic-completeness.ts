import type { Kysely } from 'kysely';
import { validateBasicDetail } from '@studyatlas/core';
import type { Database } from '../../db/schema/index.js';
import { findClient, findProfile } from './basic-queries.js';
import { detailOf } from './basic-service.js';

/**
 * Which required basic-detail (tab B) fields the member has not filled or saved validly: the rule's
 * paths (`basic.title`, `basic.dateOfBirth`, `contact.current.cityFk`, `family.homeCityFk`, …) in the
 * form's order; [] when complete. Before the member's first save the names and e-mail are the
 * account's (sign-up asked for them, and the form shows them filled), so they are not missing. For
 * the completeness checklist and the wizard's 'Your basic details is incomplete.'.
 */
export async function basicDetailMissing(db: Kysely<Database>, clientId: number, today: Date = new Date()): Promise<string[]> {
  const [row, client] = await Promise.all([findProfile(db, clientId), findClient(db, clientId)]);
  return Object.keys(validateBasicDetail(detailOf(row, client), today));
}
