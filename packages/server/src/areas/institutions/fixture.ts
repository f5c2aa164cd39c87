import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { awardRows, studyAreaRows } from '../../seed/reference-data.js';
import { CREATED, GEO, TODAY } from '../../testing/area-fixture.js';

/**
 * A small, hand-made catalogue for the institutions suite: real coordinates (so distances are known),
 * two continents, two countries, three states (Victoria without coordinates, to exercise the map's
 * fallback), five institutions, three agents, scholarships, events and forms around TODAY.
 */
export { GEO, TODAY };

export const CITY = {
  sydney: { latitude: -33.8688, longitude: 151.2093 },
  wollongong: { latitude: -34.4278, longitude: 150.8931 },
  newcastle: { latitude: -32.9283, longitude: 151.7817 },
  melbourne: { latitude: -37.8136, longitude: 144.9631 },
  london: { latitude: 51.5074, longitude: -0.1278 },
};

/** Study areas and awards (ids from seed/reference-data). */
export const AREA = { health: 9, nursing: 901, computing: 5, computerScience: 501, law: 12, english: 20 } as const;
export const AWARD = { bachelor: 43, master: 53, generalEnglish: 21, undergraduate: 4, postgraduate: 5, english: 2 } as const;

export interface Fixture {
  /** Université Harbour: Sydney (head office) and Wollongong; Nursing bachelor + CS master. */
  harbour: number;
  harbourSydney: number;
  harbourWollongong: number;
  /** Bondi Academy: Sydney; General English; has a logo file. */
  bondi: number;
  bondiSydney: number;
  /** Melbourne Institute of Technology: Melbourne; CS master. */
  melbourne: number;
  melbourneCampus: number;
  /** Newcastle College: Newcastle; no courses. */
  newcastle: number;
  /** King's College London: London; Law bachelor. */
  kings: number;
  /** Agents: Harbour Agents (Sydney) and Koala Advisors (Melbourne) represent Harbour; Lonely Agency none. */
  harbourAgents: number;
  koala: number;
  lonely: number;
  lonelyOffice: number;
  /** Form categories: Admissions → Applications (2 Harbour forms), Visa (1 Harbour form), Other (none). */
  admissions: number;
  applications: number;
  visa: number;
  other: number;
}

export const BONDI_LOGO = 'logos/bondi.png';

