import * as institutions from '../contracts/institutions.js';
import { INST_DEFAULT_DISTANCE_KM } from '../rules/institutions.js';
import { cachedFilterData, createSearchFlow } from '../stores/index.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

type InstituteFilter = institutions.InstituteFilter;
export type InstRow = institutions.InstRow;
export type InstFilterData = institutions.InstFilterData;
export type MapRecord = institutions.MapRecord;
export type InstDetail = institutions.InstDetail;
export type InstDetailPrint = institutions.InstDetailPrint;
export type FormCategoryRow = institutions.FormCategoryRow;

/** Shape version of the institution filter data in localStorage: bump when InstFilterData changes. */
export const INSTITUTION_FILTER_DATA_VERSION = 1;

/**
 * How the institutions are searched (the filter's IsInstOrSchName): N by institution name (A–Z),
 * L by location (country, state, city, then name), D near a city (nearest first, within `distance` km).
 */
export type InstitutionSearchBy = 'N' | 'L' | 'D';

/** What the institution search form sets: ids (0 = any) and the name text. */
export interface InstitutionSearchFilter {
  countryFk: number;
  stateFk: number;
  /** The campus city; in the D mode the city to measure from (majorcity_fk). */
  cityFk: number;
  searchKey: string;
  majorFk: number;
  minorFk: number;
  groupFk: number;
  awardFk: number;
  searchBy: InstitutionSearchBy;
  /** The D mode's radius in km. */
  distance: number;
}

export const EMPTY_INSTITUTION_FILTER: InstitutionSearchFilter = {
  countryFk: 0,
  stateFk: 0,
  cityFk: 0,
  searchKey: '',
  majorFk: 0,
  minorFk: 0,
  groupFk: 0,
  awardFk: 0,
  searchBy: 'N',
  distance: INST_DEFAULT_DISTANCE_KM,
};

/** The radii offered for a search near a city (the distance slider's 10 to 100 km in steps of 10, discovery §9). */
export const INSTITUTION_DISTANCES_KM: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** A filter remembered by an older version (before the search modes) completed with today's defaults. */
export const completeInstitutionFilter = (filter: Partial<InstitutionSearchFilter>): InstitutionSearchFilter => ({
  ...EMPTY_INSTITUTION_FILTER,
  ...filter,
});

/** A row of the list: the distance search adds how far the nearest campus is. */
export type InstListRow = InstRow & { distanceKm?: number };

const orNull = (id: number) => (id > 0 ? id : null);

/**
 * The institute filter (discovery §3) of a search, rows rowFrom … rowTo − 1. Near a city (D), the
 * chosen city is the centre (majorcity_fk), not a campus city: campuses in other cities count.
 */
export function instituteFilter(filter: InstitutionSearchFilter, rowFrom = 0, rowTo = 100): InstituteFilter {
  const { searchBy, distance, ...f } = completeInstitutionFilter(filter);
  const near = searchBy === 'D';
  return {
    country_fk: orNull(f.countryFk),
    state_fk: orNull(f.stateFk),
    city_fk: near ? null : orNull(f.cityFk),
    CityName: '',
    legal_fk: null,
    searchKey: f.searchKey.trim(),
    major_fk: orNull(f.majorFk),
    minor_fk: orNull(f.minorFk),
    awardFk: orNull(f.awardFk),
    group_fk: orNull(f.groupFk),
    majorcity_fk: near ? orNull(f.cityFk) : null,
    distance: near ? distance : null,
    rowFrom,
    rowTo,
    IsInstOrSchName: searchBy,
  };
}

/** The institution filter lists (InstFilterDataPublic), cached in localStorage (discovery §9). */
export const institutionFilterData = (options: CallOptions = {}): Promise<InstFilterData> =>
  cachedFilterData('institutions', INSTITUTION_FILTER_DATA_VERSION, () =>
    getClient().call(institutions.instFilterDataPublic, undefined, options),
  );

