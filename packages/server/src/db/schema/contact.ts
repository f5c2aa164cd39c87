import type { Generated } from 'kysely';

/** A contact-us message (migration 0011). */
export interface ContactMessagesTable {
  id: Generated<number>;
  /** The signed-in sender; null for a visitor (PublicContactUS) or once the account is gone. */
  client_id: number | null;
  name: string;
  /** Lower-cased. */
  email: string;
  /** Digits only; null when a member gave none. */
  phone: string | null;
  subject_id: number | null;
  /** The subject's name when it was sent. */
  subject: string;
  note_text: string;
  /** ISO-8601 UTC */
  created_at: string;
}

/** A refer-a-friend invitation (migration 0011). */
export interface ReferralsTable {
  id: Generated<number>;
  client_id: number;
  friend_name: string;
  /** Lower-cased. */
  friend_email: string;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
  referrals: ReferralsTable;
}
