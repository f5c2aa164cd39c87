import type { Kysely } from 'kysely';
import type { profile } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { basicDetailMissing } from './basic-completeness.js';

const exists = async (query: Promise<unknown>) => (await query) !== undefined;

/**
 * The profile an application needs (issue 11): the required basic details (the B rule, as
 * `basicDetailMissing` applies it), at least one qualification and at least one passport.
 */
export async function profileCompleteness(db: Kysely<Database>, clientId: number, today: Date): Promise<profile.ProfileCompleteness> {
  const [basic, qualification, passport] = await Promise.all([
    basicDetailMissing(db, clientId, today),
    exists(db.selectFrom('member_education').select('id').where('client_id', '=', clientId).where('qualification', '<>', '').executeTakeFirst()),
    exists(db.selectFrom('member_passports').select('id').where('client_id', '=', clientId).executeTakeFirst()),
  ]);
  const sections: profile.ProfileCompleteness['sections'] = [
    { tab: 'B', done: basic.length === 0, missing: basic },
    { tab: 'E', done: qualification, missing: qualification ? [] : ['qualification'] },
    { tab: 'P', done: passport, missing: passport ? [] : ['passport'] },
  ];
  return { complete: sections.every((section) => section.done), sections };
}
