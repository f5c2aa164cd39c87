import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type {
  FriendLinksTable,
  MemberEducationTable,
  MemberProfilesTable,
  MemberStudyPreferencesTable,
} from '../../db/schema/friends.js';
import { friendLabels, FRIEND_FIRST_YEAR, FRIEND_LAST_YEAR } from '@studyatlas/core';
import { Random } from '../prng.js';
import { DESTINATION_CITIES, SOURCE_CITIES, type CityEntry } from './cities.js';
import { insertDemoMessage } from './messages.js';

/** The PRNG seed of the demo profiles: the same members always get the same profiles. */
const PROFILE_SEED = 2017;

/** Schools and universities at home, by country (named only: they are not in the catalogue). */
export const HOME_INSTITUTIONS: Readonly<Record<string, readonly string[]>> = {
  IN: ['University of Delhi', 'University of Mumbai', 'Anna University', 'Delhi Public School', 'Christ University'],
  CN: ['Peking University', 'Fudan University', 'Zhejiang University', 'Beijing No. 4 High School', 'Wuhan University'],
  NP: ['Tribhuvan University', 'Kathmandu University', 'St. Xavier’s College', 'Pokhara University'],
};
const OTHER_SCHOOLS = ['City High School', 'International Grammar School', 'Riverside College'];

const ABOUT = [
  'Looking for study buddies and flatmates.',
  'Happy to share tips about visas and accommodation.',
  'Keen on football, coding and travelling.',
  'Planning my masters; say hello!',
  'Love meeting people from other countries.',
  'Ask me about scholarships and part-time jobs.',
];

interface Place {
  cityId: number;
  stateId: number;
  countryId: number;
  iso2: string;
}

interface Institution {
  legalFk: number;
  name: string;
  place: Place;
}

/** Resolves the demo city lists (country, state code, name) to ids. */
async function loadPlaces(db: Kysely<Database>, lists: Readonly<Record<string, readonly CityEntry[]>>): Promise<Place[]> {
  const names = [...new Set(Object.values(lists).flatMap((entries) => entries.map(([, name]) => name)))];
  const rows = await db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .where('countries.iso2', 'in', Object.keys(lists))
    .where('cities.name', 'in', names)
    .select(['cities.id', 'cities.name', 'cities.state_id', 'cities.country_id', 'states.code', 'countries.iso2'])
    .orderBy('cities.id')
    .execute();
  const wanted = new Set(Object.entries(lists).flatMap(([iso2, entries]) => entries.map(([state, name]) => `${iso2}|${state}|${name}`)));
  return rows
    .filter((r) => wanted.has(`${r.iso2}|${r.code}|${r.name}`))
    .map((r) => ({ cityId: Number(r.id), stateId: Number(r.state_id), countryId: Number(r.country_id), iso2: r.iso2 }));
}

