import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import {
  ApiError,
  defaultFriendNote,
  loadFriendDetail,
  removeFriendRequest,
  sendFriendMessage,
  sendFriendRequest,
  validateFriendMessage,
  validateFriendRequest,
  type FriendDetail,
  type FriendRelationReply,
} from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';
import { useDetailBack } from '../../navigation/detail-back.js';
import { useQuery, type QueryStatus } from '../../data/use-query.js';

export type FriendDetailStatus = QueryStatus;

export interface RequestFormValues {
  NoteText: string;
}

export interface MessageFormValues {
  Subject: string;
  NoteText: string;
}

/** A dialog's form: Mantine's form and its `<form>`'s onSubmit. */
export interface FriendForm<V> {
  form: UseFormReturnType<V>;
  submit: FormSubmit;
}

/** The friend request's form (the default note, core's rule): the same in the detail and in My friends. */
export function useFriendRequestForm(send: (values: RequestFormValues) => Promise<void>): FriendForm<RequestFormValues> {
  const form: UseFormReturnType<RequestFormValues> = useForm<RequestFormValues>({
    initialValues: { NoteText: defaultFriendNote() },
    validate: ruleErrors((values) => validateFriendRequest(values)),
    onValuesChange: () => recheckShown(form),
  });
  return { form, submit: form.onSubmit(withServerErrors(form, send), focusFirstError) };
}

export interface FriendDetailController {
  status: FriendDetailStatus;
  /** The server's message when the detail could not be loaded (e.g. 'The member was not found.'). */
  error: string | null;
  detail: FriendDetail | null;
  /** The answer of the last relation action or message ('Request sent successfully.', 'Request already sent.', …). */
  notice: string | null;
  /** Which dialog is open. */
  dialog: 'request' | 'message' | null;
  openRequest: () => void;
  openMessage: () => void;
  closeDialog: () => void;
  request: FriendForm<RequestFormValues>;
  message: FriendForm<MessageFormValues>;
  /** Accepts a request the member had sent (a request back links the two). */
  accept: () => Promise<void>;
  /** Cancels the request, declines theirs or removes the friend: back to none. */
  remove: () => Promise<void>;
  actionBusy: boolean;
  canGoBack: boolean;
  back: () => void;
}

export interface UseFriendDetailOptions {
  clientId: number;
  /** Replaces the default back action. */
  onBack?: () => void;
}

/**
 * The friend detail (/friendDetail/:clientId, discovery §2–§5): the member, their friends, mutual
 * friends and institutes; the relation (none → Sent → Linked, removal back to none) with the request
 * popover (comment required, default note) and the message form (topic and message required).
 */
export function useFriendDetail({ clientId, onBack }: UseFriendDetailOptions): FriendDetailController {
  const { canGoBack, back } = useDetailBack(onBack);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'request' | 'message' | null>(null);
  const [actionBusy, setActionBusy] = useState(false);

  useEffect(() => setNotice(null), [clientId]);
  const { status, error, data: detail, setData: setDetail } = useQuery(`friends/detail/${clientId}`, () => loadFriendDetail(clientId, { quiet: true }));

  const applyRelation = (reply: FriendRelationReply) => {
    setNotice(reply.message);
    setDetail((current) => (current ? { ...current, requestId: reply.requestId, reqState: reply.reqState, sentByMe: reply.sentByMe } : current));
  };

  const request = useFriendRequestForm(async (values) => {
    applyRelation(await sendFriendRequest(clientId, values.NoteText, { quiet: true }));
    setDialog(null);
  });

  const message: UseFormReturnType<MessageFormValues> = useForm({
    initialValues: { Subject: '', NoteText: '' },
    validate: ruleErrors((values) => validateFriendMessage(values)),
    onValuesChange: () => recheckShown(message),
  });
  const submitMessage = message.onSubmit(
    withServerErrors(message, async (values) => {
      setNotice(await sendFriendMessage(clientId, values.Subject, values.NoteText, { quiet: true }));
      setDialog(null);
      // Sent: the next message starts empty (a second Send must not send this one again).
      message.reset();
    }),
    focusFirstError,
  );

  const act = async (run: () => Promise<FriendRelationReply>) => {
    if (actionBusy) return;
    setActionBusy(true);
    try {
      applyRelation(await run());
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setNotice(failure.message);
    } finally {
      setActionBusy(false);
    }
  };

  return {
    status,
    error,
    detail,
    notice,
    dialog,
    openRequest: () => {
      setNotice(null);
      request.form.reset();
      setDialog('request');
    },
    openMessage: () => {
      setNotice(null);
      setDialog('message');
    },
    closeDialog: () => setDialog(null),
    request,
    message: { form: message, submit: submitMessage },
    accept: () => act(() => sendFriendRequest(clientId, defaultFriendNote(), { quiet: true })),
    remove: () => act(() => removeFriendRequest(clientId, detail?.requestId ?? 0, { quiet: true })),
    actionBusy,
    canGoBack,
    back,
  };
}
