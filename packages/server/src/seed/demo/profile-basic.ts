import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

/**
 * The demo student's complete basic details (member §3 "About-me and basic profile"): title, names,
 * gender, date of birth, e-mail and numbers with publish flags, birth country and nationality (the
 * home country), and a preferred destination (their preferred study destination, else the first
 * destination with an institution). Places and the current study come from their friends profile
 * (generate-members.ts). Only once: a member who saved their details keeps them. Other members start
 * without basic details.
 */
export async function seedDemoBasicDetail(db: Kysely<Database>, email: string, createdAt: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_profiles as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .leftJoin('countries as co', 'co.id', 'p.current_country_id')
    .select(['p.client_id', 'p.basic_saved_at', 'p.home_country_id', 'c.first_name', 'c.surname', 'c.email', 'co.phone_code'])
    .where('c.email', '=', email)
    .executeTakeFirst();
  if (!row || row.basic_saved_at !== null || row.home_country_id === null) return false;
  const clientId = num(row.client_id);
  const sd = await db
    .selectFrom('member_study_preferences')
    .select('reference_id')
    .where('client_id', '=', clientId)
    .where('category', '=', 'SD')
    .orderBy('preferred', 'desc')
    .orderBy('choice_order')
    .executeTakeFirst();
  const code = (row.phone_code ?? '').replace(/[^\d]/g, '').slice(0, 4);
  await db
    .updateTable('member_profiles')
    .set({
      title: 'Mr',
      first_name: row.first_name,
      middle_name: 'Alex',
      surname: row.surname,
      previous_surname: '',
      gender: 'M',
      date_of_birth: '2001-04-12',
      email: row.email,
      email_publish: 1,
      country_code: code ? `+${code}` : '',
      mobile: '412345678',
      mobile_publish: 0,
      phone: '',
      phone_publish: 0,
      promotional_material: 1,
      birth_country_id: row.home_country_id,
      nationality_country_id: row.home_country_id,
      postal_same: 1,
      basic_saved_at: createdAt,
      updated_at: createdAt,
    })
    .where('client_id', '=', clientId)
    .execute();
  return true;
}
