import { checkAmount, checkCurrency, listingMessages, validateEvent, type EventValues, type FieldErrors } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import { num, numOrNull } from '../../db/numbers.js';
import { rejectInvalid } from '../../http/errors.js';
import { checkDocuments, checkParticipants, eventParts, writeDocuments, writeParticipants } from './listing-event-parts.js';
import { blankToNull, chosen, dropStoredFiles, type Db, type ListingStore, type Trx } from './listings-store.js';


const selectEvents = (db: Db) =>
  db
    .selectFrom('events as e')
    .innerJoin('cities as ci', 'ci.id', 'e.city_id')
    .leftJoin('locations as l', 'l.id', 'e.location_id')
    .select((eb) => [
      'e.id',
      'e.status',
      'e.name',
      'e.description',
      'e.location_id',
      'l.name as campus',
      'e.venue_name',
      'e.city_id',
      'ci.name as city',
      'e.date_from',
      'e.date_to',
      'e.reg_url',
      'e.web_site',
      eb.selectFrom('event_registrations as r').select((e) => e.fn.countAll().as('n')).whereRef('r.event_id', '=', 'e.id').as('registrations'),
      eb.selectFrom('favourites as f').select((e) => e.fn.countAll().as('n')).whereRef('f.reference_id', '=', 'e.id').where('f.category', '=', 'E').as('favourites'),
    ]);

/** Where the event is held: one of the organisation's campuses (its city), or a venue in a city; a problem goes on `errors`. */
async function place(trx: Trx, legalId: number, v: EventValues, errors: FieldErrors): Promise<{ location_id: number | null; city_id: number }> {
  const locationId = chosen(v.locationId);
  if (locationId) {
    const campus = await trx.selectFrom('locations').select('city_id').where('id', '=', locationId).where('legal_id', '=', legalId).executeTakeFirst();
    if (campus) return { location_id: locationId, city_id: num(campus.city_id) };
    errors.locationId = listingMessages.campusUnknown;
  } else {
    const city = await trx.selectFrom('cities').select('id').where('id', '=', Number(v.cityId)).executeTakeFirst();
    if (city) return { location_id: null, city_id: num(city.id) };
    errors.cityId = listingMessages.cityUnknown;
  }
  return { location_id: null, city_id: 0 };
}

/**
 * The organisation's events (discovery §7 "Events": the detail's fields, its registration costs,
 * contacts, participants and documents; listing-event-parts.ts). An event members registered for or keep among their favourites is archived, never
 * removed: their registration and favourite keep showing it.
 */
