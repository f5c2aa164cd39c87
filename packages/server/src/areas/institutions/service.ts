import { MAX_DB_ID } from '@studyatlas/core/contracts';
import {
  INST_DEFAULT_DISTANCE_KM,
  INST_MAX_ROWS,
  searchKeyOf,
  validateConnectMe,
  validateConnectPublic,
  validateInstituteSearch,
  institutionMessages,
} from '@studyatlas/core';
import type { institutions as contract } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { notFound, rejectInvalid } from '../../http/errors.js';
import { savableLocale } from '../../http/locale.js';
import { findCampuses, findCampusKeys, type CampusFilter, type CampusRow } from '../../catalogue/campuses.js';
import { boundingBox, haversineKm } from '../../catalogue/distance.js';
import { listFormCategories, listFormsOf } from '../../catalogue/forms.js';
import { findLegalEntity } from '../../catalogue/legal-entities.js';
import { imagePathOf } from '../../catalogue/logos.js';
import { mapRecords } from '../../catalogue/map.js';
import { findCity, placeLists } from '../../db/places.js';
import { enqueueWebhookEvent } from '../../webhooks/enqueue.js';
import * as q from './queries.js';
import { campusIndexKeeper } from './campus-index.js';
import { nearCampusIndex, searchCampusIndex, type CampusQuery } from './campus-search.js';
import { courseSearchVersion } from '../../db/search/index.js';

export type InstitutionsService = ReturnType<typeof createInstitutionsService>;

/** How many events the detail lists. */
const DETAIL_EVENTS = 50;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b);

const campusFilter = (f: contract.InstituteFilter): CampusFilter => ({
  countryFk: f.country_fk ?? 0,
  stateFk: f.state_fk ?? 0,
  cityFk: f.city_fk ?? 0,
  legalFk: f.legal_fk ?? 0,
  majorFk: f.major_fk ?? 0,
  minorFk: f.minor_fk ?? 0,
  awardFk: f.awardFk ?? 0,
  groupFk: f.group_fk ?? 0,
});

/** Normalised names, kept across requests: the same few thousand names are matched again and again. */
const nameKeys = new Map<string, string>();
function keyOf(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    if (nameKeys.size >= 200_000) nameKeys.clear();
    key = searchKeyOf(name);
    nameKeys.set(name, key);
  }
  return key;
}

/** What searches need of a campus (both the lean keys and the full map rows have it). */
type Campus = Pick<CampusRow, 'locationFk' | 'legalFk' | 'name' | 'isHeadOffice' | 'city' | 'state' | 'country'>;

const hasText = (text: string | null) => searchKeyOf(text ?? '') !== '';

/** The campuses whose institution name and city name match the filter's texts (see `searchKeyOf`). */
function matchTexts<C extends Campus>(campuses: C[], f: contract.InstituteFilter): C[] {
  const name = searchKeyOf(f.searchKey ?? '');
  const city = searchKeyOf(f.CityName ?? '');
  if (!name && !city) return campuses;
  return campuses.filter((c) => (!name || keyOf(c.name).includes(name)) && (!city || keyOf(c.city).includes(city)));
}

/** One row per institution: the campus ranked first by `better` stands for it. */
function pickCampus<C extends Campus>(campuses: readonly C[], better: (a: C, b: C) => number): C[] {
  const chosen = new Map<number, C>();
  for (const campus of campuses) {
    const current = chosen.get(campus.legalFk);
    if (!current || better(campus, current) < 0) chosen.set(campus.legalFk, campus);
  }
  return [...chosen.values()];
}

const headOfficeFirst = (a: Campus, b: Campus) => Number(b.isHeadOffice) - Number(a.isHeadOffice) || a.locationFk - b.locationFk;

const byInstitutionName = (a: Campus, b: Campus) => byText(a.name, b.name) || a.legalFk - b.legalFk;

