import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

/**
 * The demo student's (`email`) job (member §3 "Work experience"): a current position with its employer's
 * contact (address type E) in their home town. Runs once: nothing happens when a job is there.
 * Returns the jobs added.
 */
export async function seedDemoWork(db: Kysely<Database>, email: string, createdAt: string): Promise<number> {
  const member = await db
    .selectFrom('clients as c')
    .innerJoin('member_profiles as p', 'p.client_id', 'c.id')
    .where('c.email', '=', email)
    .select(['c.id', 'p.home_country_id', 'p.home_state_id', 'p.home_city_id'])
    .executeTakeFirst();
  if (!member || !member.home_country_id || !member.home_state_id || !member.home_city_id) return 0;
  const clientId = num(member.id);
  if (await db.selectFrom('member_employment').select('id').where('client_id', '=', clientId).executeTakeFirst()) return 0;
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('member_employment')
      .values({
        client_id: clientId,
        employer: 'Himalayan Software Pvt. Ltd.',
        position: 'Junior software developer',
        report_to: 'Engineering manager',
        main_duties: 'Builds and tests web applications; supports customers with data imports.',
        start_date: '2022-01-10',
        end_date: null,
        is_current: 1,
        contact_name: 'Ram Shrestha',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('member_employment_contacts')
      .values({
        employment_id: num(id),
        address_type: 'E',
        country_id: num(member.home_country_id),
        state_id: num(member.home_state_id),
        city_id: num(member.home_city_id),
        postcode: '33700',
        address1: 'Lakeside Road 14',
        address2: '',
        address3: '',
        phone: '+977 61 460000',
        fax: '',
        mobile: '+977 9806000000',
        email: 'hr@himalayan-software.example',
      })
      .execute();
  });
  return 1;
}