export async function seedInstitutionsFixture(db: Kysely<Database>): Promise<Fixture> {
  await db.insertInto('continents').values([{ id: GEO.europe, name: 'Europe' }, { id: GEO.oceania, name: 'Oceania' }]).execute();
  const country = { phone_code: '', currency: '', nationality: '', emoji: '' };
  await db
    .insertInto('countries')
    .values([
      { id: GEO.australia, continent_id: GEO.oceania, name: 'Australia', iso2: 'AU', iso3: 'AUS', latitude: -27, longitude: 133, ...country },
      { id: GEO.unitedKingdom, continent_id: GEO.europe, name: 'United Kingdom', iso2: 'GB', iso3: 'GBR', latitude: 54, longitude: -2, ...country },
    ])
    .execute();
  await db
    .insertInto('states')
    .values([
      { id: GEO.nsw, country_id: GEO.australia, name: 'New South Wales', code: 'NSW', latitude: -31.84, longitude: 145.61 },
      { id: GEO.victoria, country_id: GEO.australia, name: 'Victoria', code: 'VIC', latitude: null, longitude: null },
      { id: GEO.england, country_id: GEO.unitedKingdom, name: 'England', code: 'ENG', latitude: 52.36, longitude: -1.17 },
    ])
    .execute();
  await db
    .insertInto('cities')
    .values([
      { id: GEO.sydney, state_id: GEO.nsw, country_id: GEO.australia, name: 'Sydney', ...CITY.sydney },
      { id: GEO.wollongong, state_id: GEO.nsw, country_id: GEO.australia, name: 'Wollongong', ...CITY.wollongong },
      { id: GEO.newcastle, state_id: GEO.nsw, country_id: GEO.australia, name: 'Newcastle', ...CITY.newcastle },
      { id: GEO.melbourne, state_id: GEO.victoria, country_id: GEO.australia, name: 'Melbourne', ...CITY.melbourne },
      { id: GEO.london, state_id: GEO.england, country_id: GEO.unitedKingdom, name: 'London', ...CITY.london },
      { id: GEO.canberra, state_id: GEO.nsw, country_id: GEO.australia, name: 'Canberra', latitude: -35.2809, longitude: 149.13 },
    ])
    .execute();
  await db.insertInto('study_areas').values(studyAreaRows()).execute();
  const awards = awardRows();
  await db.insertInto('award_groups').values(awards.groups).execute();
  await db.insertInto('award_levels').values(awards.levels).execute();
  await db.insertInto('study_modes').values([{ id: 1, name: 'Full time', sort_order: 1 }]).execute();

  const entity = async (kind: 'I' | 'A', name: string, extra: { logo_path?: string; description?: string } = {}) =>
    (
      await db
        .insertInto('legal_entities')
        .values({ kind, name, web_address: `https://${name.split(' ')[0]!.toLowerCase()}.example`, email: 'info@example.org', phone: '+61 2 0000 0000', created_at: CREATED, ...extra })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const campus = async (legalId: number, name: string, cityId: number, point: { latitude: number; longitude: number }, head = 1) =>
    (
      await db
        .insertInto('locations')
        .values({ legal_id: legalId, name, city_id: cityId, address: `1 ${name} Street`, postcode: '2000', ...point, is_head_office: head, phone: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const course = (legalId: number, name: string, major: number, minor: number | null, award: number) =>
    db.insertInto('courses').values({ legal_id: legalId, name, major_id: major, minor_id: minor, award_id: award, created_at: CREATED }).execute();

  const harbour = await entity('I', 'Université Harbour', { description: 'A harbour-side university.' });
  const bondi = await entity('I', 'Bondi Academy', { logo_path: BONDI_LOGO });
  const melbourne = await entity('I', 'Melbourne Institute of Technology');
  const newcastle = await entity('I', 'Newcastle College');
  const kings = await entity('I', "King's College London");
  const harbourAgents = await entity('A', 'Harbour Agents');
  const koala = await entity('A', 'Koala Advisors');
  const lonely = await entity('A', 'Lonely Agency');

  // Wollongong campus first (lower id), Sydney is the head office: the head office must still win.
  const harbourWollongong = await campus(harbour, 'Wollongong', GEO.wollongong, CITY.wollongong, 0);
  const harbourSydney = await campus(harbour, 'Sydney', GEO.sydney, CITY.sydney, 1);
  const bondiSydney = await campus(bondi, 'Bondi', GEO.sydney, { latitude: -33.8915, longitude: 151.2767 });
  const melbourneCampus = await campus(melbourne, 'Melbourne', GEO.melbourne, CITY.melbourne);
  await campus(newcastle, 'Newcastle', GEO.newcastle, CITY.newcastle);
  await campus(kings, 'Strand', GEO.london, CITY.london);
  await campus(harbourAgents, 'Harbour Agents Sydney', GEO.sydney, CITY.sydney);
  await campus(koala, 'Koala Melbourne', GEO.melbourne, CITY.melbourne);
  const lonelyOffice = await campus(lonely, 'Lonely London', GEO.london, CITY.london);

  await course(harbour, 'Bachelor of Nursing', AREA.health, AREA.nursing, AWARD.bachelor);
  await course(harbour, 'Master of Computer Science', AREA.computing, AREA.computerScience, AWARD.master);
  await course(bondi, 'General English', AREA.english, null, AWARD.generalEnglish);
  await course(melbourne, 'Master of Data', AREA.computing, AREA.computerScience, AWARD.master);
  await course(kings, 'Bachelor of Laws', AREA.law, null, AWARD.bachelor);

  await db
    .insertInto('agent_institutions')
    .values([
      { agent_id: harbourAgents, institution_id: harbour },
      { agent_id: koala, institution_id: harbour },
      { agent_id: harbourAgents, institution_id: melbourne },
    ])
    .execute();

  const scholarship = (name: string, close: string, amount: number | null, group: number | null) =>
    db
      .insertInto('scholarships')
      .values({ legal_id: harbour, name, amount, currency: 'AUD', country_id: GEO.australia, award_group_id: group, open_date: '2026-01-01', close_date: close, created_at: CREATED })
      .execute();
  await scholarship('Harbour Merit Award', '2026-09-30', 5000.5, AWARD.undergraduate);
  await scholarship('Harbour Research Grant', '2026-06-30', null, null);
  await scholarship('Closed Bursary', '2026-02-01', 1000, null);

  const event = async (legalId: number, name: string, from: string, to: string, locationId: number | null) =>
    (
      await db
        .insertInto('events')
        .values({ legal_id: legalId, location_id: locationId, city_id: GEO.sydney, name, venue_name: 'Town Hall', date_from: from, date_to: to, created_at: CREATED })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await event(harbour, 'Harbour Open Day', '2026-04-10', '2026-04-10', harbourSydney);
  const fair = await event(harbourAgents, 'Sydney Study Fair', '2026-03-20', '2026-03-21', null);
  await db.insertInto('event_participants').values({ event_id: fair, legal_id: harbour }).execute();
  await event(harbour, 'Past Orientation', '2026-02-01', '2026-02-02', harbourSydney);

  const category = async (name: string, parent: number | null, level: number) =>
    (await db.insertInto('form_categories').values({ name, parent_id: parent, level }).returning('id').executeTakeFirstOrThrow()).id;
  const admissions = await category('Admissions', null, 0);
  const applications = await category('Applications', admissions, 1);
  const visa = await category('Visa', null, 0);
  const other = await category('Other', null, 0);
  const form = (legalId: number, categoryId: number, name: string) =>
    db.insertInto('forms').values({ legal_id: legalId, category_id: categoryId, name, file_name: `${name}.pdf`, header: 'Print and sign', created_at: CREATED }).execute();
  await form(harbour, applications, 'Undergraduate application');
  await form(harbour, applications, 'Postgraduate application');
  await form(harbour, visa, 'Visa checklist');
  await form(melbourne, other, 'Other form');

  return {
    harbour,
    harbourSydney,
    harbourWollongong,
    bondi,
    bondiSydney,
    melbourne,
    melbourneCampus,
    newcastle,
    kings,
    harbourAgents,
    koala,
    lonely,
    lonelyOffice,
    admissions,
    applications,
    visa,
    other,
  };
}
