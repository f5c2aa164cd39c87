import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, NamedCity, NamedMinor, NamedState, MAX_DB_ID } from './fields.js';
import { FRIEND_REQ_STATES, FRIEND_ROW_FROM, FRIEND_ROW_TO } from '../rules/friends.js';

const area = 'friends';

const wholeNumber = () => z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID));
/** An id field: a whole number ≥ 0 (a JSON number or digits); null, '' or 0 mean "any". */
const fk = () => z._default(z.nullable(wholeNumber()), null);
/** A text field old clients may send as null. */
const maybeText = () => z._default(z.nullable(z.string().check(z.maxLength(200))), '');
/** A flag as old clients send it: boolean, 'true'/'false', 1/0. */
const flag = () =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', '']), z.literal(0), z.literal(1)])),
      z.transform((value) => value === true || value === 'true' || value === '1' || value === 1),
    ),
    false,
  );

/** Friend filter (discovery §3), field names as the specification writes them. Ids 0 / null mean "any". */
export const FriendFilter = z.object({
  /** Home country, state and town. */
  HmtwnCntry: fk(),
  HmtwnState: fk(),
  HmtwnCity: fk(),
  /** Where the member lives now (current address). */
  CurrCntry: fk(),
  CurrState: fk(),
  CurrCity: fk(),
  /** A study destination of the member's preferences (SD). */
  DstCntry: fk(),
  DstCity: fk(),
  /** An institution the member studied or studies at: case- and diacritics-insensitive substring. */
  InstName: maybeText(),
  /** The institution the member currently studies at: substring as InstName. */
  StudyInstName: maybeText(),
  /** The member's name, or with IsFriendLocOrName 'FL' a place name (home, current, destination). */
  QuickSearch: maybeText(),
  /** Accepted for old clients; no effect. */
  CheckSelected: z.optional(z.nullable(z.union([z.boolean(), z.string(), z.number()]))),
  /** Accepted for old clients; paging is rowFrom/rowTo. */
  showMore: z.optional(z.nullable(z.union([z.boolean(), z.string(), z.number()]))),
  /** Only members who currently study. */
  currentStudy: flag(),
  /** Members from the searching member's home town (when no home place is chosen). */
  isHomeTown: flag(),
  /** Study years (1990–2017; 0 = any): a study period overlapping FromYear … ToYear. */
  FromYear: z._default(z.nullable(wholeNumber()), 0),
  ToYear: z._default(z.nullable(wholeNumber()), 0),
  /** Study area (major) and detail (minor) of the member's preferences (SA, SM). */
  MajArea: fk(),
  MinArea: fk(),
  /** First row, 0-based (default 0). */
  rowFrom: z._default(wholeNumber(), FRIEND_ROW_FROM),
  /** Row after the last (default 100): rows rowFrom … rowTo − 1. */
  rowTo: z._default(wholeNumber(), FRIEND_ROW_TO),
  /** FL quick search by location, FN by name (default). */
  IsFriendLocOrName: z._default(z.nullable(z.enum(['FL', 'FN', ''])), 'FN'),
});
export type FriendFilter = z.infer<typeof FriendFilter>;
export type FriendFilterInput = z.input<typeof FriendFilter>;

/** The filter data (tables 1 to 7): places where members live or want to study, institutions, study areas, years. */
export const FriendFilterData = z.object({
  /** Table 1: countries of members' home towns, current places and destinations. */
  countries: z.array(Named),
  /** Table 2: their states. */
  states: z.array(NamedState),
  /** Table 3: their cities. */
  cities: z.array(NamedCity),
  /** Table 4: institutions members studied or study at (legalFk 0 when not in the catalogue). */
  institutions: z.array(z.object({ legalFk: z.number(), name: z.string() })),
  /** Table 5: study area majors. */
  majors: z.array(Named),
  /** Table 6: study area minors (parentFk = the major). */
  minors: z.array(NamedMinor),
  /** Table 7: the Year list (1990–2017). */
  years: z.array(z.number()),
});
export type FriendFilterData = z.infer<typeof FriendFilterData>;

export const getFilterLkpByLocation = defineCall({
  id: 'friendFilterLkpByLocation',
  area,
  summary: 'Friend filter data for a signed-in member: tables 1–7 (countries, states, cities, institutions, majors, minors, years).',
  method: 'GET',
  path: '/api/Friend/GetFilterLkpByLocation',
  auth: 'required',
  reply: FriendFilterData,
});

export const getFilterByLocation = defineCall({
  id: 'friendFilterByLocationPublic',
  area,
  summary: 'The same friend filter data for anonymous visitors (the search itself needs sign-in).',
  method: 'GET',
  path: '/api/FriendPublic/GetFilterByLocation',
  auth: 'none',
  reply: FriendFilterData,
});

export const ReqState = z.enum(FRIEND_REQ_STATES);

const Place = z.object({ city: z.string(), state: z.string(), country: z.string() });
export type FriendPlace = z.infer<typeof Place>;

/** One member of a result list. */
export const FriendRow = z.object({
  clientId: z.number(),
  name: z.string(),
  /** GET this for the profile image (or the default one). */
  pflImage: z.string(),
  homeTown: Place,
  currentPlace: Place,
  /** The institution the member currently studies at, '' when none. */
  studyInstitution: z.string(),
  /** The relation to the searching member. */
  reqState: ReqState,
  /** With reqState Sent: true when the searching member sent the request, false when they received it. */
  sentByMe: z.boolean(),
});
export type FriendRow = z.infer<typeof FriendRow>;

