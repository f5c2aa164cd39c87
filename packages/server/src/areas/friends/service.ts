import { ANY_FRIEND_PLACE, FRIEND_MAX_ROWS, FRIEND_YEARS, friendLabels, searchKeyOf, validateFriendMessage, validateFriendRequest, validateFriendYears, friendMessages, institutionMessages } from '@studyatlas/core';
import type { friends as contract } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import { announceDelivery, deliverMessage, type Delivery } from '../../mailbox/deliver.js';
import { textToHtml } from '../../mailbox/sanitize.js';
import * as q from './queries.js';
import { leaveEachOthersGroups } from './groups-queries.js';
import type { CandidateRow, EducationRow, LinkRow, MemberFilter, PlaceNames } from './queries.js';

export type FriendsService = ReturnType<typeof createFriendsService>;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b);

const fullName = (m: { firstName: string; surname: string }) => `${m.firstName} ${m.surname}`.trim();

/** Empty places sort after known ones. */
const byPlaceText = (a: string, b: string) => (a === '' ? (b === '' ? 0 : 1) : b === '' ? -1 : byText(a, b));

const byName = (a: CandidateRow, b: CandidateRow) =>
  byText(a.firstName, b.firstName) || byText(a.surname, b.surname) || a.clientId - b.clientId;

const byLocation = (a: CandidateRow, b: CandidateRow) =>
  byPlaceText(a.current.country, b.current.country) ||
  byPlaceText(a.current.state, b.current.state) ||
  byPlaceText(a.current.city, b.current.city) ||
  byName(a, b);

/** The relation as one member sees it: none, Sent (either way; sentByMe tells which), Linked. */
function relationOf(link: LinkRow | undefined, self: number): { requestId: number; reqState: contract.FriendDetail['reqState']; sentByMe: boolean } {
  if (!link || link.state === 'R') return { requestId: link?.id ?? 0, reqState: 'none', sentByMe: false };
  if (link.state === 'L') return { requestId: link.id, reqState: 'Linked', sentByMe: false };
  return { requestId: link.id, reqState: 'Sent', sentByMe: link.requesterId === self };
}

/** A whole number > 0 from a JSON number or digits; 0 otherwise. */
function positiveId(value: number | string | null | undefined): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : 0;
}

/** A study period: the years overlap [from, to] (either end 0 = open). */
const overlaps = (span: { fromYear: number | null; toYear: number | null }, from: number, to: number) => {
  if (span.fromYear === null && span.toYear === null) return false;
  const start = span.fromYear ?? span.toYear!;
  const end = span.toYear ?? Number.MAX_SAFE_INTEGER;
  return (to === 0 || start <= to) && (from === 0 || end >= from);
};

const placeText = (p: PlaceNames) => `${p.city} ${p.state} ${p.country}`;

