import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, optionalId, requiredId } from './fields.js';
import { MESSAGE_ACTION_TYPES, MESSAGE_DELETE_MODES, MESSAGE_FOLDERS, MESSAGE_PAGE_SIZE } from '../rules/messaging.js';

/**
 * Messaging (member §2 "Messaging", §3, §4, §7 MSG and MSGC). Every message id a member sends or gets
 * is the id of their own mailbox copy; another member's copy answers 404.
 */
const area = 'messaging';

export const FolderCode = z.enum(MESSAGE_FOLDERS);

/** A folder in the folder list: a system folder (id 0) or one of the member's own (DY). */
export const MessageFolder = z.object({
  code: FolderCode,
  /** The DY folder's id; 0 for I, D, S and A. */
  id: z.number(),
  name: z.string(),
  total: z.number(),
  unread: z.number(),
});
export type MessageFolder = z.infer<typeof MessageFolder>;

/** A recipient as the message keeps it: C-{id} a contact, G-{id} a group, with the name it had. */
export const Recipient = z.object({ id: z.string(), name: z.string() });
export type Recipient = z.infer<typeof Recipient>;

/** An inbox row (member §3). */
export const InboxRow = z.object({
  /** The member's copy. */
  id: z.number(),
  /** The sender's name ('' when the account is gone). */
  sender: z.string(),
  senderId: z.nullable(z.number()),
  /** The To names (drafts and sent mail show them instead of the sender). */
  recipients: z.string(),
  subject: z.string(),
  /** ISO-8601 UTC. */
  received: z.string(),
  unread: z.boolean(),
  /** CM a message, FR a friend request. */
  kind: z.enum(['CM', 'FR']),
  hasAttachments: z.boolean(),
  folder: FolderCode,
  folderId: z.nullable(z.number()),
});
export type InboxRow = z.infer<typeof InboxRow>;

export const MessageList = z.object({
  folder: FolderCode,
  /** With folder DY: the member's folder. */
  folderFk: z.nullable(z.number()),
  keyWord: z.string(),
  total: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
  rows: z.array(InboxRow),
  /** I, D, S, A then the member's own folders by name. */
  folders: z.array(MessageFolder),
  /** Unread messages in the inbox and the member's own folders (the header's count). */
  unread: z.number(),
});
export type MessageList = z.infer<typeof MessageList>;

const paging = { pageNo: count(1), pageSize: count(MESSAGE_PAGE_SIZE) };
/** A folder code; with DY, folderFk names the member's folder. */
const folderQuery = { folderFk: optionalId() };
/** Semicolon- or comma-separated copy ids, as the specification's MsgFks. */
const idList = () => z.string().check(z.maxLength(20_000));

export const inboxMessage = defineCall({
  id: 'messagingInbox',
  area,
  summary: "The member's inbox (folder I), newest first, a page at a time, with the folder list and the unread count.",
  method: 'GET',
  path: '/api/MSG/inboxMessage',
  auth: 'required',
  query: z.object(paging),
  reply: MessageList,
});

export const filterMessage = defineCall({
  id: 'messagingFilter',
  area,
  summary: 'One folder (filterKey I, D, S, A, or DY with folderFk), newest first, a page at a time.',
  method: 'GET',
  path: '/api/MSG/FilterMessage',
  auth: 'required',
  query: z.object({ filterKey: FolderCode, ...folderQuery, ...paging }),
  reply: MessageList,
});

export const filterByKeyWord = defineCall({
  id: 'messagingFilterByKeyWord',
  area,
  summary: 'Messages of a folder (actionKey, folderFk) whose subject, sender or text contain the keyword (case and accents ignored).',
  method: 'GET',
  path: '/api/MSG/FilterByKeyWord',
  auth: 'required',
  query: z.object({ actionKey: FolderCode, keyWord: z.string().check(z.maxLength(1000)), ...folderQuery, ...paging }),
  reply: MessageList,
});

export const addFolderName = defineCall({
  id: 'messagingAddFolder',
  area,
  summary: "Adds one of the member's own folders (DY). 'Folder name is required'.",
  method: 'GET',
  path: '/api/MSG/AddFolderName',
  auth: 'required',
  query: z.object({ folderName: z._default(z.string().check(z.maxLength(1000)), '') }),
  reply: z.object({ folder: MessageFolder, message: z.string() }),
});

