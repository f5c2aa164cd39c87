import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A member a message can go to: one of the sender's friends. */
export interface Contact {
  clientId: number;
  name: string;
}

/** One of the sender's groups and its members now. */
export interface ContactGroup {
  groupId: number;
  name: string;
  memberIds: number[];
}

/**
 * What messaging needs of the friends area, handed in by `areas.ts` (the friends area owns friend
 * links and groups; an area never imports another). Both take the database they read from, so the
 * send's transaction can pass itself.
 */
export interface FriendsPort {
  /** The member's friends (linked), by name. */
  contactsOf(db: Db, clientId: number): Promise<Contact[]>;
  /** The member's groups with their members, by name. */
  groupsOf(db: Db, clientId: number): Promise<ContactGroup[]>;
}
