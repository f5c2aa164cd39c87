import type { Kysely, Transaction } from 'kysely';
import type { profile } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's jobs (one when `id` is given) with their employer contact, latest start first. */
export async function listJobs(db: Db, clientId: number, id?: number): Promise<profile.WorkRow[]> {
  let q = db
    .selectFrom('member_employment as w')
    .innerJoin('member_employment_contacts as c', 'c.employment_id', 'w.id')
    .innerJoin('countries as co', 'co.id', 'c.country_id')
    .innerJoin('states as st', 'st.id', 'c.state_id')
    .innerJoin('cities as ci', 'ci.id', 'c.city_id')
    .where('w.client_id', '=', clientId)
    .select([
      'w.id',
      'w.employer',
      'w.position',
      'w.report_to',
      'w.main_duties',
      'w.start_date',
      'w.end_date',
      'w.is_current',
      'w.contact_name',
      'c.id as contact_id',
      'co.id as country_id',
      'co.name as country',
      'st.id as state_id',
      'st.name as state',
      'ci.id as city_id',
      'ci.name as city',
      'c.postcode',
      'c.address1',
      'c.address2',
      'c.address3',
      'c.phone',
      'c.fax',
      'c.mobile',
      'c.email',
    ]);
  if (id !== undefined) q = q.where('w.id', '=', id);
  const rows = await q.orderBy('w.start_date', 'desc').orderBy('w.id', 'desc').execute();
  return rows.map((r) => ({
    id: num(r.id),
    employer: r.employer,
    position: r.position,
    reportTo: r.report_to,
    mainDuties: r.main_duties,
    startDate: r.start_date,
    endDate: r.end_date ?? '',
    isCurrent: num(r.is_current) === 1,
    name: r.contact_name,
    contact: {
      contactId: num(r.contact_id),
      countryId: num(r.country_id),
      country: r.country,
      stateId: num(r.state_id),
      state: r.state,
      cityId: num(r.city_id),
      city: r.city,
      postcode: r.postcode,
      address1: r.address1,
      address2: r.address2,
      address3: r.address3,
      phone: r.phone,
      fax: r.fax,
      mobile: r.mobile,
      email: r.email,
    },
  }));
}

export interface JobWrite {
  employer: string;
  position: string;
  report_to: string;
  main_duties: string;
  start_date: string;
  end_date: string | null;
  is_current: number;
  contact_name: string;
}

export interface ContactWrite {
  country_id: number;
  state_id: number;
  city_id: number;
  postcode: string;
  address1: string;
  address2: string;
  address3: string;
  phone: string;
  fax: string;
  mobile: string;
  email: string;
}

/** Adds (id 0) or updates the member's job and its contact in one transaction; null when `id` is not theirs. */
export async function saveJob(db: Kysely<Database>, clientId: number, id: number, job: JobWrite, contact: ContactWrite, at: string): Promise<{ id: number; contactId: number } | null> {
  return db.transaction().execute(async (trx) => {
    if (id === 0) {
      const jobId = num((await trx.insertInto('member_employment').values({ ...job, client_id: clientId, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id);
      const contactId = num((await trx.insertInto('member_employment_contacts').values({ ...contact, employment_id: jobId, address_type: 'E' }).returning('id').executeTakeFirstOrThrow()).id);
      return { id: jobId, contactId };
    }
    const result = await trx.updateTable('member_employment').set({ ...job, updated_at: at }).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    const updated = await trx.updateTable('member_employment_contacts').set(contact).where('employment_id', '=', id).returning('id').executeTakeFirst();
    const contactId = updated
      ? num(updated.id)
      : num((await trx.insertInto('member_employment_contacts').values({ ...contact, employment_id: id, address_type: 'E' }).returning('id').executeTakeFirstOrThrow()).id);
    return { id, contactId };
  });
}
