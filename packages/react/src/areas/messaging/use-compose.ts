import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQuery } from '../../data/use-query.js';
import { useInitialData } from '../../data/use-initial-data.js';
import { COMPOSE, MESSAGES, messagesChanged } from './query-keys.js';
import {
  ApiError,
  discardMessage,
  joinRecipientList,
  loadComposeData,
  loadRecipientDirectory,
  messages,
  saveMessage,
  showPopup,
  validateMessage,
  type ComposeData,
  type MessageActionType,
  type MessageValues,
  type Recipient,
  type RecipientDirectory,
  type StoredFile,
} from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { knownIn, namesOf } from './recipients.js';

export type ComposeMode = 'draft' | 'send';

export interface ComposeController {
  form: UseFormReturnType<MessageValues>;
  /** Attach to the `<form>`: the first field with a message gets focus in it (Save draft submits without an event). */
  formRef: RefObject<HTMLFormElement | null>;
  /** The prefill arrived (at once for a new message); false while GetMsgData runs. */
  ready: boolean;
  /** GetMsgData was refused (not the member's message). */
  failed: boolean;
  /** What sending does: S a new message, R reply, RA reply all, F forward. */
  kind: Exclude<MessageActionType, 'D'>;
  /** The draft being edited (0: none saved yet). */
  messageFk: number;
  directory: RecipientDirectory | null;
  /** Names of the tokens shown as chips. */
  names: Record<string, string>;
  attachments: readonly StoredFile[];
  addAttachment: (file: StoredFile) => void;
  removeAttachment: (fileId: number) => void;
  /** Validates for the mode and saves the draft or sends (ignored while one runs). */
  submit: (mode: ComposeMode, event?: FormEvent<HTMLFormElement>) => void;
  /** Which button runs now. */
  running: ComposeMode | null;
  discard: () => Promise<boolean>;
  /** Changes whenever a prefill replaces the values (the editor starts again from it). */
  generation: number;
}

export interface UseComposeOptions {
  /** The message to open: a draft (D), or the one replied to (R, RA) or forwarded (F). */
  msgId?: number;
  actionType: MessageActionType;
  /** After a send (the message is on its way). */
  onSent: () => void;
}

const EMPTY: MessageValues = { subject: '', message: '', TO: '', CC: '', BCC: '' };
const tokens = (list: readonly Recipient[]) => joinRecipientList(list.map((r) => ({ token: r.id })));

/**
 * Compose (member §2, §3, §5, §7 SaveMessage, GetMsgData, DiscardMessage, MyGroupMember): the form
 * runs core's validateMessage for the button pressed (draft: the subject; send: also a known
 * recipient), the server runs the same rule and its refusals land on the same fields.
 */
export function useCompose({ msgId, actionType, onSent }: UseComposeOptions): ComposeController {
  const mode = useRef<ComposeMode>('send');
  const directory: RecipientDirectory | null = useQuery(`${MESSAGES}/recipients`, loadRecipientDirectory, { audience: 'member' }).data;
  const [prefill, setPrefill] = useState<ComposeData | null>(null);
  const [filled, setFilled] = useState<string | null>(null);
  const [messageFk, setMessageFk] = useState(0);
  const [attachments, setAttachments] = useState<StoredFile[]>([]);
  const [generation, setGeneration] = useState(0);
  const sentKind = (type: MessageActionType) => (type === 'D' ? 'S' : type);
  const [kind, setKind] = useState<Exclude<MessageActionType, 'D'>>(sentKind(actionType));
  const latest = useRef({ directory, attachments, messageFk, kind, prefill, onSent });
  latest.current = { directory, attachments, messageFk, kind, prefill, onSent };

  const formRef = useRef<HTMLFormElement | null>(null);
  const form: UseFormReturnType<MessageValues> = useForm({
    initialValues: EMPTY,
    validate: ruleErrors((values: MessageValues) => validateMessage(values, mode.current, knownIn(latest.current.directory))),
    onValuesChange: () => recheckShown(form),
  });
  const save = form.onSubmit(
    withServerErrors(form, async (values) => {
      const now = latest.current;
      const draft = mode.current === 'draft';
      const reply = await saveMessage({
        action_type: draft ? 'D' : now.kind,
        subject: values.subject.trim(),
        message: values.message,
        TO: values.TO,
        CC: values.CC,
        BCC: values.BCC,
        parentMessageFk: now.prefill?.parentMessageFk || undefined,
        messageFk: now.messageFk || undefined,
        FileInfoFks: now.attachments.map((file) => file.fileId).join(';'),
        RepllyOption: draft && now.kind !== 'S' ? now.kind : '',
      });
      showPopup(messages.titleSuccess, reply.message);
      // The folders (sent, drafts) have changed.
      messagesChanged();
      if (draft) {
        setMessageFk(reply.retVal);
        form.setInitialValues(values);
        form.reset();
      } else now.onSent();
    }),
    focusFirstError,
  );

  const { setInitialValues, reset: resetForm } = form;
  const reset = useCallback(
    (values: MessageValues) => {
      setInitialValues(values);
      resetForm();
    },
    [setInitialValues, resetForm],
  );
  // A reply, a forward or a draft starts from the message's data (GetMsgData), once per message and
  // action, and afresh by each compose shown (a draft saved since is read as it now is).
  const opening = useId();
  const fillKey = msgId ? `${COMPOSE}/${opening}/${msgId}/${actionType}` : null;
  const filling = useInitialData(
    fillKey,
    () => loadComposeData(msgId!, actionType),
    (data) => {
      setPrefill(data);
      setMessageFk(data.messageFk);
      setKind(sentKind(data.actionType));
      setAttachments(data.attachments);
      reset({ subject: data.subject, message: data.message, TO: tokens(data.to), CC: tokens(data.cc), BCC: tokens(data.bcc) });
      setGeneration((g) => g + 1);
      setFilled(fillKey);
    },
    { audience: 'member' },
  );
  const ready = fillKey === null || filled === fillKey;
  const failed = filling.status === 'failed';

  const names: Record<string, string> = { ...namesOf(directory) };
  for (const r of [...(prefill?.to ?? []), ...(prefill?.cc ?? []), ...(prefill?.bcc ?? [])]) names[r.id] ??= r.name;

  return {
    form,
    formRef,
    ready,
    failed,
    kind,
    messageFk,
    directory,
    names,
    attachments,
    addAttachment: (file) => setAttachments((was) => (was.some((f) => f.fileId === file.fileId) ? was : [...was, file])),
    removeAttachment: (fileId) => setAttachments((was) => was.filter((f) => f.fileId !== fileId)),
    submit: (next, event) => {
      if (form.submitting) return;
      mode.current = next;
      // Save draft is a button outside the submit: its messages are focused in the form all the same.
      save(event ?? ({ currentTarget: formRef.current, preventDefault: () => undefined } as unknown as FormEvent<HTMLFormElement>));
    },
    running: form.submitting ? mode.current : null,
    discard: async () => {
      if (!messageFk) return false;
      try {
        const reply = await discardMessage(messageFk);
        showPopup(messages.titleSuccess, reply.message);
        messagesChanged();
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return false;
      }
    },
    generation,
  };
}
