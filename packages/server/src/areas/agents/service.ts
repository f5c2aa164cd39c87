import { AGENT_DEFAULT_DISTANCE_KM, isRefinedAgentSearch, searchKeyOf, validateAgentSearch, agentMessages, institutionMessages } from '@studyatlas/core';
import type { agents as contract } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { notFound, rejectInvalid } from '../../http/errors.js';
import { findCampuses, type CampusFilter, type CampusRow } from '../../catalogue/campuses.js';
import { boundingBox, haversineKm, type Point } from '../../catalogue/distance.js';
import { findLegalEntity } from '../../catalogue/legal-entities.js';
import { imagePathOf } from '../../catalogue/logos.js';
import { mapRecords } from '../../catalogue/map.js';
import { findCity, placeLists } from '../../db/places.js';
import * as q from './queries.js';

export type AgentsService = ReturnType<typeof createAgentsService>;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b);

type Named = { id: number; name: string };
const byName = <T extends Named>(rows: readonly T[]): T[] => [...rows].sort((a, b) => byText(a.name, b.name) || a.id - b.id);

/** An office in a search: its row and its distance from the chosen city (null without one). */
interface Office {
  row: CampusRow;
  km: number | null;
}

const NO_COURSE_FILTER = { legalFk: 0, majorFk: 0, minorFk: 0, awardFk: 0, groupFk: 0 } as const;

const headOfficeFirst = (a: Office, b: Office) => Number(b.row.isHeadOffice) - Number(a.row.isHeadOffice) || a.row.locationFk - b.row.locationFk;
const nearestFirst = (a: Office, b: Office) => (a.km ?? 0) - (b.km ?? 0) || headOfficeFirst(a, b);
const byAgentName = (a: Office, b: Office) => byText(a.row.name, b.row.name) || a.row.legalFk - b.row.legalFk;
const byLocation = (a: Office, b: Office) =>
  byText(a.row.country, b.row.country) || byText(a.row.state, b.row.state) || byText(a.row.city, b.row.city) || byAgentName(a, b);