export const FriendSearchReply = z.object({ total: z.number(), rows: z.array(FriendRow) });
export type FriendSearchReply = z.infer<typeof FriendSearchReply>;

export const friendSearchData = defineCall({
  id: 'friendSearchData',
  area,
  summary: 'Members matching the friend filter, by name; never the searching member; rows rowFrom … rowTo − 1 and the total.',
  method: 'POST',
  path: '/api/Friend/FriendSearchData',
  auth: 'required',
  body: FriendFilter,
  reply: FriendSearchReply,
});

export const searchDataByLocation = defineCall({
  id: 'friendSearchDataByLocation',
  area,
  summary: 'Members matching the friend filter, ordered by where they live (country, state, city, then name).',
  method: 'POST',
  path: '/api/Friend/SearchDataByLocation',
  auth: 'required',
  body: FriendFilter,
  reply: FriendSearchReply,
});

/** A member in a friend list of the detail. */
export const FriendListItem = z.object({ clientId: z.number(), name: z.string(), pflImage: z.string(), city: z.string(), country: z.string() });
export type FriendListItem = z.infer<typeof FriendListItem>;

/** An institution the member studied or studies at. */
export const FriendInstitute = z.object({
  /** The catalogue institution (0 when named only). */
  legalFk: z.number(),
  name: z.string(),
  country: z.string(),
  fromYear: z.nullable(z.number()),
  toYear: z.nullable(z.number()),
  /** The institution of the member's current study. */
  current: z.boolean(),
});
export type FriendInstitute = z.infer<typeof FriendInstitute>;

/** Friend detail (discovery §3), tables 1 to 5: the member, the relation, all friends, mutual friends, institutes. */
export const FriendDetail = z.object({
  id: z.number(),
  name: z.string(),
  /** The friend link of the two members (0 when none): the request or the link. */
  requestId: z.number(),
  reqState: ReqState,
  /** With reqState Sent: true when the signed-in member sent it, false when it awaits their answer. */
  sentByMe: z.boolean(),
  pflImage: z.string(),
  homeTown: Place,
  currentPlace: Place,
  aboutMe: z.string(),
  allFriends: z.array(FriendListItem),
  mutualFriends: z.array(FriendListItem),
  institutes: z.array(FriendInstitute),
});
export type FriendDetail = z.infer<typeof FriendDetail>;

export const friendDetail = defineCall({
  id: 'friendDetail',
  area,
  summary: 'A member: name, profile image, places, the relation (reqState Sent / Linked / none), their friends, mutual friends and institutes.',
  method: 'GET',
  path: '/api/Friend/FriendDetail',
  auth: 'required',
  query: z.object({ clientId: wholeNumber() }),
  reply: FriendDetail,
});

/** An id as old clients send it: a JSON number or digits. */
const idField = () => z.optional(z.nullable(z.union([z.number(), z.string().check(z.maxLength(20))])));
/** Text of a request or message (checked by the friends rules). */
const bodyText = () => z._default(z.nullable(z.string().check(z.maxLength(20_000))), '');

/** Friend request (discovery §3, member §3): ClientFk the member asked, ReferenceFk accepted for old clients. */
export const FriendRequestBody = z.object({ ClientFk: idField(), ReferenceFk: idField(), NoteText: bodyText() });
export type FriendRequestBody = z.infer<typeof FriendRequestBody>;

/** The relation after a request or a removal. */
export const FriendRelationReply = z.object({
  /** Request: 0 when already sent, positive (the link id) on success. DeleteRequest: 1 when removed, 0 when there was nothing. */
  retVal: z.number(),
  requestId: z.number(),
  reqState: ReqState,
  sentByMe: z.boolean(),
  message: z.string(),
});
export type FriendRelationReply = z.infer<typeof FriendRelationReply>;

export const request = defineCall({
  id: 'friendRequest',
  area,
  summary:
    'Sends a friend request with a comment (required). retVal 0 with "Request already sent." when a request or link exists; a request the other member had sent is accepted (Linked).',
  method: 'POST',
  path: '/api/Friend/Request',
  auth: 'required',
  body: FriendRequestBody,
  reply: FriendRelationReply,
});

/** Message (discovery §3): ClientFk the recipient, Subject the topic, NoteText the message, ReferenceFk an earlier message. */
export const FriendMessageBody = z.object({ ClientFk: idField(), Subject: bodyText(), NoteText: bodyText(), ReferenceFk: idField() });
export type FriendMessageBody = z.infer<typeof FriendMessageBody>;

export const connectMessage = defineCall({
  id: 'friendConnectMessage',
  area,
  summary: "A message to another member (topic and message required): into the recipient's inbox and the sender's sent folder.",
  method: 'POST',
  path: '/api/Friend/ConnectMessage',
  auth: 'required',
  body: FriendMessageBody,
  reply: z.object({ retVal: z.number(), message: z.string() }),
});

export const FriendDeleteBody = z.object({ ClientFk: idField(), ReferenceFk: idField() });
export type FriendDeleteBody = z.infer<typeof FriendDeleteBody>;

export const deleteRequest = defineCall({
  id: 'friendDeleteRequest',
  area,
  summary: 'Removes the request or link between the signed-in member and ClientFk (in either direction): the relation returns to none.',
  method: 'POST',
  path: '/api/Friend/DeleteRequest',
  auth: 'required',
  body: FriendDeleteBody,
  reply: FriendRelationReply,
});
