import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { addDays } from '../dates.js';

/**
 * The demo student's passport tab: a primary passport of their home country, a student visa for a
 * study destination, an accompanying spouse with a dependant visa, and a clean refusal record (no
 * documents: the demo's stored files are the catalogue's, which the seeding compares run to run). Dates lie around
 * the seeding day. Runs once: a student who has any passport is left alone. A new member starts empty.
 */
export async function seedDemoPassport(db: Kysely<Database>, email: string, createdAt: string): Promise<boolean> {
  const student = await db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirst();
  if (!student) return false;
  const clientId = num(student.id);
  if (await db.selectFrom('member_passports').select('id').where('client_id', '=', clientId).executeTakeFirst()) return false;

  const home = await db.selectFrom('member_profiles').select('home_country_id').where('client_id', '=', clientId).executeTakeFirst();
  const countries = await db.selectFrom('countries').select(['id', 'iso2']).where('iso2', 'in', ['AU', 'GB', 'IN']).execute();
  const byIso = new Map(countries.map((c) => [c.iso2, num(c.id)]));
  const homeCountry = home?.home_country_id ? num(home.home_country_id) : (byIso.get('IN') ?? byIso.get('GB'));
  const destination = [byIso.get('AU'), byIso.get('GB')].find((id) => id !== undefined && id !== homeCountry) ?? homeCountry;
  if (homeCountry === undefined || destination === undefined) return false; // no geography loaded

  const today = createdAt.slice(0, 10);
  const stamp = { created_at: createdAt, updated_at: createdAt };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('member_passports')
      .values({ client_id: clientId, country_id: homeCountry, passport_type: 'P', passport_no: 'Z4821736', issue_date: addDays(today, -3 * 365), expiry_date: addDays(today, 7 * 365), issuing_authority: 'Passport Office', ...stamp })
      .execute();
    await trx
      .insertInto('member_visas')
      .values({ client_id: clientId, country_id: destination, visa_no: 'VG-5500123', visa_type: 'ST', other_type: '', sub_class: '500', grant_date: addDays(today, -120), expiry_date: addDays(today, 2 * 365), ...stamp })
      .execute();
    await trx
      .insertInto('member_dependants')
      .values({
        client_id: clientId, relation: 'spouse', title: 'Mrs', first_name: 'Alex', last_name: 'Student', dob: '1999-09-12', gender: 'F', birth_country_id: homeCountry,
        accompanying: 1, visa_country_id: destination, visa_no: 'VG-5500124', visa_type: 'SP', visa_sub_class: '500', visa_grant_date: addDays(today, -118), visa_expiry_date: addDays(today, 2 * 365),
        note: 'Joins me for the whole course.', ...stamp,
      })
      .execute();
    await trx
      .insertInto('member_visa_refusals')
      .values({ client_id: clientId, violation: 0, violation_detail: '', refused: 0, refused_country_id: null, refused_detail: '', updated_at: createdAt })
      .execute();
  });
  return true;
}
