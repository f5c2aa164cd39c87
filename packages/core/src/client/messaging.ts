import * as messaging from '../contracts/messaging.js';
import type { ComposeData, InboxRow, MessageFolder, MessageList, ReadMessage, Recipient, RecipientDirectory, SaveMessageBody } from '../contracts/messaging.js';
import { MESSAGE_PAGE_SIZE, type MessageActionType, type MessageDeleteMode, type MessageFolderCode } from '../rules/messaging.js';
import { getClient } from './default-client.js';
import { fetchAndSave, statusTextMessage, type DownloadOptions, type DownloadOutcome } from './shared-download.js';

// The messaging shapes the screens use, by name (the contracts module is exported as `messaging`).
export type { ComposeData, InboxRow, MessageFolder, MessageList, ReadMessage, Recipient, RecipientDirectory, SaveMessageBody };

/** Which list to load: a folder (DY with its id), optionally a keyword, a page. */
export interface MessageListQuery {
  folder: MessageFolderCode;
  folderFk?: number;
  keyWord?: string;
  pageNo?: number;
  pageSize?: number;
}

/** inboxMessage, FilterMessage or FilterByKeyWord, whichever the query needs. */
export function loadMessages(q: MessageListQuery): Promise<MessageList> {
  const paging = { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? MESSAGE_PAGE_SIZE };
  const folderFk = q.folder === 'DY' ? q.folderFk : undefined;
  const keyWord = q.keyWord?.trim();
  if (keyWord) return getClient().call(messaging.filterByKeyWord, { query: { actionKey: q.folder, keyWord, folderFk, ...paging } });
  if (q.folder === 'I') return getClient().call(messaging.inboxMessage, { query: paging });
  return getClient().call(messaging.filterMessage, { query: { filterKey: q.folder, folderFk, ...paging } });
}

const idList = (ids: readonly number[]) => ids.join(';');

export const addMessageFolder = (folderName: string) => getClient().call(messaging.addFolderName, { query: { folderName } });
export const deleteMessageFolder = (folderFk: number) => getClient().call(messaging.deleteFolder, { query: { folderFk } });
/** Moves messages to the inbox (folderId 0) or one of the member's folders. */
export const moveMessages = (ids: readonly number[], folderId: number) =>
  getClient().call(messaging.moveMsg, { query: { MsgFks: idList(ids), folderFk: folderId ? String(folderId) : 'I' } });
export const deleteMessages = (ids: readonly number[], type: MessageDeleteMode) =>
  getClient().call(messaging.deleteMsg, { query: { MsgFks: idList(ids), type } });
export const loadUnreadCount = async () => (await getClient().call(messaging.unreadCount)).unread;

export const loadRecipientDirectory = () => getClient().call(messaging.myGroupMember);
export const saveMessage = (body: SaveMessageBody) => getClient().call(messaging.saveMessage, { body });
export const discardMessage = (MsgFk: number) => getClient().call(messaging.discardMessage, { query: { MsgFk } });
export const loadComposeData = (MsgFk: number, actionType: MessageActionType) => getClient().call(messaging.getMsgData, { query: { MsgFk, actionType } });
export const readMessage = (MsgFk: number) => getClient().call(messaging.getMsgRdData, { query: { MsgFk } });

export const loadMessageNotices = async () => (await getClient().call(messaging.messageNotices)).enabled;
export const saveMessageNotices = (enabled: boolean) => getClient().call(messaging.saveMessageNotices, { body: { enabled } });

/** Downloads an attachment of the member's message with their bearer token and saves it. */
export function downloadAttachment(msgId: number, file: { fileId: number; fileName: string }, options: DownloadOptions = {}): Promise<DownloadOutcome> {
  const query = new URLSearchParams({ MsgFk: String(msgId), fileFk: String(file.fileId) });
  return fetchAndSave(
    { url: `${getClient().baseUrl}${messaging.downloadAttachment.path}?${query}`, failureMessage: statusTextMessage, fileName: () => file.fileName },
    options,
  );
}