export const eventStore: ListingStore<EventValues, workspace.EventRecord> = {
  kind: 'event',
  table: 'events',
  notFound: listingMessages.eventNotFound,
  validate: (values) => validateEvent(values),

  async write(trx, context, v, id) {
    const { me, at, status } = context;
    const errors: FieldErrors = {};
    const where = await place(trx, me.legalId, v, errors);
    const participantIds = await checkParticipants(trx, me.legalId, v.participantIds, errors);
    rejectInvalid(errors);
    const documents = await checkDocuments(trx, me.clientId, id, v.documentIds);
    const row = {
      ...where,
      name: v.name.trim(),
      description: v.description.trim(),
      venue_name: v.venueName.trim(),
      date_from: v.dateFrom.trim(),
      date_to: v.dateTo.trim(),
      reg_url: blankToNull(v.regUrl),
      web_site: blankToNull(v.webSite),
    };
    let eventId = id;
    if (eventId === null) {
      eventId = num((await trx.insertInto('events').values({ ...row, legal_id: me.legalId, status, created_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    } else {
      await trx.updateTable('events').set(row).where('id', '=', eventId).execute();
      await trx.deleteFrom('event_costs').where('event_id', '=', eventId).execute();
      await trx.deleteFrom('event_contacts').where('event_id', '=', eventId).execute();
    }
    const event_id = eventId;
    if (v.costs.length) {
      await trx
        .insertInto('event_costs')
        .values(v.costs.map((c) => ({ event_id, label: c.label.trim(), amount: checkAmount('amount', c.amount).value ?? 0, currency: checkCurrency(c.currency).value ?? '' })))
        .execute();
    }
    if (v.contacts.length) {
      await trx
        .insertInto('event_contacts')
        .values(v.contacts.map((c) => ({ event_id, name: c.name.trim(), email: blankToNull(c.email), phone: blankToNull(c.phone) })))
        .execute();
    }
    await writeParticipants(trx, event_id, participantIds);
    await writeDocuments(trx, context, event_id, documents);
    return eventId;
  },

  async read(db, legalId, id) {
    const r = await selectEvents(db).where('e.id', '=', id).where('e.legal_id', '=', legalId).executeTakeFirst();
    if (!r) return undefined;
    const [costs, contacts, parts] = await Promise.all([
      db.selectFrom('event_costs').select(['label', 'amount', 'currency']).where('event_id', '=', id).orderBy('id').execute(),
      db.selectFrom('event_contacts').select(['name', 'email', 'phone']).where('event_id', '=', id).orderBy('id').execute(),
      eventParts(db, id),
    ]);
    return {
      id: num(r.id),
      status: r.status,
      name: r.name,
      description: r.description,
      locationId: numOrNull(r.location_id),
      campus: r.campus ?? '',
      venueName: r.venue_name,
      cityId: num(r.city_id),
      city: r.city,
      dateFrom: r.date_from,
      dateTo: r.date_to,
      regUrl: r.reg_url ?? '',
      webSite: r.web_site ?? '',
      costs: costs.map((c) => ({ label: c.label, amount: Number(c.amount), currency: c.currency })),
      contacts: contacts.map((c) => ({ name: c.name, email: c.email ?? '', phone: c.phone ?? '' })),
      ...parts,
      registrations: num(r.registrations ?? 0),
      favourites: num(r.favourites ?? 0),
    };
  },

  async rows(db, ids) {
    if (!ids.length) return [];
    const rows = await selectEvents(db).where('e.id', 'in', [...ids]).execute();
    return rows.map((r) => ({ id: num(r.id), status: r.status, name: r.name, dateFrom: r.date_from, dateTo: r.date_to, note: [r.campus ?? r.venue_name, r.city].filter(Boolean).join(', ') }));
  },

  snapshot: (e) => ({
    name: e.name,
    description: e.description,
    campus: e.campus,
    venue: e.venueName,
    city: e.city,
    date_from: e.dateFrom,
    date_to: e.dateTo,
    registration_address: e.regUrl,
    web_site: e.webSite,
    costs: e.costs.map((c) => `${c.label} ${c.amount} ${c.currency}`).join('; '),
    contacts: e.contacts.map((c) => [c.name, c.email, c.phone].filter(Boolean).join(' ')).join('; '),
    participants: e.participants.map((p) => p.name).join('; '),
    documents: e.documents.map((d) => d.fileName).join('; '),
  }),

  async inUse(db, id) {
    const [registered, kept] = await Promise.all([
      db.selectFrom('event_registrations').select('id').where('event_id', '=', id).executeTakeFirst(),
      db.selectFrom('favourites').select('id').where('category', '=', 'E').where('reference_id', '=', id).executeTakeFirst(),
    ]);
    return registered || kept ? listingMessages.eventInUse : null;
  },

  async remove(trx, id, dropKeys) {
    await dropStoredFiles(trx, await trx.selectFrom('stored_files').select(['id', 'storage_key']).where('kind', '=', 'EEM').where('reference_id', '=', id).execute(), dropKeys);
    for (const table of ['event_costs', 'event_contacts', 'event_participants'] as const) await trx.deleteFrom(table).where('event_id', '=', id).execute();
    await trx.deleteFrom('events').where('id', '=', id).execute();
  },
};
