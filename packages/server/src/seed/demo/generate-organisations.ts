import { addDays } from '../dates.js';
import type { Random } from '../prng.js';
import { AGENT_COUNTRY_WEIGHTS, DESTINATION_WEIGHTS } from './cities.js';
import type { IdCounter } from './ids.js';
import { INSTITUTION_TYPES, type InstitutionType } from './institution-types.js';
import { fill, jitter, paragraph, phone, postcode, slugify, streetAddress } from './text.js';
import type { DemoCity, DemoContext, DemoData } from './types.js';
import { AGENT_SENTENCES, AGENT_SUFFIXES, AGENT_WORDS, CAMPUS_NAMES, INSTITUTION_SENTENCES, SURNAMES } from './words.js';

export interface Campus {
  id: number;
  name: string;
  city: DemoCity;
}

/** What later generators need to know about an institution or agent. */
export interface Organisation {
  id: number;
  name: string;
  /** https://www.<slug>.example — the reserved .example domain, so no real site is named. */
  web: string;
  domain: string;
  city: DemoCity;
  campuses: Campus[];
}

export interface Institution extends Organisation {
  type: InstitutionType;
  /** The study areas (major names) it teaches only, where its levels offer them; absent: any. */
  focus?: readonly string[];
}

/**
 * The partner of examples/partner-embed: the demo's first institution (legal id 1 in a fresh
 * database) is always this design college, so the partner page's scoped course search lists design
 * courses under the name the page shows. Its place and size still come from the seed.
 */
export const PARTNER_INSTITUTION = {
  name: 'Northbridge College of Design',
  type: 'college',
  focus: ['Creative Arts and Design', 'Architecture and Building'],
} as const;

export interface Agent extends Organisation {
  represents: Institution[];
}

/** Roughly 10 km around a city centre. */
const CAMPUS_SPREAD = 0.06;

/** Only the countries the context has cities for. */
const available = (weights: ReadonlyArray<readonly [string, number]>, cities: ReadonlyMap<string, readonly DemoCity[]>) =>
  weights.filter(([iso2]) => (cities.get(iso2)?.length ?? 0) > 0);

const createdAt = (random: Random, today: string) => `${addDays(today, -random.int(30, 900))}T08:00:00.000Z`;

