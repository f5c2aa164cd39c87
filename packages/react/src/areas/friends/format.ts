import { format, friendLabels as t, type FriendReqState } from '@studyatlas/core';

/** 'City, State, Country' of the parts known. */
export const placeOf = (place: { city: string; state: string; country: string }): string =>
  [place.city, place.state, place.country].filter(Boolean).join(', ');

/** The relation as a short tag: none shows nothing. */
export function relationLabel(state: FriendReqState, sentByMe: boolean): string | null {
  if (state === 'Linked') return t.stateLinked;
  if (state === 'Sent') return sentByMe ? t.stateSent : t.stateReceived;
  return null;
}

/** '2014–2017', 'since 2015', or '' without years. */
export function yearsOf(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return format(t.years, { from, to });
  if (from !== null) return format(t.yearsOpen, { from });
  return to !== null ? String(to) : '';
}
