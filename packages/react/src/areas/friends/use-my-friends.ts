import { useRef, useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import {
  refreshQueries,
  ApiError,
  answerFriendRequest,
  deleteGroup,
  loadMyFriends,
  removeFriendRequest,
  sendFriendRequest,
  type FriendCard,
  type GroupRow,
  type MyFriends,
  type RequestCard,
  type SuggestionCard,
} from '@studyatlas/core';
import { useFriendRequestForm, type FriendForm, type RequestFormValues } from './use-friend-detail.js';

export type MyFriendsStatus = 'loading' | 'ready' | 'error';

/** An action waiting for the member's Yes in the confirm dialog. */
export type MyFriendsPending = { kind: 'unfriend'; friend: FriendCard } | { kind: 'deleteGroup'; group: GroupRow };

export interface MyFriendsController {
  status: MyFriendsStatus;
  /** What the server holds; null until first loaded. */
  data: MyFriends | null;
  /** The server's message when the lists could not be loaded. */
  error: string | null;
  /** The answer of the last action ('Request accepted successfully', 'Request sent successfully.', …). */
  notice: string | null;
  /** The server's refusal of the last action. */
  failure: string | null;
  /** What runs now (`accept:12`, `cancel:7` …), or null. */
  busy: string | null;
  /** Asks for the lists again (the Retry of the error state); what is shown stays meanwhile. */
  reload: () => void;
  accept: (request: RequestCard) => Promise<void>;
  reject: (request: RequestCard) => Promise<void>;
  /** Cancels a request the member sent (DeleteRequest). */
  cancelSent: (request: RequestCard) => Promise<void>;
  pending: MyFriendsPending | null;
  ask: (action: MyFriendsPending) => void;
  dismiss: () => void;
  /** Yes in the confirm dialog: unfriends (DeleteRequest) or deletes the group. */
  confirm: () => Promise<void>;
  /** The member the send-request popover is open for. */
  requestTo: SuggestionCard | null;
  openRequest: (person: SuggestionCard) => void;
  closeRequest: () => void;
  request: FriendForm<RequestFormValues>;
  /** Shows an action's answer (the group dialog's save). */
  announce: (message: string) => void;
}

/** The data layer's keys: every friends key (a friend's detail too), and the member's lists. */
const FRIENDS = 'friends';
const MY_FRIENDS = `${FRIENDS}/mine`;

/**
 * My friends (member §2, §7 MyFriend; the friend calls Request and DeleteRequest): the lists and what
 * the member does with them. Every answer is shown as the notice and the lists reload, so what shows
 * is what the server holds; a refusal shows the server's words as the notice.
 */
export function useMyFriends(): MyFriendsController {
  const lists = useQuery(MY_FRIENDS, () => loadMyFriends({ quiet: true }), { audience: 'member' });
  const { data, error } = lists;
  const status: MyFriendsStatus = lists.status === 'done' ? 'ready' : lists.status === 'failed' ? 'error' : 'loading';
  const [notice, setNoticeText] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** An answer replaces a refusal and the other way round. */
  const setNotice = (message: string | null, failed = false) => {
    setNoticeText(failed ? null : message);
    setFailure(failed ? message : null);
  };
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<MyFriendsPending | null>(null);
  const [requestTo, setRequestTo] = useState<SuggestionCard | null>(null);
  const running = useRef(false);
  // Every answer changes the lists (and a friend's detail): the whole 'friends' key is asked again.
  const reload = () => refreshQueries(FRIENDS);

  /** Runs one action at a time: its answer (or refusal) becomes the notice, then the lists reload. */
  const exclusive = async (key: string, perform: () => Promise<string>, done?: () => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    setNotice(null);
    try {
      setNotice(await perform());
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setNotice(caught.message, true);
    } finally {
      running.current = false;
      setBusy(null);
      done?.();
    }
    reload();
  };

  const request = useFriendRequestForm(async (values) => {
    const person = requestTo;
    if (!person) return;
    const reply = await sendFriendRequest(person.clientId, values.NoteText, { quiet: true });
    setRequestTo(null);
    setNotice(reply.message);
    reload();
  });

  const confirm = async () => {
    const action = pending;
    if (!action) return;
    const close = () => setPending(null);
    if (action.kind === 'unfriend') {
      const { clientId, linkId } = action.friend;
      await exclusive(`unfriend:${clientId}`, async () => (await removeFriendRequest(clientId, linkId, { quiet: true })).message, close);
    } else {
      const { groupId } = action.group;
      await exclusive(`group:${groupId}`, async () => (await deleteGroup(groupId, { quiet: true })).message, close);
    }
  };

  return {
    status,
    data,
    error,
    notice,
    failure,
    busy,
    reload,
    accept: (card) => exclusive(`accept:${card.clientId}`, async () => (await answerFriendRequest(card.clientId, 'L', { quiet: true })).message),
    reject: (card) => exclusive(`reject:${card.clientId}`, async () => (await answerFriendRequest(card.clientId, 'R', { quiet: true })).message),
    cancelSent: (card) => exclusive(`cancel:${card.clientId}`, async () => (await removeFriendRequest(card.clientId, card.linkId, { quiet: true })).message),
    pending,
    ask: setPending,
    dismiss: () => setPending(null),
    confirm,
    requestTo,
    openRequest: (person) => {
      setNotice(null);
      request.form.reset();
      setRequestTo(person);
    },
    closeRequest: () => setRequestTo(null),
    request,
    announce: (message) => {
      setNotice(message);
      reload();
    },
  };
}
