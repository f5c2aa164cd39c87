import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { CREATED, GEO, TODAY } from '../../testing/area-fixture.js';

/**
 * A small, hand-made catalogue for the events suite around the test clock's day (2026-03-02): two
 * countries, three states, four cities with events (Newcastle without), two institutions and an
 * agent, and six events — one ended, one under way, one held away from any campus.
 */
export { GEO, TODAY };

export interface EventsFixture {
  /** Harbour University (I): City Campus in Sydney (head office) and London Centre. */
  harbour: number;
  harbourSydney: number;
  harbourLondon: number;
  /** Koala Advisors (A): an office in Melbourne. */
  koala: number;
  koalaMelbourne: number;
  /** Bridge College (I): a campus in London. */
  bridge: number;
  bridgeLondon: number;
  /** Harbour, Sydney, 2026-04-10; two costs, a contact, Bridge takes part. */
  openDay: number;
  /** Koala, Melbourne, 2026-03-20 to 22; Harbour and Bridge take part. */
  fair: number;
  /** Harbour, Sydney, ended 2026-02-02. */
  graduation: number;
  /** Harbour, Sydney, 2026-02-25 to 2026-03-05: under way today. */
  winterSchool: number;
  /** Bridge, London, 2026-05-01; a name with diacritics. */
  soiree: number;
  /** Harbour, held away from its campuses (no location) in Wollongong, 2026-06-01. */
  beachDay: number;
}

export async function seedEventsFixture(db: Kysely<Database>): Promise<EventsFixture> {
  const country = { phone_code: '', currency: '', nationality: '', emoji: '', continent_id: null };
  await db
    .insertInto('countries')
    .values([
      { id: GEO.australia, name: 'Australia', iso2: 'AU', iso3: 'AUS', latitude: -27, longitude: 133, ...country },
      { id: GEO.unitedKingdom, name: 'United Kingdom', iso2: 'GB', iso3: 'GBR', latitude: 54, longitude: -2, ...country },
    ])
    .execute();
  await db
    .insertInto('states')
    .values([
      { id: GEO.nsw, country_id: GEO.australia, name: 'New South Wales', code: 'NSW', latitude: null, longitude: null },
      { id: GEO.victoria, country_id: GEO.australia, name: 'Victoria', code: 'VIC', latitude: null, longitude: null },
      { id: GEO.england, country_id: GEO.unitedKingdom, name: 'England', code: 'ENG', latitude: null, longitude: null },
    ])
    .execute();
  const city = (id: number, state: number, countryId: number, name: string) => ({ id, state_id: state, country_id: countryId, name, latitude: 0, longitude: 0 });
  await db
    .insertInto('cities')
    .values([
      city(GEO.sydney, GEO.nsw, GEO.australia, 'Sydney'),
      city(GEO.wollongong, GEO.nsw, GEO.australia, 'Wollongong'),
      city(GEO.newcastle, GEO.nsw, GEO.australia, 'Newcastle'),
      city(GEO.melbourne, GEO.victoria, GEO.australia, 'Melbourne'),
      city(GEO.london, GEO.england, GEO.unitedKingdom, 'London'),
    ])
    .execute();

  const entity = async (kind: 'I' | 'A', name: string) =>
    (await db.insertInto('legal_entities').values({ kind, name, web_address: null, created_at: CREATED, external_id: null, email: null, phone: null, logo_path: null }).returning('id').executeTakeFirstOrThrow()).id;
  const place = async (legalId: number, name: string, cityId: number, head: number) =>
    (
      await db
        .insertInto('locations')
        .values({ legal_id: legalId, name, city_id: cityId, address: `1 ${name} Street`, latitude: -33.87, longitude: 151.21, is_head_office: head, phone: null, email: null, external_id: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const harbour = await entity('I', 'Harbour University');
  const harbourSydney = await place(harbour, 'City Campus', GEO.sydney, 1);
  const harbourLondon = await place(harbour, 'London Centre', GEO.london, 0);
  const koala = await entity('A', 'Koala Advisors');
  const koalaMelbourne = await place(koala, 'Melbourne Office', GEO.melbourne, 1);
  const bridge = await entity('I', 'Bridge College');
  const bridgeLondon = await place(bridge, 'Bridge Campus', GEO.london, 1);

  const event = async (legalId: number, locationId: number | null, cityId: number, name: string, venue: string, from: string, to: string) =>
    (
      await db
        .insertInto('events')
        .values({
          legal_id: legalId,
          location_id: locationId,
          city_id: cityId,
          name,
          description: `${name}: meet the people who teach and study here.`,
          venue_name: venue,
          date_from: from,
          date_to: to,
          reg_url: `https://events.example/${name.toLowerCase().replace(/\W+/g, '-')}`,
          web_site: 'https://events.example',
          created_at: CREATED,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const openDay = await event(harbour, harbourSydney, GEO.sydney, 'Open Day', 'Great Hall, City Campus', '2026-04-10', '2026-04-10');
  const fair = await event(koala, koalaMelbourne, GEO.melbourne, 'Study Fair Melbourne', 'Melbourne Expo Centre', '2026-03-20', '2026-03-22');
  const graduation = await event(harbour, harbourSydney, GEO.sydney, 'Graduation Expo', 'Great Hall, City Campus', '2026-02-01', '2026-02-02');
  const winterSchool = await event(harbour, harbourSydney, GEO.sydney, 'Winter School', 'Library Auditorium', '2026-02-25', '2026-03-05');
  const soiree = await event(bridge, bridgeLondon, GEO.london, "Soirée d'information", 'Bridge Campus Hall', '2026-05-01', '2026-05-01');
  const beachDay = await event(harbour, null, GEO.wollongong, 'Beach Careers Day', 'Wollongong Surf Club', '2026-06-01', '2026-06-01');

  await db
    .insertInto('event_participants')
    .values([
      { event_id: openDay, legal_id: bridge },
      { event_id: fair, legal_id: harbour },
      { event_id: fair, legal_id: bridge },
    ])
    .execute();
  await db
    .insertInto('event_costs')
    .values([
      { event_id: openDay, label: 'Early bird', amount: 5, currency: 'AUD' },
      { event_id: openDay, label: 'Standard registration', amount: 10, currency: 'AUD' },
    ])
    .execute();
  await db.insertInto('event_contacts').values({ event_id: openDay, name: 'Mia Chen', email: 'events@harbour.example', phone: '+61 2 5550 1234' }).execute();

  return { harbour, harbourSydney, harbourLondon, koala, koalaMelbourne, bridge, bridgeLondon, openDay, fair, graduation, winterSchool, soiree, beachDay };
}