/** A name not used yet: a few fresh attempts, then the city or a number is added. */
function uniqueName(used: Set<string>, propose: () => string, city: DemoCity): string {
  let name = propose();
  for (let attempt = 0; attempt < 6 && used.has(name); attempt++) name = propose();
  if (used.has(name)) name = `${name} ${city.name}`;
  for (let n = 2; used.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
  used.add(name);
  return name;
}

function addLocations(
  random: Random,
  ids: IdCounter,
  data: DemoData,
  org: Organisation,
  count: number,
  cities: readonly DemoCity[],
  label: (city: DemoCity, index: number) => string,
): void {
  const usedNames = new Set<string>();
  for (let i = 0; i < count; i++) {
    const city = i === 0 || random.chance(0.5) ? org.city : random.pick(cities);
    let name = label(city, i);
    while (usedNames.has(name)) name = `${random.pick(CAMPUS_NAMES)} ${label(city, i)}`;
    usedNames.add(name);
    const campus = { id: ids.next('locations'), name, city };
    org.campuses.push(campus);
    data.locations.push({
      id: campus.id,
      legal_id: org.id,
      external_id: null,
      name,
      city_id: city.id,
      address: streetAddress(random),
      postcode: postcode(random, city.iso2),
      latitude: jitter(random, city.latitude, CAMPUS_SPREAD),
      longitude: jitter(random, city.longitude, CAMPUS_SPREAD),
      phone: phone(random, city),
      email: i === 0 ? `info@${org.domain}` : `${slugify(name)}@${org.domain}`,
      is_head_office: i === 0 ? 1 : 0,
    });
  }
}

export function generateInstitutions(random: Random, ctx: DemoContext, ids: IdCounter, data: DemoData, count: number): Institution[] {
  const countries = available(DESTINATION_WEIGHTS, ctx.destinations);
  if (countries.length === 0) throw new Error('No destination cities found: load the reference data first.');
  const typeWeights = INSTITUTION_TYPES.map((t) => [t, t.weight] as const);
  const used = new Set<string>([PARTNER_INSTITUTION.name]);
  const partnerType = INSTITUTION_TYPES.find((t) => t.key === PARTNER_INSTITUTION.type)!;
  const institutions: Institution[] = [];
  for (let i = 0; i < count; i++) {
    const partner = i === 0;
    const drawn = random.weighted(typeWeights);
    const type = partner ? partnerType : drawn;
    const cities = ctx.destinations.get(random.weighted(countries))!;
    const city = random.pick(cities);
    const proposed = uniqueName(used, () => fill(random.pick(type.names), { city: city.name, surname: random.pick(SURNAMES) }), city);
    const name = partner ? PARTNER_INSTITUTION.name : proposed;
    const domain = `${slugify(name)}.example`;
    const institution: Institution = { id: ids.next('legal_entities'), name, web: `https://www.${domain}`, domain, city, campuses: [], type };
    if (partner) institution.focus = PARTNER_INSTITUTION.focus;
    data.legal_entities.push({
      id: institution.id,
      kind: 'I',
      external_id: null,
      name,
      description: paragraph(random, INSTITUTION_SENTENCES, 1, 6, {
        institution: name,
        city: city.name,
        country: city.countryName,
        n: random.int(2, 14) * 10,
        year: random.int(...type.founded),
      }),
      web_address: institution.web,
      email: `international@${domain}`,
      phone: phone(random, city),
      logo_path: null,
      logo_file_id: null,
      created_at: createdAt(random, ctx.today),
    });
    const campuses = Math.min(type.maxCampuses, random.weighted([[1, 40], [2, 30], [3, 20], [4, 10]] as const));
    addLocations(random, ids, data, institution, campuses, cities, (c, index) =>
      index === 0 ? (type.key === 'university' ? `${c.name} Campus` : 'City Campus') : `${c.name} Campus`,
    );
    institutions.push(institution);
  }
  return institutions;
}

export function generateAgents(
  random: Random,
  ctx: DemoContext,
  ids: IdCounter,
  data: DemoData,
  count: number,
  institutions: readonly Institution[],
): Agent[] {
  const countries = available(AGENT_COUNTRY_WEIGHTS, ctx.agentCities);
  if (count > 0 && countries.length === 0) throw new Error('No agent cities found: load the reference data first.');
  const used = new Set<string>();
  const agents: Agent[] = [];
  for (let i = 0; i < count; i++) {
    const cities = ctx.agentCities.get(random.weighted(countries))!;
    const city = random.pick(cities);
    const name = uniqueName(used, () => `${random.pick(AGENT_WORDS)} ${random.pick(AGENT_SUFFIXES)}`, city);
    const domain = `${slugify(name)}.example`;
    const represents = random.sample(institutions, random.int(3, 25)).sort((a, b) => a.id - b.id);
    const agent: Agent = { id: ids.next('legal_entities'), name, web: `https://www.${domain}`, domain, city, campuses: [], represents };
    const countryNames = [...new Set(represents.map((r) => r.city.countryName))].sort();
    data.legal_entities.push({
      id: agent.id,
      kind: 'A',
      external_id: null,
      name,
      description: paragraph(random, AGENT_SENTENCES, 2, 5, {
        agent: name,
        city: city.name,
        year: random.int(1995, 2020),
        countries: countryNames.join(', ') || city.countryName,
      }),
      web_address: agent.web,
      email: `counselling@${domain}`,
      phone: phone(random, city),
      logo_path: null,
      logo_file_id: null,
      created_at: createdAt(random, ctx.today),
    });
    addLocations(random, ids, data, agent, random.weighted([[1, 60], [2, 30], [3, 10]] as const), cities, (c, index) =>
      index === 0 ? `${c.name} Head Office` : `${c.name} Office`,
    );
    for (const institution of represents) data.agent_institutions.push({ agent_id: agent.id, institution_id: institution.id });
    agents.push(agent);
  }
  return agents;
}