export function createFriendsService(ctx: AppContext) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();
  /** A member's profile image as `viewer` may load it in an `<img>`: a short-lived signed GetFriendImage address. */
  const imageFor = (viewer: AuthMember, clientId: number) => ctx.imageUrls.friendImage(viewer.clientId, clientId);

  /** The member named by ClientFk, who must exist, be verified and be someone else. */
  async function requireOther(self: number, clientFk: number | string | null | undefined) {
    const clientId = positiveId(clientFk);
    if (clientId === 0) throw new HttpError(400, friendMessages.friendMemberRequired, { errors: { ClientFk: friendMessages.friendMemberRequired } });
    if (clientId === self) throw new HttpError(400, friendMessages.friendNotYourself, { errors: { ClientFk: friendMessages.friendNotYourself } });
    const member = await q.findMember(db, clientId);
    if (!member) throw notFound(friendMessages.friendNotFound);
    return { clientId, firstName: member.first_name, surname: member.surname };
  }

  async function memberFilter(self: number, f: contract.FriendFilter): Promise<MemberFilter> {
    const filter: MemberFilter = {
      self,
      homeCountry: f.HmtwnCntry ?? 0,
      homeState: f.HmtwnState ?? 0,
      homeCity: f.HmtwnCity ?? 0,
      currentCountry: f.CurrCntry ?? 0,
      currentState: f.CurrState ?? 0,
      currentCity: f.CurrCity ?? 0,
      destinationCountry: f.DstCntry ?? 0,
      destinationCity: f.DstCity ?? 0,
      majorArea: f.MajArea ?? 0,
      minorArea: f.MinArea ?? 0,
      currentStudy: f.currentStudy,
    };
    // "From my home town": the searcher's own home place, when no home place was chosen.
    if (f.isHomeTown && !filter.homeCountry && !filter.homeState && !filter.homeCity) {
      const home = await q.findHomePlace(db, self);
      if (home?.home_city_id) filter.homeCity = Number(home.home_city_id);
      else if (home?.home_state_id) filter.homeState = Number(home.home_state_id);
      else if (home?.home_country_id) filter.homeCountry = Number(home.home_country_id);
      else filter.homeCity = -1; // no home town known: nobody shares it
    }
    return filter;
  }

  /** The text and year filters, done here: names, places and institutions match like every search (searchKeyOf). */
  async function matchTexts(candidates: CandidateRow[], f: contract.FriendFilter): Promise<CandidateRow[]> {
    const quick = searchKeyOf(f.QuickSearch ?? '');
    const institution = searchKeyOf(f.InstName ?? '');
    const studyInstitution = searchKeyOf(f.StudyInstName ?? '');
    const from = f.FromYear ?? 0;
    const to = f.ToYear ?? 0;
    let found = candidates;
    if (quick) {
      const byPlace = f.IsFriendLocOrName === 'FL';
      found = found.filter((c) => searchKeyOf(byPlace ? `${placeText(c.home)} ${placeText(c.current)}` : fullName(c)).includes(quick));
    }
    if (studyInstitution) found = found.filter((c) => c.currentStudy && searchKeyOf(c.studyInstitution).includes(studyInstitution));
    if (!institution && !from && !to) return found;

    // An institution and years match together: the same study (current or past) must satisfy both.
    const education = new Map<number, EducationRow[]>();
    for (const row of await q.listEducation(db, found.map((c) => c.clientId))) {
      education.set(row.clientId, [...(education.get(row.clientId) ?? []), row]);
    }
    return found.filter((c) => {
      const spans = [
        ...(education.get(c.clientId) ?? []),
        ...(c.currentStudy ? [{ name: c.studyInstitution, fromYear: c.studyFromYear, toYear: c.studyToYear }] : []),
      ];
      return spans.some(
        (span) => (!institution || searchKeyOf(span.name).includes(institution)) && (!(from || to) || overlaps(span, from, to)),
      );
    });
  }

  async function search(member: AuthMember, f: contract.FriendFilter, byPlace: boolean): Promise<contract.FriendSearchReply> {
    rejectInvalid(validateFriendYears({ FromYear: f.FromYear ?? 0, ToYear: f.ToYear ?? 0 }));
    if (f.rowTo < f.rowFrom) throw new HttpError(400, friendMessages.friendRowsOutOfRange, { errors: { rowTo: friendMessages.friendRowsOutOfRange } });
    const candidates = await q.findCandidates(db, await memberFilter(member.clientId, f));
    const found = (await matchTexts(candidates, f)).sort(byPlace ? byLocation : byName);
    const page = found.slice(f.rowFrom, Math.max(f.rowFrom, Math.min(f.rowTo, f.rowFrom + FRIEND_MAX_ROWS)));
    const links = await q.listLinksWith(db, member.clientId, page.map((c) => c.clientId));
    const linkOf = (clientId: number) => links.find((l) => l.requesterId === clientId || l.addresseeId === clientId);
    return {
      total: found.length,
      rows: page.map((c) => {
        const { reqState, sentByMe } = relationOf(linkOf(c.clientId), member.clientId);
        return {
          clientId: c.clientId,
          name: fullName(c),
          pflImage: imageFor(member, c.clientId),
          homeTown: c.home,
          currentPlace: c.current,
          studyInstitution: c.studyInstitution,
          reqState,
          sentByMe,
        };
      }),
    };
  }

  const listItem = (viewer: AuthMember) => (f: q.FriendListRow): contract.FriendListItem => ({
    clientId: f.clientId,
    name: fullName(f),
    pflImage: imageFor(viewer, f.clientId),
    city: f.city,
    country: f.country,
  });

  const byListName = (a: contract.FriendListItem, b: contract.FriendListItem) => byText(a.name, b.name) || a.clientId - b.clientId;

  return {
    async filterData(): Promise<contract.FriendFilterData> {
      const ids = await q.memberPlaceIds(db);
      const [countries, states, cities, institutions, areas] = await Promise.all([
        q.countriesByIds(db, ids.countries),
        q.statesByIds(db, ids.states),
        q.citiesByIds(db, ids.cities),
        q.memberInstitutions(db),
        q.listStudyAreas(db),
      ]);
      const sorted = <T extends { id: number; name: string }>(rows: T[]) => rows.sort((a, b) => byText(a.name, b.name) || a.id - b.id);
      const uniqueInstitutions = new Map<string, { legalFk: number; name: string }>();
      for (const i of institutions) if (!uniqueInstitutions.has(searchKeyOf(i.name))) uniqueInstitutions.set(searchKeyOf(i.name), i);
      return {
        countries: sorted(countries.map((c) => ({ id: Number(c.id), name: c.name }))),
        states: sorted(states.map((s) => ({ id: Number(s.id), name: s.name, countryFk: Number(s.country_id) }))),
        cities: sorted(cities.map((c) => ({ id: Number(c.id), name: c.name, stateFk: Number(c.state_id), countryFk: Number(c.country_id) }))),
        institutions: [...uniqueInstitutions.values()].sort((a, b) => byText(a.name, b.name) || a.legalFk - b.legalFk),
        majors: sorted(areas.filter((a) => a.parent_id === null).map((a) => ({ id: Number(a.id), name: a.name }))),
        minors: sorted(
          areas.filter((a) => a.parent_id !== null).map((a) => ({ id: Number(a.id), name: a.name, parentFk: Number(a.parent_id) })),
        ),
        years: [...FRIEND_YEARS],
      };
    },

    searchByName: (member: AuthMember, f: contract.FriendFilter) => search(member, f, false),
    searchByLocation: (member: AuthMember, f: contract.FriendFilter) => search(member, f, true),

    async detail(member: AuthMember, clientId: number): Promise<contract.FriendDetail> {
      if (clientId === member.clientId) throw notFound(friendMessages.friendNotFound);
      const found = await q.findMember(db, clientId);
      if (!found) throw notFound(friendMessages.friendNotFound);
      const [candidate] = await q.findCandidates(db, { ...emptyFilter(member.clientId), only: clientId });
      const [link, theirs, mine, education, study] = await Promise.all([
        q.findLink(db, member.clientId, clientId),
        q.listLinkedFriends(db, clientId),
        q.listLinkedFriends(db, member.clientId),
        q.listEducation(db, [clientId]),
        q.findCurrentStudy(db, clientId),
      ]);
      const myFriends = new Set(mine.map((f) => f.clientId));
      const allFriends = theirs.filter((f) => f.clientId !== member.clientId).map(listItem(member)).sort(byListName);
      const institutes: contract.FriendInstitute[] = [
        ...(study?.current && study.name ? [{ legalFk: study.legalFk, name: study.name, country: study.country, fromYear: study.fromYear, toYear: study.toYear, current: true }] : []),
        ...education.reverse().map((e) => ({ legalFk: e.legalFk, name: e.name, country: e.country, fromYear: e.fromYear, toYear: e.toYear, current: false })),
      ];
      const empty = { city: '', state: '', country: '' };
      return {
        id: clientId,
        name: fullName({ firstName: found.first_name, surname: found.surname }),
        ...relationOf(link, member.clientId),
        pflImage: imageFor(member, clientId),
        homeTown: candidate?.home ?? empty,
        currentPlace: candidate?.current ?? empty,
        aboutMe: study?.aboutMe ?? '',
        allFriends,
        mutualFriends: allFriends.filter((f) => myFriends.has(f.clientId)),
        institutes,
      };
    },

    /** Friend request (discovery §4): none → Sent; a request they had sent is accepted (Linked). */
    async request(member: AuthMember, body: contract.FriendRequestBody): Promise<contract.FriendRelationReply> {
      const other = await requireOther(member.clientId, body.ClientFk);
      const note = (body.NoteText ?? '').trim();
      rejectInvalid(validateFriendRequest({ NoteText: note }));
      const self = member.clientId;
      const at = stamp();
      let delivered: Delivery | undefined;
      const reply = await db.transaction().execute(async (trx): Promise<contract.FriendRelationReply> => {
        const link = await q.findLink(trx, self, other.clientId);
        if (link && (link.state === 'L' || (link.state === 'S' && link.requesterId === self))) {
          return { retVal: 0, ...relationOf(link, self), message: friendMessages.friendRequestAlreadySent };
        }
        if (link && link.state === 'S') {
          await q.acceptLink(trx, link.id, at);
          return { retVal: link.id, requestId: link.id, reqState: 'Linked' as const, sentByMe: false, message: friendMessages.friendRequestAccepted };
        }
        let linkId: number;
        if (link) {
          await q.renewRequest(trx, link.id, self, other.clientId, note, at);
          linkId = link.id;
        } else {
          const inserted = await q.insertRequest(trx, self, other.clientId, note, at);
          if (!inserted) return { retVal: 0, ...relationOf(await q.findLink(trx, self, other.clientId), self), message: friendMessages.friendRequestAlreadySent };
          linkId = Number(inserted.id);
        }
        delivered = await deliverMessage(trx, {
          senderId: self,
          recipientIds: [other.clientId],
          kind: 'FR',
          actionType: 'S',
          subject: friendLabels.requestTitle,
          body: textToHtml(note),
          to: [{ id: `C-${other.clientId}`, name: fullName(other) }],
          friendLinkId: linkId,
          referenceId: positiveId(body.ReferenceFk) || null,
          at,
        });
        return { retVal: linkId, requestId: linkId, reqState: 'Sent' as const, sentByMe: true, message: institutionMessages.requestSent };
      });
      if (delivered) await announceDelivery(ctx, delivered);
      return reply;
    },

    /** A message to another member (discovery §5: topic and message required). */
    async message(member: AuthMember, body: contract.FriendMessageBody): Promise<{ retVal: number; message: string }> {
      const other = await requireOther(member.clientId, body.ClientFk);
      const values = { Subject: (body.Subject ?? '').trim(), NoteText: (body.NoteText ?? '').trim() };
      rejectInvalid(validateFriendMessage(values));
      const delivered = await db.transaction().execute((trx) =>
        deliverMessage(trx, {
          senderId: member.clientId,
          recipientIds: [other.clientId],
          kind: 'CM',
          actionType: 'S',
          subject: values.Subject,
          body: textToHtml(values.NoteText),
          to: [{ id: `C-${other.clientId}`, name: fullName(other) }],
          referenceId: positiveId(body.ReferenceFk) || null,
          at: stamp(),
        }),
      );
      await announceDelivery(ctx, delivered);
      return { retVal: delivered.copies[0]!.copyId, message: friendMessages.friendMessageSent };
    },

    /** Removes the request or link with ClientFk (either direction): back to none; unfriended, each leaves the other's groups. */
    async remove(member: AuthMember, body: contract.FriendDeleteBody): Promise<contract.FriendRelationReply> {
      const other = await requireOther(member.clientId, body.ClientFk);
      return db.transaction().execute(async (trx) => {
        const link = await q.findLink(trx, member.clientId, other.clientId);
        if (!link || link.state === 'R') return { retVal: 0, requestId: 0, reqState: 'none' as const, sentByMe: false, message: friendMessages.friendNothingToRemove };
        await q.deleteLink(trx, link.id);
        // Unfriended: neither stays in the other's groups (messages already sent to them stay).
        if (link.state === 'L') await leaveEachOthersGroups(trx, member.clientId, other.clientId);
        return {
          retVal: 1,
          requestId: 0,
          reqState: 'none' as const,
          sentByMe: false,
          message: link.state === 'L' ? friendMessages.friendLinkRemoved : friendMessages.friendRequestRemoved,
        };
      });
    },
  };
}

const emptyFilter = (self: number): MemberFilter => ({
  self,
  ...ANY_FRIEND_PLACE,
  majorArea: 0,
  minorArea: 0,
  currentStudy: false,
});