/** An institution without a campus (locationFk 0: no place) comes after every place, by name. */
const byLocation = (a: Campus, b: Campus) =>
  Number(a.locationFk === 0) - Number(b.locationFk === 0) ||
  byText(a.country, b.country) ||
  byText(a.state, b.state) ||
  byText(a.city, b.city) ||
  byInstitutionName(a, b);

/** The row after the last of a page: rowFrom … rowTo − 1, at most INST_MAX_ROWS rows. */
const pageEnd = (rowFrom: number, rowTo: number) => Math.max(rowFrom, Math.min(rowTo, rowFrom + INST_MAX_ROWS));

function page<T>(rows: readonly T[], rowFrom: number, rowTo: number): T[] {
  return rows.slice(rowFrom, pageEnd(rowFrom, rowTo));
}

/** The filter as the campus index reads it. */
const campusQuery = (f: contract.InstituteFilter, near?: CampusFilter): CampusQuery => ({
  ...(near ?? campusFilter(f)),
  name: searchKeyOf(f.searchKey ?? ''),
  city: searchKeyOf(f.CityName ?? ''),
});

export function createInstitutionsService(ctx: AppContext) {
  const { db } = ctx;
  // Institution campuses in memory for the searches (campus-index.ts); the database until built.
  const campusIndex = campusIndexKeeper(ctx.database, (message, error) => ctx.log.warn({ err: error }, message));
  const today = () => ctx.now().toISOString().slice(0, 10);
  /** The campus index of the current catalogue, if built (otherwise its build starts). */
  const currentIndex = async () => (campusIndex ? campusIndex.at(await courseSearchVersion(db)) : undefined);

  /**
   * The rows of one page: display fields are read for these campuses only, and the course counts
   * too unless the index gave them. An institution without a campus (locationFk 0) has no place;
   * its logo is read by its id.
   */
  async function toRows(campuses: ReadonlyArray<Pick<Campus, 'locationFk' | 'legalFk' | 'name'> & { courseCount?: number }>): Promise<contract.InstRow[]> {
    const campusless = campuses.filter((c) => c.locationFk === 0).map((c) => c.legalFk);
    const counted = campuses.every((c) => c.courseCount !== undefined);
    const [places, courses, logos] = await Promise.all([
      q.describeCampuses(db, campuses.flatMap((c) => (c.locationFk === 0 ? [] : [c.locationFk]))),
      counted ? new Map(campuses.map((c) => [c.legalFk, c.courseCount!])) : q.countCourses(db, [...new Set(campuses.map((c) => c.legalFk))]),
      q.logoPaths(db, campusless),
    ]);
    return campuses.map((c) => {
      const place = places.get(c.locationFk);
      return {
        legalFk: c.legalFk,
        name: c.name,
        locationFk: c.locationFk,
        city: place?.city ?? '',
        state: place?.state ?? '',
        country: place?.country ?? '',
        logoPath: place ? place.logoPath : (logos.get(c.legalFk) ?? null),
        courseCount: courses.get(c.legalFk) ?? 0,
        preferenceId: 0,
      };
    });
  }

  async function search(filter: contract.InstituteFilter, byPlace: boolean): Promise<contract.InstSearchReply> {
    rejectInvalid(validateInstituteSearch(filter));
    const index = await currentIndex();
    if (index) {
      const found = searchCampusIndex(index, campusQuery(filter), byPlace ? 'location' : 'name', filter.rowFrom, pageEnd(filter.rowFrom, filter.rowTo));
      return { total: found.total, rows: await toRows(found.rows) };
    }
    const campuses = matchTexts(await findCampusKeys(db, campusFilter(filter), byPlace || hasText(filter.CityName)), filter);
    const institutions = pickCampus(campuses, headOfficeFirst).sort(byPlace ? byLocation : byInstitutionName);
    return { total: institutions.length, rows: await toRows(page(institutions, filter.rowFrom, filter.rowTo)) };
  }

  async function requireInstitution(legalFk: number) {
    const entity = await findLegalEntity(db, legalFk);
    if (!entity || entity.kind !== 'I') throw notFound(institutionMessages.instNotFound);
    return entity;
  }

  async function agentsOf(legalFk: number): Promise<contract.AgentRow[]> {
    const agents = await q.listRepresentingAgents(db, legalFk);
    return agents
      .sort((a, b) => byText(a.agentName, b.agentName) || a.legalFk - b.legalFk)
      .map((a) => ({ legalFk: a.legalFk, agentName: a.agentName, city: a.city, favourite: 0, imagePath: imagePathOf(a.legalFk) }));
  }

  async function scholarshipsOf(legalFk: number): Promise<contract.InstScholarship[]> {
    return (await q.listScholarships(db, legalFk, today())).map((s) => ({ ...s, preferenceId: 0 }));
  }

  /** Categories under `parentFk` (null = top level) holding forms of the institution in their subtree. */
  async function formTree(legalFk: number) {
    const [forms, categories] = await Promise.all([listFormsOf(db, legalFk), listFormCategories(db)]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const counts = new Map<number, number>();
    for (const form of forms) {
      for (let id: number | null = form.categoryFk; id !== null; id = byId.get(id)?.parent_id ?? null) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    const childrenOf = (parentFk: number | null): contract.FormCategoryRow[] =>
      categories
        .filter((c) => c.parent_id === parentFk && counts.has(c.id))
        .sort((a, b) => byText(a.name, b.name) || a.id - b.id)
        .map((c) => ({ categoryFk: c.id, name: c.name, level: c.level, formCount: counts.get(c.id)! }));
    return { forms, byId, childrenOf };
  }

  async function detail(legalFk: number): Promise<contract.InstDetail> {
    const entity = await requireInstitution(legalFk);
    const day = today();
    const [campuses, counts, events] = await Promise.all([
      q.listCampuses(db, legalFk),
      q.countRelated(db, legalFk, day),
      q.listEvents(db, legalFk, day, DETAIL_EVENTS),
    ]);
    return {
      legalFk: entity.id,
      name: entity.name,
      description: entity.description,
      webAddress: entity.web_address,
      email: entity.email,
      phone: entity.phone,
      logoPath: entity.logo_path,
      imagePath: imagePathOf(entity.id, entity.logo_file_id),
      preferenceId: 0,
      campuses,
      counts,
      events,
    };
  }

  /** The campus an enquiry goes to: it must exist and belong to an institution. */
  /**
   * Stores an enquiry, then tells the institution's webhook endpoints (enquiry.received): a queueing
   * failure is logged, never the visitor's failure.
   */
  async function saveEnquiry(row: q.NewConnectMe, sender: { kind: 'member' | 'visitor'; name: string; email: string; phone: string | null }): Promise<string> {
    // The language the enquiry was written in: an answer by e-mail is written in it (issue 28).
    const { id } = await q.insertConnectMe(db, { ...row, locale: savableLocale() });
    const data = { enquiryId: Number(id), campusId: row.location_id, subject: row.subject, message: row.note_text, sender, receivedAt: row.created_at };
    await enqueueWebhookEvent(db, { legalId: row.legal_id, type: 'enquiry.received', data, at: new Date(row.created_at) }).catch((error: unknown) =>
      ctx.log.error({ err: error, enquiryId: Number(id) }, 'enquiry webhook not queued'),
    );
    return institutionMessages.requestSent;
  }

  async function requireCampus(locationFk: number) {
    const location = await q.findLocation(db, locationFk);
    if (!location || location.kind !== 'I') throw notFound(institutionMessages.campusNotFound);
    return location;
  }

  return {
    /** Builds the campus index of the current catalogue now (start-up) rather than at the first search. */
    prepareSearch: () => campusIndex?.ready(),

    async filterData(): Promise<contract.InstFilterData> {
      const [places, areas, groups, levels] = await Promise.all([
        q.placesWithInstitutions(db),
        q.listStudyAreas(db),
        q.listAwardGroups(db),
        q.listAwardLevels(db, 0),
      ]);
      return {
        ...placeLists(places),
        majors: areas.filter((a) => a.parent_id === null).map(({ id, name }) => ({ id, name })),
        minors: areas.flatMap((a) => (a.parent_id === null ? [] : [{ id: a.id, name: a.name, parentFk: a.parent_id }])),
        awardGroups: groups,
        awardLevels: levels.map(({ id, name, groupFk }) => ({ id, name, groupFk })),
      };
    },

    async filterLookups(): Promise<contract.InstFilterLookups> {
      const { countries, awardGroups } = await this.filterData();
      return { countries, awardGroups };
    },

    async studyLevels(groupFk: number | null): Promise<contract.StudyLevels> {
      return { levels: await q.listAwardLevels(db, groupFk ?? 0) };
    },

    async studyAreas(): Promise<contract.StudyAreaObject> {
      const areas = await q.listStudyAreas(db);
      const item = (a: (typeof areas)[number]) => ({ id: a.id, name: a.name, parent_fk: a.parent_id });
      return {
        major: areas.filter((a) => a.parent_id === null).map(item),
        minor: areas.filter((a) => a.parent_id !== null).map(item),
        detail: [],
      };
    },

    searchByName: (filter: contract.InstituteFilter) => search(filter, false),

    searchByLocation: (filter: contract.InstituteFilter) => search(filter, true),

    async searchByDistance(filter: contract.InstituteFilter) {
      rejectInvalid(validateInstituteSearch(filter));
      const cityFk = filter.majorcity_fk ?? 0;
      if (!cityFk) rejectInvalid({ majorcity_fk: institutionMessages.distanceCityRequired });
      const city = await findCity(db, cityFk);
      if (!city) throw notFound(institutionMessages.cityNotFound);
      const centre = { latitude: Number(city.latitude), longitude: Number(city.longitude) };
      const km = filter.distance ?? INST_DEFAULT_DISTANCE_KM;
      const near = { ...campusFilter(filter), box: boundingBox(centre, km) };
      const round = (distanceKm: number) => Math.round(distanceKm * 10) / 10;
      const index = await currentIndex();
      if (index) {
        const found = nearCampusIndex(index, campusQuery(filter, near), centre, km, filter.rowFrom, pageEnd(filter.rowFrom, filter.rowTo));
        const rows = await toRows(found.rows.map((r) => r.campus));
        return { total: found.total, rows: rows.map((row, i) => ({ ...row, distanceKm: round(found.rows[i]!.distanceKm) })) };
      }
      const campuses = matchTexts(await findCampusKeys(db, near, hasText(filter.CityName)), filter)
        .map((c) => ({ campus: c, distanceKm: haversineKm(centre, c) }))
        .filter((c) => c.distanceKm <= km);
      const distance = new Map(campuses.map((c) => [c.campus.locationFk, c.distanceKm]));
      const km2 = (c: Campus) => distance.get(c.locationFk)!;
      const nearestFirst = (a: Campus, b: Campus) => km2(a) - km2(b) || byInstitutionName(a, b);
      // Equally near campuses of one institution: the head office, then the lower id (as the index picks).
      const institutions = pickCampus(
        campuses.map((c) => c.campus),
        (a, b) => nearestFirst(a, b) || headOfficeFirst(a, b),
      ).sort(nearestFirst);
      const shown = page(institutions, filter.rowFrom, filter.rowTo);
      const rows = await toRows(shown);
      return { total: institutions.length, rows: rows.map((row, i) => ({ ...row, distanceKm: round(km2(shown[i]!)) })) };
    },

    async mapData(filter: contract.InstituteFilter) {
      rejectInvalid(validateInstituteSearch(filter));
      const campuses = matchTexts(await findCampuses(db, campusFilter(filter)), filter);
      return { locationCount: campuses.length, records: mapRecords(campuses) };
    },

    detail,

    async detailPrint(legalFk: number): Promise<contract.InstDetailPrint> {
      const main = await detail(legalFk);
      const [scholarships, agents] = await Promise.all([scholarshipsOf(legalFk), agentsOf(legalFk)]);
      return { ...main, scholarships, agents };
    },

    async scholarships(legalFk: number) {
      await requireInstitution(legalFk);
      return { rows: await scholarshipsOf(legalFk) };
    },

    async representingAgents(legalFk: number, rowFrom: number, rowTo: number) {
      await requireInstitution(legalFk);
      const agents = await agentsOf(legalFk);
      return { total: agents.length, rows: agents.slice(rowFrom, Math.max(rowFrom, rowTo)) };
    },

    async formCategories(legalFk: number, categoryFk: number | null) {
      await requireInstitution(legalFk);
      const tree = await formTree(legalFk);
      if (categoryFk && !tree.byId.has(categoryFk)) throw notFound(institutionMessages.formCategoryNotFound);
      return { categories: tree.childrenOf(categoryFk || null) };
    },

    async formSubCategories(legalFk: number, categoryFk: number) {
      await requireInstitution(legalFk);
      const tree = await formTree(legalFk);
      if (!tree.byId.has(categoryFk)) throw notFound(institutionMessages.formCategoryNotFound);
      return {
        categories: tree.childrenOf(categoryFk),
        forms: tree.forms
          .filter((f) => f.categoryFk === categoryFk)
          .sort((a, b) => byText(a.name, b.name) || a.formId - b.formId)
          .map(({ formId, name, fileName, header }) => ({ formId, name, fileName, header })),
      };
    },

    async connectMe(member: AuthMember, query: contract.ConnectMeQuery): Promise<string> {
      const values = { locationFk: query.locationFk ?? 0, subject: query.subject ?? '', noteText: query.noteText ?? '' };
      rejectInvalid(validateConnectMe(values));
      const campus = await requireCampus(values.locationFk);
      return saveEnquiry({
        client_id: member.clientId,
        sender_name: null,
        sender_email: null,
        sender_phone: null,
        legal_id: campus.legalId,
        location_id: campus.id,
        sender_type: query.senderType ?? '',
        subject_lookup_fk: query.subjectLookupFk,
        subject: values.subject.trim(),
        note_text: values.noteText.trim(),
        type: query.type ?? '',
        created_at: ctx.now().toISOString(),
      }, { kind: 'member', name: `${member.firstName} ${member.surname}`.trim(), email: member.email, phone: null });
    },

    async connectPublic(body: contract.ConnectPublicBody): Promise<string> {
      const values = {
        name: body.name ?? '',
        email: body.email ?? '',
        phone: body.phone ?? '',
        locationFk: body.locationFk ?? 0,
        subject: body.subject ?? '',
        noteText: body.noteText ?? '',
      };
      rejectInvalid(validateConnectPublic(values));
      const campus = await requireCampus(values.locationFk);
      return saveEnquiry({
        client_id: null,
        sender_name: values.name.trim(),
        sender_email: values.email.trim().toLowerCase(),
        sender_phone: values.phone.trim() || null,
        legal_id: campus.legalId,
        location_id: campus.id,
        sender_type: 'P',
        subject_lookup_fk: body.subjectLookupFk,
        subject: values.subject.trim(),
        note_text: values.noteText.trim(),
        type: body.type ?? '',
        created_at: ctx.now().toISOString(),
      }, { kind: 'visitor', name: values.name.trim(), email: values.email.trim().toLowerCase(), phone: values.phone.trim() || null });
    },

    /** The entity behind GetImagePublic, or undefined for an unknown or malformed id. */
    async imageOwner(legalFk: string | undefined) {
      const id = Number(legalFk);
      if (!legalFk || !Number.isSafeInteger(id) || id <= 0 || id > MAX_DB_ID) return undefined;
      return findLegalEntity(db, id);
    },
  };
}