export const deleteFolder = defineCall({
  id: 'messagingDeleteFolder',
  area,
  summary: "Deletes one of the member's folders; its messages go back to the inbox.",
  method: 'GET',
  path: '/api/MSG/DeleteFolder',
  auth: 'required',
  query: z.object({ folderFk: requiredId() }),
  reply: z.object({ moved: z.number(), message: z.string() }),
});

export const moveMsg = defineCall({
  id: 'messagingMove',
  area,
  summary: "Moves the member's received messages (MsgFks) to the inbox (folderFk I or 0) or one of their folders. 'Atleast one record should be selected.'",
  method: 'GET',
  path: '/api/MSG/MoveMsg',
  auth: 'required',
  query: z.object({ MsgFks: z._default(idList(), ''), folderFk: z.string().check(z.maxLength(20)) }),
  reply: z.object({ moved: z.number(), message: z.string(), unread: z.number() }),
});

export const deleteMsg = defineCall({
  id: 'messagingDelete',
  area,
  summary:
    "Deletes messages (MsgFks): type '' moves inbox, draft and own-folder messages to deleted (A), X moves sent ones to deleted, RS deletes from deleted for good. 'Atleast one record should be selected.'",
  method: 'GET',
  path: '/api/MSG/DeleteMsg',
  auth: 'required',
  query: z.object({ MsgFks: z._default(idList(), ''), type: z._default(z.enum(MESSAGE_DELETE_MODES), '') }),
  reply: z.object({ deleted: z.number(), message: z.string(), unread: z.number() }),
});

export const unreadCount = defineCall({
  id: 'messagingUnreadCount',
  area,
  summary: "The member's unread messages (inbox and own folders).",
  method: 'GET',
  path: '/api/MSG/UnreadCount',
  auth: 'required',
  reply: z.object({ unread: z.number() }),
});

export const unreadEvents = defineCall({
  id: 'messagingUnreadEvents',
  area,
  summary:
    'text/event-stream: an `unread` event with data {"unread": n} at once and whenever the count changes (a message arrives, is read, moved or deleted); a comment line every 25 s keeps proxies from closing it.',
  method: 'GET',
  path: '/api/MSG/UnreadEvents',
  auth: 'required',
  reply: z.object({ unread: z.number() }),
});

/** The picker's lists (member §2): contacts are the member's friends, groups the member's groups. */
export const RecipientDirectory = z.object({
  contacts: z.array(z.object({ id: z.string(), clientId: z.number(), name: z.string(), pflImage: z.string() })),
  groups: z.array(z.object({ id: z.string(), groupId: z.number(), name: z.string(), memberCount: z.number() })),
});
export type RecipientDirectory = z.infer<typeof RecipientDirectory>;

export const myGroupMember = defineCall({
  id: 'messagingRecipients',
  area,
  summary: "The recipient picker: the member's friends as contacts (C-{id}) and groups (G-{id}).",
  method: 'GET',
  path: '/api/MSGC/MyGroupMember',
  auth: 'required',
  reply: RecipientDirectory,
});

/** A list of stored-file ids as old clients send it: '3;4', '3,4' or [3, 4]. */
const fileIds = () => z._default(z.union([z.string().check(z.maxLength(2000)), z.array(z.union([z.number(), z.string().check(z.maxLength(12))])).check(z.maxLength(100))]), '');
const recipientList = () => z._default(z.nullable(z.string().check(z.maxLength(20_000))), '');

/** Message draft or send (member §3). Other fields of the specification (sender_type, priority …) are accepted and ignored. */
export const SaveMessageBody = z.object({
  action_type: z.enum(MESSAGE_ACTION_TYPES),
  subject: z._default(z.nullable(z.string().check(z.maxLength(10_000))), ''),
  /** HTML; the server keeps only what its allow-list permits. */
  message: z._default(z.nullable(z.string().check(z.maxLength(2_000_000))), ''),
  TO: recipientList(),
  CC: recipientList(),
  BCC: recipientList(),
  /** The member's copy this message replies to or forwards. */
  parentMessageFk: optionalId(),
  /** The draft this save updates or sends. */
  messageFk: optionalId(),
  FileInfoFks: fileIds(),
  /** With action D: keep the reply/forward kind the draft was started as. */
  RepllyOption: z.optional(z.nullable(z.enum(['', 'R', 'RA', 'F']))),
});
export type SaveMessageBody = z.infer<typeof SaveMessageBody>;

