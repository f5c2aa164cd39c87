import {
  cachedFilterData,
  createSearchFlow,
  getClient,
  institutions,
  type CallOptions,
} from '@studyatlas/core';

type InstituteFilter = institutions.InstituteFilter;
export type InstRow = institutions.InstRow;
export type InstFilterData = institutions.InstFilterData;
export type MapRecord = institutions.MapRecord;
export type InstDetail = institutions.InstDetail;
export type InstDetailPrint = institutions.InstDetailPrint;

/** Shape version of the institution filter data in localStorage: bump when InstFilterData changes. */
export const INSTITUTION_FILTER_DATA_VERSION = 1;

/** What the institution search form sets: ids (0 = any) and the name text. */
export interface InstitutionSearchFilter {
  countryFk: number;
  stateFk: number;
  cityFk: number;
  searchKey: string;
  majorFk: number;
  minorFk: number;
  groupFk: number;
  awardFk: number;
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
};

const orNull = (id: number) => (id > 0 ? id : null);

/** The institute filter (discovery §3) of a search, rows rowFrom … rowTo − 1. */
export function instituteFilter(filter: InstitutionSearchFilter, rowFrom = 0, rowTo = 100): InstituteFilter {
  return {
    country_fk: orNull(filter.countryFk),
    state_fk: orNull(filter.stateFk),
    city_fk: orNull(filter.cityFk),
    CityName: '',
    legal_fk: null,
    searchKey: filter.searchKey.trim(),
    major_fk: orNull(filter.majorFk),
    minor_fk: orNull(filter.minorFk),
    awardFk: orNull(filter.awardFk),
    group_fk: orNull(filter.groupFk),
    majorcity_fk: null,
    distance: null,
    rowFrom,
    rowTo,
  };
}

/** The institution filter lists (InstFilterDataPublic), cached in localStorage (discovery §9). */
export const institutionFilterData = (options: CallOptions = {}): Promise<InstFilterData> =>
  cachedFilterData('institutions', INSTITUTION_FILTER_DATA_VERSION, () =>
    getClient().call(institutions.instFilterDataPublic, undefined, options),
  );

/**
 * The institution search flow (discovery §4): `institutionSearch.search(filter)` runs page 1 of
 * InstSearchData(Public), caches it and remembers the filter; `$state` holds what the list shows.
 */
export const institutionSearch = createSearchFlow<InstitutionSearchFilter, InstRow>({
  area: 'institutions',
  run: (filter, { from, to }, options) => getClient().call(institutions.instSearchData, { body: instituteFilter(filter, from, to) }, options),
});

/** Every map record of the campuses matching the filter, all four tiers (SearchMapDataByInstLoc). */
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

/** Where a logo is fetched (GetImagePublic answers the default institute logo when there is none). */
export const institutionLogoUrl = (legalFk: number): string =>
  `${getClient().baseUrl}${institutions.getImagePublic.path}?legalFk=${encodeURIComponent(String(legalFk))}`;

/** A server-relative path (the detail's imagePath) made absolute against the API. */
export const institutionAssetUrl = (path: string): string => (/^https?:/.test(path) ? path : `${getClient().baseUrl}${path.startsWith('/') ? '' : '/'}${path}`);
