import { format } from '../messages/common.js';
import { friendMessages } from '../messages/friends.js';
import { collect, isBlank, type FieldErrors } from './field.js';

/** Friend filter paging (discovery §3, §9): rows rowFrom (inclusive) to rowTo (exclusive), 100 per page. */
export const FRIEND_ROW_FROM = 0;
export const FRIEND_ROW_TO = 100;
/** The most rows one friend search answers, whatever rowTo asks for. */
export const FRIEND_MAX_ROWS = 1000;

/** The friend Year list (discovery §9): 1990 to 2017. */
export const FRIEND_FIRST_YEAR = 1990;
export const FRIEND_LAST_YEAR = 2017;
export const FRIEND_YEARS: readonly number[] = Array.from({ length: FRIEND_LAST_YEAR - FRIEND_FIRST_YEAR + 1 }, (_, i) => FRIEND_FIRST_YEAR + i);

/** Friend detail lists (all friends, mutual friends, institutes) page by 5 or 10 (discovery §9). */
export const FRIEND_LIST_PAGE_SIZES = [5, 10] as const;

/** The friend relation (discovery §3, §4): none, then Sent after a request, then Linked. */
export const FRIEND_REQ_STATES = ['none', 'Sent', 'Linked'] as const;
export type FriendReqState = (typeof FRIEND_REQ_STATES)[number];

/** The place ids a friend search filters by (discovery §3): home town, current place, destination; 0 means "any". */
export interface FriendPlaceIds {
  homeCountry: number;
  homeState: number;
  homeCity: number;
  currentCountry: number;
  currentState: number;
  currentCity: number;
  destinationCountry: number;
  destinationCity: number;
}

/** No place filter: every place id 0 ("any"). */
export const ANY_FRIEND_PLACE: Readonly<FriendPlaceIds> = {
  homeCountry: 0,
  homeState: 0,
  homeCity: 0,
  currentCountry: 0,
  currentState: 0,
  currentCity: 0,
  destinationCountry: 0,
  destinationCity: 0,
};

/** IsFriendLocOrName: FL quick search by location (place names), FN by name (default). */
export const FRIEND_SEARCH_KINDS = ['FL', 'FN'] as const;

export const FRIEND_NOTE_MAX = 1000;
export const FRIEND_SUBJECT_MAX = 200;
export const FRIEND_MESSAGE_MAX = 4000;

/** The note a friend request starts with (discovery §5, member §5). */
export const defaultFriendNote = (): string => friendMessages.friendDefaultNote;

const isYear = (year: number) => year === 0 || (Number.isInteger(year) && year >= FRIEND_FIRST_YEAR && year <= FRIEND_LAST_YEAR);

export interface FriendYearValues {
  /** 0 = any. */
  FromYear: number;
  ToYear: number;
}

/** The filter's years: each from the Year list (or any), From not after To. */
export function validateFriendYears(v: FriendYearValues): FieldErrors<keyof FriendYearValues> {
  const range = format(friendMessages.friendYearOutOfRange, { first: FRIEND_FIRST_YEAR, last: FRIEND_LAST_YEAR });
  return collect({
    FromYear: [[!isYear(v.FromYear), range]],
    ToYear: [
      [!isYear(v.ToYear), range],
      [v.FromYear > 0 && v.ToYear > 0 && v.FromYear > v.ToYear, friendMessages.friendYearOrder],
    ],
  });
}

export interface FriendRequestValues {
  NoteText: string;
}

/** Friend request (discovery §5, member §5): the comment is required; the request is not sent without it. */
export function validateFriendRequest(v: FriendRequestValues): FieldErrors<keyof FriendRequestValues> {
  return collect({
    NoteText: [
      [isBlank(v.NoteText), friendMessages.friendCommentRequired],
      [v.NoteText.trim().length > FRIEND_NOTE_MAX, format(friendMessages.friendCommentTooLong, { max: FRIEND_NOTE_MAX })],
    ],
  });
}

export interface FriendMessageValues {
  /** The topic. */
  Subject: string;
  NoteText: string;
}

/** Friend message (discovery §5, member §5): topic and message required. */
export function validateFriendMessage(v: FriendMessageValues): FieldErrors<keyof FriendMessageValues> {
  return collect({
    Subject: [
      [isBlank(v.Subject), friendMessages.friendTopicRequired],
      [v.Subject.trim().length > FRIEND_SUBJECT_MAX, format(friendMessages.friendTopicTooLong, { max: FRIEND_SUBJECT_MAX })],
    ],
    NoteText: [
      [isBlank(v.NoteText), friendMessages.friendMessageRequired],
      [v.NoteText.trim().length > FRIEND_MESSAGE_MAX, format(friendMessages.friendMessageTooLong, { max: FRIEND_MESSAGE_MAX })],
    ],
  });
}
