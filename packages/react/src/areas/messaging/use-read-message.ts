import { useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import { INBOX, READ } from './query-keys.js';
import {
  refreshQueries,
  ApiError,
  answerFriendRequestMessage,
  deleteMessages,
  deleteModeFor,
  downloadAttachment,
  messages,
  readMessage,
  setUnreadCount,
  showPopup,
  type FriendAnswer,
  type ReadMessage,
  type StoredFile,
} from '@studyatlas/core';

export interface ReadMessageController {
  message: ReadMessage | null;
  /** The other messages of its conversation, oldest first. */
  thread: readonly ReadMessage[];
  loading: boolean;
  failed: boolean;
  /** What runs now: 'L', 'R' (a friend-request answer), 'delete', or `file:{id}`. */
  busy: string | null;
  /** The friend-request answer's words, once answered. */
  answered: string | null;
  /** Asks for the message again (what is shown stays meanwhile). */
  reload: () => void;
  answer: (answer: FriendAnswer) => Promise<void>;
  /** Deletes the message (to deleted; permanently from deleted); true when gone. */
  remove: () => Promise<boolean>;
  download: (message: ReadMessage, file: StoredFile) => Promise<void>;
}

const quietly = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
};

/**
 * The read screen (member §7 GetMsgRdData, AcceptReject, DeleteMsg, Attachment): the message and its
 * conversation; reading marks it read, so the answer's unread count goes to the header badge.
 */
export function useReadMessage(msgId: number): ReadMessageController {
  const key = `${READ}/${msgId}`;
  const read = useQuery(
    key,
    async () => {
      const answer = await readMessage(msgId);
      // Reading marks it read: the header badge takes the answer's count.
      setUnreadCount(answer.unread);
      return answer;
    },
    { audience: 'member' },
  );
  const message = read.data?.message ?? null;
  const thread = read.data ? read.data.thread.filter((m) => m.id !== read.data!.message.id).sort((a, b) => a.sentAt.localeCompare(b.sentAt)) : [];
  const [busy, setBusy] = useState<string | null>(null);
  const [answer, setAnswered] = useState<{ msgId: number; text: string } | null>(null);
  const answered = answer?.msgId === msgId ? answer.text : null;
  const reload = () => refreshQueries(key);

  const exclusive = async (key: string, perform: () => Promise<void>) => {
    if (busy) return;
    setBusy(key);
    try {
      await perform();
    } catch (error) {
      quietly(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    message,
    thread,
    loading: read.loading || read.refreshing,
    failed: read.status === 'failed',
    busy,
    answered,
    reload,
    answer: (answer) =>
      exclusive(answer, async () => {
        const request = message?.friendRequest;
        if (!request) return;
        const reply = await answerFriendRequestMessage(request.linkId, answer);
        setAnswered({ msgId, text: reply.message });
        showPopup(messages.titleSuccess, reply.message);
        reload();
      }),
    remove: async () => {
      let gone = false;
      await exclusive('delete', async () => {
        if (!message) return;
        const reply = await deleteMessages([message.id], deleteModeFor(message.folder));
        setUnreadCount(reply.unread);
        showPopup(messages.titleSuccess, reply.message);
        // The folders (not this message: it is gone, and the screen with it).
        refreshQueries(INBOX);
        gone = true;
      });
      return gone;
    },
    download: (of, file) =>
      exclusive(`file:${file.fileId}`, async () => {
        await downloadAttachment(of.id, file);
      }),
  };
}
