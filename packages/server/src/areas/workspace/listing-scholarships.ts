import { checkAmount, checkCurrency, listingMessages, validateScholarship, type FieldErrors, type ScholarshipValues } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import { num, numOrNull } from '../../db/numbers.js';
import { rejectInvalid } from '../../http/errors.js';
import { blankToNull, chosen, type Db, type ListingStore } from './listings-store.js';


const selectScholarships = (db: Db) =>
  db
    .selectFrom('scholarships as s')
    .innerJoin('countries as co', 'co.id', 's.country_id')
    .leftJoin('award_groups as ag', 'ag.id', 's.award_group_id')
    .select((eb) => [
      's.id',
      's.status',
      's.name',
      's.description',
      's.country_id',
      'co.name as country',
      's.award_group_id',
      'ag.name as award_group',
      's.amount',
      's.currency',
      's.web_address',
      's.open_date',
      's.close_date',
      eb.selectFrom('favourites as f').select((e) => e.fn.countAll().as('n')).whereRef('f.reference_id', '=', 's.id').where('f.category', '=', 'S').as('favourites'),
    ]);

/** The organisation's scholarships (discovery §7 "Scholarships": the detail's fields). */
export const scholarshipStore: ListingStore<ScholarshipValues, workspace.ScholarshipRecord> = {
  kind: 'scholarship',
  table: 'scholarships',
  notFound: listingMessages.scholarshipNotFound,
  validate: (values) => validateScholarship(values),

  async write(trx, { me, at, status }, v, id) {
    const errors: FieldErrors = {};
    const country = await trx.selectFrom('countries').select('currency').where('id', '=', Number(v.countryId)).executeTakeFirst();
    if (!country) errors.countryId = listingMessages.countryUnknown;
    const awardGroupId = chosen(v.awardGroupId);
    if (awardGroupId && !(await trx.selectFrom('award_groups').select('id').where('id', '=', awardGroupId).executeTakeFirst())) errors.awardGroupId = listingMessages.awardGroupUnknown;
    rejectInvalid(errors);
    const row = {
      name: v.name.trim(),
      description: v.description.trim(),
      country_id: Number(v.countryId),
      award_group_id: awardGroupId,
      amount: checkAmount('amount', v.amount).value,
      currency: checkCurrency(v.currency).value ?? country!.currency,
      web_address: blankToNull(v.webAddress),
      open_date: v.openDate.trim(),
      close_date: v.closeDate.trim(),
    };
    if (id !== null) {
      await trx.updateTable('scholarships').set(row).where('id', '=', id).execute();
      return id;
    }
    const inserted = await trx.insertInto('scholarships').values({ ...row, legal_id: me.legalId, status, created_at: at }).returning('id').executeTakeFirstOrThrow();
    return num(inserted.id);
  },

  async read(db, legalId, id) {
    const r = await selectScholarships(db).where('s.id', '=', id).where('s.legal_id', '=', legalId).executeTakeFirst();
    return (
      r && {
        id: num(r.id),
        status: r.status,
        name: r.name,
        description: r.description,
        countryId: num(r.country_id),
        country: r.country,
        awardGroupId: numOrNull(r.award_group_id),
        awardGroup: r.award_group ?? '',
        amount: numOrNull(r.amount),
        currency: r.currency,
        webAddress: r.web_address ?? '',
        openDate: r.open_date,
        closeDate: r.close_date,
        favourites: num(r.favourites ?? 0),
      }
    );
  },

  async rows(db, ids) {
    if (!ids.length) return [];
    const rows = await selectScholarships(db).where('s.id', 'in', [...ids]).execute();
    return rows.map((r) => ({ id: num(r.id), status: r.status, name: r.name, dateFrom: r.open_date, dateTo: r.close_date, note: r.country }));
  },

  snapshot: (s) => ({
    name: s.name,
    description: s.description,
    country: s.country,
    award_group: s.awardGroup,
    amount: s.amount === null ? '' : String(s.amount),
    currency: s.currency,
    web_address: s.webAddress,
    open_date: s.openDate,
    close_date: s.closeDate,
  }),

  async inUse(db, id) {
    const kept = await db.selectFrom('favourites').select('id').where('category', '=', 'S').where('reference_id', '=', id).executeTakeFirst();
    return kept ? listingMessages.scholarshipInFavourites : null;
  },

  async remove(trx, id) {
    await trx.deleteFrom('scholarships').where('id', '=', id).execute();
  },
};
