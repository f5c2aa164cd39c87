import type { Generated } from 'kysely';

export interface ClientsTable {
  id: Generated<number>;
  /** Lower-cased; the Login ID. */
  email: string;
  first_name: string;
  surname: string;
  password_hash: string;
  provider: Generated<string>;
  verified_at: string | null;
  created_at: string;
  password_changed_at: string | null;
  /** 0/1: an e-mail notice of each new message (on by default; the member's profile setting). */
  message_notices: Generated<number>;
}

export interface VerificationKeysTable {
  id: Generated<number>;
  client_id: number;
  /** SHA-256 of the key sent by e-mail; the key itself is never stored. */
  key_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  client_id: number;
  temp_password_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  client_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

export interface AccountsTables {
  clients: ClientsTable;
  verification_keys: VerificationKeysTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
}
