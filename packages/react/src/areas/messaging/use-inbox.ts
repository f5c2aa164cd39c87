import { useEffect, useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import { INBOX } from './query-keys.js';
import {
  refreshQueries,
  ApiError,
  MESSAGE_PAGE_SIZE,
  addMessageFolder,
  deleteMessageFolder,
  deleteMessages,
  deleteModeFor,
  loadMessages,
  moveMessages,
  selectionProblem,
  setUnreadCount,
  type MessageFolder,
  type MessageFolderCode,
  type MessageList,
  type SelectionAction,
} from '@studyatlas/core';

/** The folder shown: a system folder (id 0) or one of the member's own (DY with its id). */
export interface FolderChoice {
  code: MessageFolderCode;
  id: number;
}

export const INBOX_FOLDER: FolderChoice = { code: 'I', id: 0 };

export const sameFolder = (a: FolderChoice, b: { code: string; id: number }) => a.code === b.code && a.id === b.id;

/** A line under the toolbar: a selection problem (alert) or what an action did (status). */
export interface InboxNotice {
  kind: 'alert' | 'status';
  text: string;
}

export interface InboxController {
  folder: FolderChoice;
  /** The keyword applied to the list ('' none). */
  keyword: string;
  page: number;
  /** The last answer; null until the first one. */
  list: MessageList | null;
  loading: boolean;
  /** The load failed (the list keeps its last answer, if any). */
  failed: boolean;
  selected: ReadonlySet<number>;
  notice: InboxNotice | null;
  busy: boolean;
  openFolder: (folder: FolderChoice) => void;
  search: (keyword: string) => void;
  setPage: (page: number) => void;
  /** Asks for the folders again (what is shown stays meanwhile). */
  reload: () => void;
  toggle: (id: number) => void;
  toggleAll: () => void;
  /** The selection problem of an action, shown as the notice (true when the action may go on). */
  check: (action: SelectionAction) => boolean;
  /** Adds a folder; answers the server's refusal (for the dialog's field) or null. */
  addFolder: (name: string) => Promise<string | null>;
  deleteFolder: (folder: MessageFolder) => Promise<void>;
  move: (folderId: number) => Promise<void>;
  remove: () => Promise<void>;
}

const refusal = (error: unknown): string => {
  if (!(error instanceof ApiError)) throw error;
  return Object.values(error.errors)[0] ?? error.message;
};

/**
 * The inbox (member §2 "Messaging", §7 inboxMessage, FilterMessage, FilterByKeyWord, AddFolderName,
 * DeleteFolder, MoveMsg, DeleteMsg): a folder's messages a page at a time, the folder list, the
 * selection and the toolbar's calls. Every answer's unread count goes to the header badge.
 */
export function useInbox(initial: FolderChoice = INBOX_FOLDER): InboxController {
  const [folder, setFolder] = useState<FolderChoice>(initial);
  const [keyword, setKeyword] = useState('');
  const [page, setPageState] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<InboxNotice | null>(null);
  const [busy, setBusy] = useState(false);

  // The page shown stays while the next one loads.
  const shown = useQuery(
    `${INBOX}/${folder.code}/${folder.id}/${page}/${keyword}`,
    async () => {
      const answer = await loadMessages({ folder: folder.code, folderFk: folder.id || undefined, keyWord: keyword, pageNo: page, pageSize: MESSAGE_PAGE_SIZE });
      setUnreadCount(answer.unread);
      return answer;
    },
    { audience: 'member', keepWhileLoading: true },
  );
  const list: MessageList | null = shown.data;
  // A page past the end (after a delete) shows the last one.
  useEffect(() => {
    const last = shown.data ? Math.max(1, Math.ceil(shown.data.total / shown.data.pageSize)) : page;
    if (shown.data && shown.status === 'done' && shown.data.rows.length === 0 && page > last) setPageState(last);
  }, [shown.data, shown.status, page]);

  const reload = () => refreshQueries(INBOX);

  const startOver = () => {
    setSelected(new Set());
    setNotice(null);
    setPageState(1);
  };

  const run = async (perform: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    try {
      const text = await perform();
      setNotice({ kind: 'status', text });
    } catch (error) {
      // The client showed the server's refusal in its 'Failed' popup; the list shows what the server holds.
      refusal(error);
      reload();
    } finally {
      setBusy(false);
    }
  };

  const check = (action: SelectionAction) => {
    const problem = selectionProblem(action, selected.size);
    setNotice(problem ? { kind: 'alert', text: problem } : null);
    return problem === null;
  };

  const ids = () => [...selected];

  return {
    folder,
    keyword,
    page,
    list,
    loading: shown.loading || shown.refreshing,
    failed: shown.status === 'failed',
    selected,
    notice,
    busy,
    openFolder: (next) => {
      startOver();
      setKeyword('');
      setFolder(next);
    },
    search: (text) => {
      startOver();
      setKeyword(text.trim());
    },
    setPage: (next) => {
      setSelected(new Set());
      setPageState(next);
    },
    reload,
    toggle: (id) =>
      setSelected((was) => {
        const next = new Set(was);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => {
      const rows = list?.rows ?? [];
      setSelected((was) => (rows.length > 0 && rows.every((row) => was.has(row.id)) ? new Set() : new Set(rows.map((row) => row.id))));
    },
    check,
    addFolder: async (name) => {
      try {
        const answer = await addMessageFolder(name);
        setNotice({ kind: 'status', text: answer.message });
        reload();
        return null;
      } catch (error) {
        return refusal(error);
      }
    },
    deleteFolder: (target) =>
      run(async () => {
        const answer = await deleteMessageFolder(target.id);
        // Every folder's page lists the folders: none of them is shown as it was.
        reload();
        if (sameFolder(folder, target)) {
          startOver();
          setKeyword('');
          setFolder(INBOX_FOLDER);
        }
        return answer.message;
      }),
    move: async (folderId) => {
      if (!check('move')) return;
      await run(async () => {
        const answer = await moveMessages(ids(), folderId);
        setUnreadCount(answer.unread);
        setSelected(new Set());
        reload();
        return answer.message;
      });
    },
    remove: async () => {
      if (!check('delete')) return;
      await run(async () => {
        const answer = await deleteMessages(ids(), deleteModeFor(folder.code));
        setUnreadCount(answer.unread);
        setSelected(new Set());
        reload();
        return answer.message;
      });
    },
  };
}
