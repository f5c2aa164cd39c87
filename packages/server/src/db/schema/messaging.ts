import type { Generated } from 'kysely';

/** A member's own message folder (DY). */
export interface MessageFoldersTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  created_at: string;
}

/** A stored file attached to a message (all copies: by message_key). */
export interface MessageAttachmentsTable {
  message_key: number;
  file_id: number;
}

/** A member's friend group. */
export interface FriendGroupsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface FriendGroupMembersTable {
  group_id: number;
  member_id: number;
}

export interface MessagingTables {
  message_folders: MessageFoldersTable;
  message_attachments: MessageAttachmentsTable;
  friend_groups: FriendGroupsTable;
  friend_group_members: FriendGroupMembersTable;
}
