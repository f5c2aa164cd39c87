import * as friends from '../contracts/friends.js';
import type {
  FriendDetail,
  FriendFilter,
  FriendFilterData,
  FriendInstitute,
  FriendListItem,
  FriendRelationReply,
  FriendRow,
  FriendSearchReply,
} from '../contracts/friends.js';
import { ANY_FRIEND_PLACE, FRIEND_ROW_FROM, FRIEND_ROW_TO, type FriendPlaceIds } from '../rules/friends.js';
import { $session } from '../stores/session.js';
import { cachedFilterData } from '../stores/filter-data-cache.js';
import { createSearchFlow } from '../stores/search-flow.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

// The friend shapes the screens use, by name (the contracts module is exported as `friends`).
export type { FriendDetail, FriendFilterData, FriendInstitute, FriendListItem, FriendRelationReply, FriendRow, FriendSearchReply };

/** Shape version of the friend filter data kept in localStorage: bump it when `FriendFilterData` changes. */
export const FRIEND_FILTER_DATA_VERSION = 1;

/** The friend list route and the detail route (discovery §2). */
export const FRIEND_LIST_ROUTE = '/findfriend/list';
export const friendDetailRoute = (clientId: number | string): string => `/friendDetail/${encodeURIComponent(String(clientId))}`;

/**
 * The friend filter lists (tables 1–7), cached in localStorage (discovery §9): GetFilterLkpByLocation
 * signed in, FriendPublic/GetFilterByLocation otherwise.
 */
export const friendFilterData = (options: CallOptions = {}): Promise<FriendFilterData> =>
  cachedFilterData('friends', FRIEND_FILTER_DATA_VERSION, () =>
    $session.get()
      ? getClient().call(friends.getFilterLkpByLocation, undefined, options)
      : getClient().call(friends.getFilterByLocation, undefined, options),
  );

/** What the friend search form sets: ids (0 = any), texts, flags, years (0 = any) and the order. */
export interface FriendSearchFilter extends FriendPlaceIds {
  institution: string;
  studyInstitution: string;
  quickSearch: string;
  /** FN the quick search is a name, FL a place name. */
  searchBy: 'FN' | 'FL';
  currentStudy: boolean;
  isHomeTown: boolean;
  fromYear: number;
  toYear: number;
  majorArea: number;
  minorArea: number;
  /** N by name (FriendSearchData), L by location (SearchDataByLocation). */
  sortBy: 'N' | 'L';
}

export const EMPTY_FRIEND_FILTER: FriendSearchFilter = {
  ...ANY_FRIEND_PLACE,
  institution: '',
  studyInstitution: '',
  quickSearch: '',
  searchBy: 'FN',
  currentStudy: false,
  isHomeTown: false,
  fromYear: 0,
  toYear: 0,
  majorArea: 0,
  minorArea: 0,
  sortBy: 'N',
};

const orNull = (id: number) => (id > 0 ? id : null);

/** The friend filter (discovery §3) of a search, rows rowFrom … rowTo − 1. */
export function friendFilter(f: FriendSearchFilter, rowFrom = FRIEND_ROW_FROM, rowTo = FRIEND_ROW_TO): FriendFilter {
  return {
    HmtwnCntry: orNull(f.homeCountry),
    HmtwnState: orNull(f.homeState),
    HmtwnCity: orNull(f.homeCity),
    CurrCntry: orNull(f.currentCountry),
    CurrState: orNull(f.currentState),
    CurrCity: orNull(f.currentCity),
    DstCntry: orNull(f.destinationCountry),
    DstCity: orNull(f.destinationCity),
    InstName: f.institution.trim(),
    StudyInstName: f.studyInstitution.trim(),
    QuickSearch: f.quickSearch.trim(),
    currentStudy: f.currentStudy,
    isHomeTown: f.isHomeTown,
    FromYear: f.fromYear,
    ToYear: f.toYear,
    MajArea: orNull(f.majorArea),
    MinArea: orNull(f.minorArea),
    rowFrom,
    rowTo,
    IsFriendLocOrName: f.searchBy,
  };
}

/** One page of the friend search: by name (FriendSearchData) or by location (SearchDataByLocation). */
export const searchFriends = (filter: FriendSearchFilter, rowFrom: number, rowTo: number, options: CallOptions = {}): Promise<FriendSearchReply> =>
  getClient().call(filter.sortBy === 'L' ? friends.searchDataByLocation : friends.friendSearchData, { body: friendFilter(filter, rowFrom, rowTo) }, options);

/**
 * The friend search flow (discovery §4): `friendSearch.search(filter)` runs page 1, caches it and
 * remembers the filter; `$state` holds what the list shows.
 */
export const friendSearch = createSearchFlow<FriendSearchFilter, FriendRow>({
  area: 'friends',
  run: (filter, { from, to }, options) => searchFriends(filter, from, to, options),
});

/** A member's detail (FriendDetail). */
export const loadFriendDetail = (clientId: number, options: CallOptions = {}): Promise<FriendDetail> =>
  getClient().call(friends.friendDetail, { query: { clientId } }, options);

/** Sends a friend request with its comment (Request); retVal 0 means it was sent already. */
export const sendFriendRequest = (clientId: number, noteText: string, options: CallOptions = {}): Promise<FriendRelationReply> =>
  getClient().call(friends.request, { body: { ClientFk: clientId, ReferenceFk: null, NoteText: noteText.trim() } }, options);

/** Removes the request or link with a member (DeleteRequest): the relation returns to none. */
export const removeFriendRequest = (clientId: number, requestId: number, options: CallOptions = {}): Promise<FriendRelationReply> =>
  getClient().call(friends.deleteRequest, { body: { ClientFk: clientId, ReferenceFk: requestId || null } }, options);

/** Sends a member a message (ConnectMessage); resolves with the success text. */
export async function sendFriendMessage(clientId: number, subject: string, noteText: string, options: CallOptions = {}): Promise<string> {
  const reply = await getClient().call(
    friends.connectMessage,
    { body: { ClientFk: clientId, Subject: subject.trim(), NoteText: noteText.trim(), ReferenceFk: null } },
    options,
  );
  return reply.message;
}

/** Where a member's profile image is fetched (GetFriendImage; the default profile image when there is none). */
export const friendImageUrl = (pflImage: string): string =>
  /^https?:/.test(pflImage) ? pflImage : `${getClient().baseUrl}${pflImage.startsWith('/') ? '' : '/'}${pflImage}`;
