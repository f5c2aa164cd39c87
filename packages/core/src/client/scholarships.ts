import * as scholarships from '../contracts/scholarships.js';
import type {
  ScholarshipDetail,
  ScholarshipFilterData,
  ScholarshipFilterParsed,
  ScholarshipPrint,
  ScholarshipRow,
  ScholarshipSearchReply,
} from '../contracts/scholarships.js';
import { cachedFilterData } from '../stores/filter-data-cache.js';
import { createSearchFlow } from '../stores/search-flow.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

// The scholarship shapes the screens use, by name (the contracts module is exported as `scholarships`).
export type { ScholarshipDetail, ScholarshipFilterData, ScholarshipPrint, ScholarshipRow, ScholarshipSearchReply };

/** Shape version of the scholarship filter data in localStorage: bump it when `ScholarshipFilterData` changes. */
export const SCHOLARSHIP_FILTER_DATA_VERSION = 1;

/** The scholarship routes (discovery §2). */
export const SCHOLARSHIP_LIST_ROUTE = '/findSch/list';
export const SCHOLARSHIP_DETAIL_ROUTE = '/schdetail';
export const scholarshipDetailRoute = (schId: number | string): string => `${SCHOLARSHIP_DETAIL_ROUTE}/${encodeURIComponent(String(schId))}`;

/** The scholarship filter lists (ShipFilterDataPublic), cached in localStorage (discovery §9). */
export const scholarshipFilterData = (options: CallOptions = {}): Promise<ScholarshipFilterData> =>
  cachedFilterData('scholarships', SCHOLARSHIP_FILTER_DATA_VERSION, () => getClient().call(scholarships.filterData, undefined, options));

/** A scholarship filter without its rows (the search flow sets `from`, `to` and `currentPage` per page). */
export type ScholarshipSearchFilter = Omit<ScholarshipFilterParsed, 'from' | 'to' | 'currentPage'>;

/** One page of the scholarship search (ShipSearchData / ShipSearchDataPublic). */
export const searchScholarships = (filter: ScholarshipFilterParsed, options: CallOptions = {}): Promise<ScholarshipSearchReply> =>
  getClient().call(scholarships.searchData, { body: filter }, options);

/**
 * The scholarship search flow (discovery §4): `scholarshipSearch.search(filter)` runs page 1, caches
 * it and remembers the filter; `$state` holds what the list shows.
 */
export const scholarshipSearch = createSearchFlow<ScholarshipSearchFilter, ScholarshipRow>({
  area: 'scholarships',
  run: (filter, { from, to }, options) =>
    searchScholarships({ ...filter, from, to, currentPage: Math.floor(from / Math.max(1, to - from)) + 1 }, options),
});

/** One scholarship (ShipDetail / ShipDetailPublic). */
export const scholarshipDetail = (schFk: number, options: CallOptions = {}): Promise<ScholarshipDetail> =>
  getClient().call(scholarships.detail, { query: { schFk } }, options);

/** The print view's data (PrintScholarDetail). */
export const scholarshipPrint = (schFk: number, options: CallOptions = {}): Promise<ScholarshipPrint> =>
  getClient().call(scholarships.printDetail, { query: { schFk } }, options);

// `searchScholarshipCourses` (the courses a scholarship applies to, through the course search) is
// the course search's: see ./courses.ts.
