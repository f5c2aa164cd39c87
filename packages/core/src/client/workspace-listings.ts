import type { Call } from '../contracts/define.js';
import * as calls from '../contracts/workspace-listings.js';
import type { CatalogueHistoryEntry } from '../contracts/workspace-catalogue.js';
import type { ListingKind } from '../rules/workspace-listing-kinds.js';
import type { EventValues, FormRecordValues, ScholarshipValues } from '../rules/workspace-listings.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/* The workspace's scholarships, forms and events (issue 27): one set of functions for the three kinds, each naming the organisation. */

export interface ListingListRequest {
  q: string;
  status: '' | calls.ListingStatus;
  pageNo: number;
  pageSize: '10' | '20' | '50' | '100';
}

/** Each kind's record and form values. */
export interface ListingTypes {
  scholarship: { record: calls.ScholarshipRecord; values: ScholarshipValues };
  form: { record: calls.FormRecord; values: FormRecordValues };
  event: { record: calls.EventRecord; values: EventValues };
}
export type ListingRecordOf<K extends ListingKind> = ListingTypes[K]['record'];
export type ListingValuesOf<K extends ListingKind> = ListingTypes[K]['values'];
export type ListingPage = { rows: calls.ListingRow[]; total: number; pageNo: number; pageSize: number };
export type ListingHistoryPage = { entries: CatalogueHistoryEntry[]; total: number; pageNo: number; pageSize: number };

const KIND_CALLS = {
  scholarship: { list: calls.catalogueScholarships, record: calls.catalogueScholarship, create: calls.createScholarship, update: calls.updateScholarship, setStatus: calls.setScholarshipStatus, remove: calls.removeScholarship },
  form: { list: calls.catalogueForms, record: calls.catalogueForm, create: calls.createForm, update: calls.updateForm, setStatus: calls.setFormStatus, remove: calls.removeForm },
  event: { list: calls.catalogueEvents, record: calls.catalogueEvent, create: calls.createEvent, update: calls.updateEvent, setStatus: calls.setEventStatus, remove: calls.removeEvent },
} as const;

/** The kind's call, typed by what it is sent and answers (the three kinds' calls differ in their record only). */
const callOf = <Reply, Body = Record<string, unknown>>(kind: ListingKind, which: keyof (typeof KIND_CALLS)['form']) => KIND_CALLS[kind][which] as unknown as Call<Record<string, unknown>, Body, Reply>;

export const loadListings = (kind: ListingKind, org: number, request: ListingListRequest, options?: CallOptions) =>
  getClient().call(callOf<ListingPage, undefined>(kind, 'list'), { query: { org, ...request } }, options);
export const loadListing = async <K extends ListingKind>(kind: K, org: number, recordId: number, options?: CallOptions) =>
  (await getClient().call(callOf<{ record: ListingRecordOf<K> }, undefined>(kind, 'record'), { query: { org, recordId } }, options)).record;
export const createListing = async <K extends ListingKind>(kind: K, org: number, values: ListingValuesOf<K>, publish: boolean, options?: CallOptions) =>
  (await getClient().call(callOf<{ record: ListingRecordOf<K> }>(kind, 'create'), { query: { org }, body: { ...values, publish } }, options)).record;
export const updateListing = async <K extends ListingKind>(kind: K, org: number, recordId: number, values: ListingValuesOf<K>, options?: CallOptions) =>
  (await getClient().call(callOf<{ record: ListingRecordOf<K> }>(kind, 'update'), { query: { org }, body: { recordId, ...values } }, options)).record;
export const setListingStatus = async <K extends ListingKind>(kind: K, org: number, recordId: number, newStatus: calls.ListingStatus, options?: CallOptions) =>
  (await getClient().call(callOf<{ record: ListingRecordOf<K> }>(kind, 'setStatus'), { query: { org }, body: { recordId, newStatus } }, options)).record;
export const removeListing = (kind: ListingKind, org: number, recordId: number, options?: CallOptions) =>
  getClient().call(callOf<{ recordId: number }>(kind, 'remove'), { query: { org }, body: { recordId } }, options);
export const loadListingHistory = (kind: ListingKind, org: number, recordId: number, pageNo: number, options?: CallOptions): Promise<ListingHistoryPage> =>
  getClient().call(calls.listingHistory, { query: { org, record: kind, recordId, pageNo } }, options);
export const loadListingOptions = (org: number, options?: CallOptions) => getClient().call(calls.listingOptions, { query: { org } }, options);
export type ListingOptions = Awaited<ReturnType<typeof loadListingOptions>>;
/** The catalogue's institutions and agents an event's participants are picked from (name contains `q`; at most 20). */
export const findEventParticipants = async (org: number, q: string, options?: CallOptions) => (await getClient().call(calls.eventParticipantOptions, { query: { org, q } }, options)).options;
