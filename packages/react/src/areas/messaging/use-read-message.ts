import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $session,
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
  reload: () => Promise<void>;
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
  const signedIn = useStore($session) !== null;
  const [message, setMessage] = useState<ReadMessage | null>(null);
  const [thread, setThread] = useState<ReadMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    setLoading(true);
    try {
      const answer = await readMessage(msgId);
      if (current !== generation.current) return;
      setMessage(answer.message);
      setThread(answer.thread.filter((m) => m.id !== answer.message.id).sort((a, b) => a.sentAt.localeCompare(b.sentAt)));
      setFailed(false);
      setUnreadCount(answer.unread);
    } catch (error) {
      quietly(error);
      if (current === generation.current) setFailed(true);
    } finally {
      if (current === generation.current) setLoading(false);
    }
  }, [msgId]);

  useEffect(() => {
    if (!signedIn) return undefined;
    setAnswered(null);
    void reload();
    return () => {
      generation.current++;
    };
  }, [signedIn, reload]);

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
    loading,
    failed,
    busy,
    answered,
    reload,
    answer: (answer) =>
      exclusive(answer, async () => {
        const request = message?.friendRequest;
        if (!request) return;
        const reply = await answerFriendRequestMessage(request.linkId, answer);
        setAnswered(reply.message);
        showPopup(messages.titleSuccess, reply.message);
        await reload();
      }),
    remove: async () => {
      let gone = false;
      await exclusive('delete', async () => {
        if (!message) return;
        const reply = await deleteMessages([message.id], deleteModeFor(message.folder));
        setUnreadCount(reply.unread);
        showPopup(messages.titleSuccess, reply.message);
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
