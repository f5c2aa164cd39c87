import { useState } from 'react';
import { loadListing, loadListingHistory, loadListingOptions, loadListings, refreshQueries, type ListingKind, type ListingListRequest } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { listingHistoryKey, listingKey, listingOptionsKey, listingsKey } from './query-keys.js';
import { QUIET } from './quiet.js';

/** A section's list: the applied search (name, status) and the page; a search starts at page 1. */
export function useListings(org: number, kind: ListingKind) {
  const [request, setRequest] = useState<ListingListRequest>({ q: '', status: '', pageNo: 1, pageSize: '20' });
  const page = useQuery(`${listingsKey(org, kind)}/${JSON.stringify(request)}`, () => loadListings(kind, org, request, QUIET), { audience: 'member' });
  return {
    request,
    page,
    search: (q: string, status: ListingListRequest['status']) => setRequest((was) => ({ ...was, q, status, pageNo: 1 })),
    setPaging: (pageNo: number, pageSize: number) => setRequest((was) => ({ ...was, pageNo, pageSize: String(pageSize) as ListingListRequest['pageSize'] })),
  };
}

/** A record of the kind; none asked for a new one. */
export const useListing = <K extends ListingKind>(org: number, kind: K, recordId: number | null) =>
  useQuery(recordId ? listingKey(org, kind, recordId) : null, () => loadListing(kind, org, recordId!, QUIET), { audience: 'member' });

export const useListingHistory = (org: number, kind: ListingKind, recordId: number, pageNo: number) =>
  useQuery(`${listingHistoryKey(org, kind, recordId)}/${pageNo}`, () => loadListingHistory(kind, org, recordId, pageNo, QUIET), { audience: 'member' });

/** What the three forms choose from (kept for the organisation's visit). */
export const useListingOptions = (org: number) => useQuery(listingOptionsKey(org), () => loadListingOptions(org, QUIET), { audience: 'member' });

/** A record changed: the section's list pages and its history follow. */
export const listingChanged = (org: number, kind: ListingKind, recordId: number): void => refreshQueries(listingsKey(org, kind), listingHistoryKey(org, kind, recordId));