/**
 * The institution search flow (discovery §4): `institutionSearch.search(filter)` runs page 1 of
 * InstSearchData(Public), InstSearchByLoc or SearchByDistanceAward(P) as the filter's mode says,
 * caches it and remembers the filter; `$state` holds what the list shows.
 */
export const institutionSearch = createSearchFlow<InstitutionSearchFilter, InstListRow>({
  area: 'institutions',
  run: (filter, { from, to }, options) => {
    const body = instituteFilter(filter, from, to);
    const by = completeInstitutionFilter(filter).searchBy;
    if (by === 'D') return getClient().call(institutions.searchByDistanceAward, { body }, options);
    return getClient().call(by === 'L' ? institutions.instSearchByLoc : institutions.instSearchData, { body }, options);
  },
});

/**
 * Every map record of the campuses matching the filter, all four tiers (SearchMapDataByInstLoc).
 * The map call has no radius: near a city, it shows the campuses of the chosen country and state.
 */
export const institutionMapData = (filter: InstitutionSearchFilter, options: CallOptions = {}) =>
  getClient().call(institutions.searchMapDataByInstLoc, { body: instituteFilter(filter) }, options);

export const institutionDetail = (legalFk: number, options: CallOptions = {}) =>
  getClient().call(institutions.instDetail, { query: { legalFk } }, options);

export const institutionDetailPrint = (legalFk: number, options: CallOptions = {}) =>
  getClient().call(institutions.instDetailPrint, { query: { legalFk } }, options);

export const institutionScholarships = (legalFk: number, options: CallOptions = {}) =>
  getClient().call(institutions.scholarships, { query: { legalFk } }, options);

export const institutionAgents = (legalFk: number, options: CallOptions = {}) =>
  getClient().call(institutions.repAgent, { body: { legalFk, rowFrom: 0, rowTo: 1_000_000 } }, options);

export const institutionFormCategories = (legalFk: number, options: CallOptions = {}) =>
  getClient().call(institutions.formCategoryPublic, { query: { legalFk, categoryFk: null } }, options);

/** One form category of the institution: its sub-categories holding forms, and the forms filed in it. */
export const institutionFormSubCategories = (legalFk: number, categoryFk: number, options: CallOptions = {}) =>
  getClient().call(institutions.formSubCategoryPublic, { query: { legalFk, categoryFk } }, options);

export interface ConnectMeRequest {
  locationFk: number;
  subject: string;
  noteText: string;
}

/** Connect-me enquiry of the signed-in member (ConnectMe/CUpsert); resolves with the success text. */
export const connectMe = async ({ locationFk, subject, noteText }: ConnectMeRequest, options: CallOptions = {}): Promise<string> => {
  const reply = await getClient().call(
    institutions.connectMe,
    {
      query: {
        locationFk,
        subject: subject.trim(),
        noteText: noteText.trim(),
        senderType: 'S',
        subjectLookupFk: null,
        type: 'I',
      },
    },
    options,
  );
  return reply.message;
};

export interface ConnectPublicRequest extends ConnectMeRequest {
  name: string;
  email: string;
  phone: string;
}

/** Connect-me enquiry of a signed-out visitor (connectPublic); resolves with the success text. */
export const connectPublic = async ({ locationFk, subject, noteText, name, email, phone }: ConnectPublicRequest, options: CallOptions = {}): Promise<string> => {
  const reply = await getClient().call(
    institutions.connectPublic,
    {
      body: {
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim(),
        locationFk,
        subject: subject.trim(),
        noteText: noteText.trim(),
        subjectLookupFk: null,
        type: 'I',
      },
    },
    options,
  );
  return reply.message;
};

/** Where a logo is fetched (GetImagePublic answers the default institute logo when there is none). */
export const institutionLogoUrl = (legalFk: number): string =>
  `${getClient().baseUrl}${institutions.getImagePublic.path}?legalFk=${encodeURIComponent(String(legalFk))}`;

/** A server-relative path (the detail's imagePath) made absolute against the API. */
export const institutionAssetUrl = (path: string): string => (/^https?:/.test(path) ? path : `${getClient().baseUrl}${path.startsWith('/') ? '' : '/'}${path}`);