/** The agents area's rules (discovery §3 "Agent search filter", §5, §7 "Agents"). */
export function createAgentsService(ctx: AppContext) {
  const { db } = ctx;

  async function requireAgent(legalFk: number) {
    const entity = await findLegalEntity(db, legalFk);
    if (!entity || entity.kind !== 'A') throw notFound(agentMessages.agentNotFound);
    return entity;
  }

  /** The agent ids the refined search's institution fields leave, or null when none of them is set. */
  async function agentsRepresenting(f: contract.AgentFilter): Promise<Set<number> | null> {
    const instKey = searchKeyOf(f.instKeyword ?? '');
    const filter = { legalFk: f.legal_fk ?? 0, countryFk: f.instCountry_fk ?? 0, stateFk: f.instState_fk ?? 0, cityFk: f.instCity_fk ?? 0 };
    if (!instKey && !filter.legalFk && !filter.countryFk && !filter.stateFk && !filter.cityFk) return null;
    const rows = await q.representations(db, filter);
    return new Set(rows.filter((r) => !instKey || searchKeyOf(r.institutionName).includes(instKey)).map((r) => r.agentId));
  }

  /** Every office matching the filter's place, distance, names and institutions. */
  async function matchingOffices(f: contract.AgentFilter): Promise<Office[]> {
    const cityFk = f.city_fk ?? 0;
    const km = f.distence ?? AGENT_DEFAULT_DISTANCE_KM;
    let centre: Point | null = null;
    if (cityFk) {
      const city = await findCity(db, cityFk);
      if (!city) throw notFound(institutionMessages.cityNotFound);
      centre = { latitude: Number(city.latitude), longitude: Number(city.longitude) };
    }
    // Around a city the radius decides (a neighbouring state counts); 0 km is the city itself.
    const aroundCity = centre !== null && km > 0;
    const places: CampusFilter = {
      ...NO_COURSE_FILTER,
      kind: 'A',
      countryFk: f.country_fk ?? 0,
      stateFk: aroundCity ? 0 : (f.state_fk ?? 0),
      cityFk: aroundCity ? 0 : cityFk,
      box: aroundCity ? boundingBox(centre!, km) : undefined,
    };
    const [rows, represented] = await Promise.all([findCampuses(db, places), agentsRepresenting(f)]);
    const name = searchKeyOf(f.keyword ?? '');
    const offices = rows
      .filter((row) => (!represented || represented.has(row.legalFk)) && (!name || searchKeyOf(row.name).includes(name)))
      .map((row) => ({ row, km: centre ? haversineKm(centre, row) : null }));
    return aroundCity ? offices.filter((o) => o.km! <= km) : offices;
  }

  return {
    async filterData(): Promise<contract.AgentFilterData> {
      const [places, agents, institutions] = await Promise.all([q.placesOf(db, 'A'), q.listAgents(db), q.institutionsRepresented(db)]);
      return { ...placeLists(places), agents: byName(agents), institutions: byName(institutions) };
    },

    async filterByLocation(place: q.PlaceFilter) {
      const agents = byName(await q.agentsIn(db, place));
      return { agents, institutions: byName(await q.institutionsRepresented(db, agents.map((a) => a.id))) };
    },

    async institutionsOfAgent(legalFk: number) {
      await requireAgent(legalFk);
      return { institutions: byName(await q.institutionsRepresented(db, [legalFk])) };
    },

    async institutionsByAgentCountry(countryFk: number) {
      const agents = await q.agentsIn(db, { countryFk, stateFk: 0, cityFk: 0 });
      const institutions = byName(await q.institutionsRepresented(db, agents.map((a) => a.id)));
      const places = await q.placesOf(db, 'I', institutions.map((i) => i.id));
      return { ...placeLists(places), institutions };
    },

    async search(filter: contract.AgentFilter, member: AuthMember | null): Promise<contract.AgentSearchReply> {
      rejectInvalid(validateAgentSearch({ countryFk: filter.country_fk, keyword: filter.keyword, refined: isRefinedAgentSearch(filter.showMore) }));
      const offices = await matchingOffices(filter);
      const distanceSearch = offices.some((o) => o.km !== null);
      const chosen = new Map<number, Office>();
      for (const office of offices) {
        const current = chosen.get(office.row.legalFk);
        if (!current || (distanceSearch ? nearestFirst : headOfficeFirst)(office, current) < 0) chosen.set(office.row.legalFk, office);
      }
      const order = filter.IsLocOrName === 'N' ? byAgentName : distanceSearch ? (a: Office, b: Office) => nearestFirst(a, b) || byAgentName(a, b) : byLocation;
      const agents = [...chosen.values()].sort(order);
      const preferences = member ? await q.agentPreferences(db, member.clientId) : new Map<number, number>();
      const lst = agents.slice(filter.rowFrom, Math.max(filter.rowFrom, filter.rowTo)).map(({ row, km }) => ({
        legalFk: row.legalFk,
        agentName: row.name,
        city: row.city,
        favourite: preferences.get(row.legalFk) ?? 0,
        imagePath: imagePathOf(row.legalFk),
        locationFk: row.locationFk,
        state: row.state,
        country: row.country,
        distanceKm: km === null ? null : Math.round(km * 10) / 10,
      }));
      const rows = offices.map((o) => o.row);
      return { total: agents.length, lst, mpDat: { locationCount: rows.length, records: mapRecords(rows) } };
    },

    async searchMap(locationIds: readonly number[]): Promise<contract.AgentMapData> {
      const wanted = new Set(locationIds);
      const rows = wanted.size === 0 ? [] : (await findCampuses(db, { ...NO_COURSE_FILTER, kind: 'A', countryFk: 0, stateFk: 0, cityFk: 0 })).filter((r) => wanted.has(r.locationFk));
      return { locationCount: rows.length, records: mapRecords(rows) };
    },

    async address(legalFk: number, locationFk: number | null): Promise<contract.AgentLocation> {
      await requireAgent(legalFk);
      return officeOf(await q.listOffices(db, legalFk), locationFk);
    },

    async detail(legalFk: number, locationFk: number | null, member: AuthMember | null): Promise<contract.AgentDetail> {
      const entity = await requireAgent(legalFk);
      const [locations, professionalBodies, institutions, preferences] = await Promise.all([
        q.listOffices(db, legalFk),
        q.listProfessionalBodies(db, legalFk),
        q.listRepresented(db, legalFk),
        member ? q.agentPreferences(db, member.clientId) : Promise.resolve(new Map<number, number>()),
      ]);
      const office = locations.length > 0 || locationFk ? officeOf(locations, locationFk) : null;
      return {
        legalFk: entity.id,
        agentName: entity.name,
        description: entity.description,
        webAddress: entity.web_address,
        imagePath: imagePathOf(entity.id),
        favourite: preferences.get(entity.id) ?? 0,
        locations,
        professionalBodies,
        institutions: institutions
          .sort((a, b) => byText(a.name, b.name) || a.legalFk - b.legalFk)
          .map((i) => ({ ...i, imagePath: imagePathOf(i.legalFk) })),
        contact: {
          locationFk: office?.locationFk ?? null,
          phone: office?.phone ?? entity.phone,
          email: office?.email ?? entity.email,
          webAddress: entity.web_address,
          legalName: entity.name,
          locationHead: office?.locationHead ?? null,
        },
      };
    },
  };
}

/** The office asked for (one of the agent's), else the head office (listed first). */
function officeOf<O extends { locationFk: number }>(offices: readonly O[], locationFk: number | null): O {
  const office = locationFk ? offices.find((o) => o.locationFk === locationFk) : offices[0];
  if (!office) throw notFound(agentMessages.agentLocationNotFound);
  return office;
}
