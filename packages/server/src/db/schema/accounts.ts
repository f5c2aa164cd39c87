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
  /** The saved language (a locale of core's LOCALES), null when never chosen: mails are composed in it. */
  locale: Generated<string | null>;
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
  /** The provider the session was opened with; '' for a password sign-in (migration 0024). */
  external_provider: Generated<string>;
}

/** A member's linked account at an external provider (migration 0024). */
export interface ExternalIdentitiesTable {
  id: Generated<number>;
  provider: string;
  /** The provider's stable id of the person (`sub`, or Facebook's id). */
  subject: string;
  client_id: number;
  email: string;
  created_at: string;
}

/** A started redirect to a provider: the callback finds it by its state and uses it once. */
export interface ExternalFlowsTable {
  id: Generated<number>;
  /** SHA-256 of the state (the browser keeps the state in the sa_external cookie). */
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** What a callback learnt, behind a one-time code (ObtainLocalAccessToken, registerexternal). */
export interface ExternalGrantsTable {
  id: Generated<number>;
  code_hash: string;
  /** SHA-256 of the browser's sa_external cookie: the code works only in the browser that signed in. */
  browser_hash: string;
  provider: string;
  subject: string;
  email: string;
  email_verified: number;
  first_name: string;
  surname: string;
  /** The member when the identity (or a vouched e-mail) is known; null: sign-up first. */
  client_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
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
  external_identities: ExternalIdentitiesTable;
  external_flows: ExternalFlowsTable;
  external_grants: ExternalGrantsTable;
}