export const saveMessage = defineCall({
  id: 'messagingSave',
  area,
  summary:
    "Saves a draft (action_type D: subject required, no recipient check) or sends (S, R, RA, F: subject and a known recipient required) in one transaction. retVal is the sender's copy.",
  method: 'POST',
  path: '/api/MSGC/SaveMessage',
  auth: 'required',
  body: SaveMessageBody,
  reply: z.object({ retVal: z.number(), message: z.string() }),
});

export const discardMessage = defineCall({
  id: 'messagingDiscard',
  area,
  summary: "Discards one of the member's drafts for good.",
  method: 'GET',
  path: '/api/MSGC/DiscardMessage',
  auth: 'required',
  query: z.object({ MsgFk: requiredId() }),
  reply: z.object({ message: z.string() }),
});

/** A stored file attached to a message. */
export const Attachment = z.object({ fileId: z.number(), fileName: z.string(), contentType: z.string(), size: z.number() });
export type Attachment = z.infer<typeof Attachment>;

/** What the compose screen opens with (member §7 GetMsgData). */
export const ComposeData = z.object({
  /** The draft being edited; 0 for a new reply or forward. */
  messageFk: z.number(),
  /** The member's copy replied to or forwarded; 0 when none. */
  parentMessageFk: z.number(),
  actionType: z.enum(MESSAGE_ACTION_TYPES),
  subject: z.string(),
  /** HTML: the draft's text, or the quoted original. */
  message: z.string(),
  to: z.array(Recipient),
  cc: z.array(Recipient),
  bcc: z.array(Recipient),
  attachments: z.array(Attachment),
});
export type ComposeData = z.infer<typeof ComposeData>;

export const getMsgData = defineCall({
  id: 'messagingComposeData',
  area,
  summary: 'Opens the compose screen: a draft (actionType D), or a reply (R), reply all (RA) or forward (F) of the member\'s message with the quoted original.',
  method: 'GET',
  path: '/api/MSGC/GetMsgData',
  auth: 'required',
  query: z.object({ MsgFk: requiredId(), actionType: z.enum(MESSAGE_ACTION_TYPES) }),
  reply: ComposeData,
});

/** A message as the read screen shows it. */
export const ReadMessage = z.object({
  id: z.number(),
  sender: z.object({ clientId: z.nullable(z.number()), name: z.string(), pflImage: z.string() }),
  to: z.array(Recipient),
  cc: z.array(Recipient),
  /** Only on the sender's own copy. */
  bcc: z.array(Recipient),
  subject: z.string(),
  /** Sanitized HTML. */
  message: z.string(),
  sentAt: z.string(),
  folder: FolderCode,
  kind: z.enum(['CM', 'FR']),
  /** A friend request's link and whether it can still be answered. */
  friendRequest: z.nullable(z.object({ linkId: z.number(), open: z.boolean() })),
  attachments: z.array(Attachment),
});
export type ReadMessage = z.infer<typeof ReadMessage>;

export const getMsgRdData = defineCall({
  id: 'messagingRead',
  area,
  summary: "Reads one of the member's messages with its thread (the messages it answers and its replies the member has), and marks it read.",
  method: 'GET',
  path: '/api/MSGC/GetMsgRdData',
  auth: 'required',
  query: z.object({
    MsgFk: requiredId(),
    /** Accepted for old clients. */
    msgType: z.optional(z.string().check(z.maxLength(20))),
    actionType: z.optional(z.string().check(z.maxLength(20))),
  }),
  reply: z.object({ message: ReadMessage, thread: z.array(ReadMessage), unread: z.number() }),
});

export const downloadAttachment = defineCall({
  id: 'messagingAttachment',
  area,
  summary: "An attachment's bytes (content-type and x-filename), for the message's sender and recipients only; 404 otherwise.",
  method: 'GET',
  path: '/api/MSG/Attachment',
  auth: 'required',
  query: z.object({ MsgFk: requiredId(), fileFk: requiredId() }),
  reply: z.unknown(),
});

export const messageNotices = defineCall({
  id: 'messagingNotices',
  area,
  summary: 'Whether the member gets an e-mail notice of each new message (on by default).',
  method: 'GET',
  path: '/api/Profile/MessageNotices',
  auth: 'required',
  reply: z.object({ enabled: z.boolean() }),
});

export const saveMessageNotices = defineCall({
  id: 'messagingSaveNotices',
  area,
  summary: 'Turns the e-mail notice of new messages on or off.',
  method: 'POST',
  path: '/api/Profile/SaveMessageNotices',
  auth: 'required',
  body: z.object({ enabled: z.boolean() }),
  reply: z.object({ enabled: z.boolean(), message: z.string() }),
});