/** Institutions of the catalogue with the city of their head office (else first campus). */
async function loadInstitutions(db: Kysely<Database>): Promise<Institution[]> {
  const rows = await db
    .selectFrom('legal_entities as le')
    .innerJoin('locations as l', 'l.legal_id', 'le.id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .where('le.kind', '=', 'I')
    .select(['le.id', 'le.name', 'l.is_head_office', 'l.id as location_id', 'ci.id as city_id', 'ci.state_id', 'ci.country_id', 'co.iso2'])
    .orderBy('le.id')
    .orderBy('l.is_head_office', 'desc')
    .orderBy('l.id')
    .limit(2000)
    .execute();
  const chosen = new Map<number, Institution>();
  for (const r of rows) {
    if (chosen.has(Number(r.id))) continue;
    chosen.set(Number(r.id), {
      legalFk: Number(r.id),
      name: r.name,
      place: { cityId: Number(r.city_id), stateId: Number(r.state_id), countryId: Number(r.country_id), iso2: r.iso2 },
    });
  }
  return [...chosen.values()];
}

export interface MemberRows {
  profiles: Insertable<MemberProfilesTable>[];
  education: Insertable<MemberEducationTable>[];
  preferences: Insertable<MemberStudyPreferencesTable>[];
  links: Insertable<FriendLinksTable>[];
}

export interface MemberContext {
  /** Member ids in the demo list's order (the demo login first). */
  memberIds: readonly number[];
  homes: readonly Place[];
  destinations: readonly Place[];
  institutions: readonly Institution[];
  majors: ReadonlyArray<{ id: number; minors: number[] }>;
  awardLevels: ReadonlyArray<{ id: number; groupId: number }>;
  createdAt: string;
}

/**
 * Profiles for the demo members: a home town (mostly India, China, Nepal), where they live now (the
 * city of the institution they study at, or home), studies with years in 1990–2017, 1–3 study
 * destinations, a study area with details, an award level; and friend links — the demo login is
 * friends with the next three members, who know each other, so "mutual friends" shows.
 */
export function generateMemberRows(ctx: MemberContext, newIds: ReadonlySet<number>): MemberRows {
  const random = new Random(PROFILE_SEED);
  const rows: MemberRows = { profiles: [], education: [], preferences: [], links: [] };
  const sourceHomes = ctx.homes.filter((p) => p.iso2 in SOURCE_CITIES);
  const destinationCountries = [...new Set(ctx.destinations.map((p) => p.countryId))];
  const year = (from: number, to: number) => random.int(from, to);
  // Every row with every column: SQLite has no DEFAULT in a multi-row insert.
  const preference = (p: Pick<Insertable<MemberStudyPreferencesTable>, 'client_id' | 'category' | 'reference_id' | 'choice_order'> & Partial<Insertable<MemberStudyPreferencesTable>>) =>
    rows.preferences.push({ city_id: null, award_group_id: null, value: '', preferred: 0, status: 'A', ...p });

  ctx.memberIds.forEach((clientId, index) => {
    // Every member draws the same numbers whether or not it is written, so profiles never shift.
    const home = index === 0 && sourceHomes.length > 0 ? sourceHomes[sourceHomes.length - 1]! : random.chance(0.75) && sourceHomes.length > 0 ? random.pick(sourceHomes) : random.pick(ctx.homes);
    const studying = ctx.institutions.length > 0 && (index < 4 || random.chance(0.6));
    const institution = studying ? ctx.institutions[index < 4 ? index % ctx.institutions.length : random.int(0, ctx.institutions.length - 1)]! : null;
    const current = institution?.place ?? (random.chance(0.5) ? home : random.pick(ctx.destinations));
    const studyFrom = year(2012, FRIEND_LAST_YEAR);
    const studyTo = studyFrom + random.int(1, 4);
    const pastFrom = year(FRIEND_FIRST_YEAR + 8, 2010);
    const pastTo = pastFrom + random.int(2, 4);
    const schools = HOME_INSTITUTIONS[home.iso2] ?? OTHER_SCHOOLS;
    const school = random.pick(schools);
    const secondPast = random.chance(0.35) && ctx.institutions.length > 0 ? random.pick(ctx.institutions) : null;
    const destinations = random.sample(destinationCountries, random.int(1, 3));
    const major = ctx.majors.length > 0 ? random.pick(ctx.majors) : null;
    const minors = major ? random.sample(major.minors, random.int(1, 2)) : [];
    const award = ctx.awardLevels.length > 0 ? random.pick(ctx.awardLevels) : null;
    const about = random.pick(ABOUT);
    const withCity = destinations.map(() => random.chance(0.5));
    if (!newIds.has(clientId)) return;

    rows.profiles.push({
      client_id: clientId,
      home_country_id: home.countryId,
      home_state_id: home.stateId,
      home_city_id: home.cityId,
      current_country_id: current.countryId,
      current_state_id: current.stateId,
      current_city_id: current.cityId,
      postal_country_id: null,
      postal_state_id: null,
      postal_city_id: null,
      current_study: institution ? 1 : 0,
      study_country_id: institution?.place.countryId ?? null,
      study_legal_id: institution?.legalFk ?? null,
      study_institution_name: institution?.name ?? '',
      study_from_year: institution ? studyFrom : null,
      study_to_year: institution ? studyTo : null,
      about_me: about,
      updated_at: ctx.createdAt,
    });
    rows.education.push({
      client_id: clientId,
      country_id: home.countryId,
      legal_id: null,
      institution_name: school,
      date_from: `${pastFrom}-02-01`,
      date_to: `${pastTo}-11-30`,
      created_at: ctx.createdAt,
    });
    if (secondPast) {
      rows.education.push({
        client_id: clientId,
        country_id: secondPast.place.countryId,
        legal_id: secondPast.legalFk,
        institution_name: secondPast.name,
        date_from: `${pastTo + 1}-02-01`,
        date_to: `${pastTo + 3}-11-30`,
        created_at: ctx.createdAt,
      });
    }
    destinations.forEach((countryId, order) => {
      const cities = ctx.destinations.filter((p) => p.countryId === countryId);
      preference({
        client_id: clientId,
        category: 'SD',
        reference_id: countryId,
        city_id: withCity[order] && cities.length > 0 ? cities[(clientId + order) % cities.length]!.cityId : null,
        preferred: order === 0 ? 1 : 0,
        choice_order: order + 1,
      });
    });
    if (major) preference({ client_id: clientId, category: 'SA', reference_id: major.id, choice_order: 1 });
    minors.forEach((minor, order) => preference({ client_id: clientId, category: 'SM', reference_id: minor, choice_order: order + 1 }));
    if (award) preference({ client_id: clientId, category: 'AL', reference_id: award.id, award_group_id: award.groupId, choice_order: 1 });
  });

  // Friends: the demo login with members 1–3 (1–2 and 1–3 linked too), a ring of the others, and
  // some requests still waiting for an answer.
  const ids = ctx.memberIds;
  if (ids.length >= 6 && ids.every((id) => newIds.has(id))) {
    const link = (a: number, b: number, state: 'S' | 'L') =>
      rows.links.push({ requester_id: ids[a]!, addressee_id: ids[b]!, state, note: friendLabels.requestTitle, created_at: ctx.createdAt, answered_at: state === 'L' ? ctx.createdAt : null });
    link(0, 1, 'L');
    link(2, 0, 'L');
    link(0, 4, 'L');
    link(1, 2, 'L');
    link(1, 3, 'L');
    link(3, 4, 'L');
    link(5, 0, 'S');
    for (let i = 6; i < ids.length; i++) {
      link(i, i + 1 < ids.length ? i + 1 : 6, 'L');
      if (i % 3 === 0) link(i, 1 + (i % 5), i % 2 === 0 ? 'L' : 'S');
    }
  }
  return rows;
}

/** Adds profiles (and, on the first run, friend links) for the demo members that have none yet. */
export async function seedMemberProfiles(db: Kysely<Database>, emails: readonly string[], createdAt: string): Promise<number> {
  const members = await db.selectFrom('clients').select(['id', 'email', 'first_name', 'surname']).where('email', 'in', [...emails]).execute();
  const idOf = new Map(members.map((m) => [m.email, Number(m.id)]));
  const nameOf = new Map(members.map((m) => [Number(m.id), `${m.first_name} ${m.surname}`.trim()]));
  const memberIds = emails.map((email) => idOf.get(email)).filter((id): id is number => id !== undefined);
  if (memberIds.length === 0) return 0;
  const withProfile = new Set(
    (await db.selectFrom('member_profiles').select('client_id').where('client_id', 'in', memberIds).execute()).map((r) => Number(r.client_id)),
  );
  const newIds = new Set(memberIds.filter((id) => !withProfile.has(id)));
  if (newIds.size === 0) return 0;

  const [homes, destinations, institutions, areas, levels] = await Promise.all([
    loadPlaces(db, { ...SOURCE_CITIES, ...DESTINATION_CITIES }),
    loadPlaces(db, DESTINATION_CITIES),
    loadInstitutions(db),
    db.selectFrom('study_areas').select(['id', 'parent_id']).orderBy('id').execute(),
    db.selectFrom('award_levels').select(['id', 'group_id']).orderBy('id').execute(),
  ]);
  if (homes.length === 0 || destinations.length === 0) return 0; // no geography: nothing to place members in
  const majors = areas
    .filter((a) => a.parent_id === null)
    .map((a) => ({ id: Number(a.id), minors: areas.filter((m) => Number(m.parent_id) === Number(a.id)).map((m) => Number(m.id)) }));
  const rows = generateMemberRows(
    {
      memberIds,
      homes,
      destinations,
      institutions,
      majors,
      awardLevels: levels.map((l) => ({ id: Number(l.id), groupId: Number(l.group_id) })),
      createdAt,
    },
    newIds,
  );
  await db.transaction().execute(async (trx) => {
    if (rows.profiles.length) await trx.insertInto('member_profiles').values(rows.profiles).execute();
    if (rows.education.length) await trx.insertInto('member_education').values(rows.education).execute();
    if (rows.preferences.length) await trx.insertInto('member_study_preferences').values(rows.preferences).execute();
    for (const link of rows.links) {
      const inserted = await trx.insertInto('friend_links').values(link).returning('id').executeTakeFirstOrThrow();
      if (link.state !== 'S') continue;
      const person = (clientId: number) => ({ clientId, name: nameOf.get(clientId) ?? '' });
      await insertDemoMessage(trx, {
        sender: person(link.requester_id),
        recipients: [person(link.addressee_id)],
        kind: 'FR',
        friendLinkId: Number(inserted.id),
        subject: friendLabels.requestTitle,
        text: link.note ?? '',
        at: createdAt,
      });
    }
  });
  return rows.profiles.length;
}
