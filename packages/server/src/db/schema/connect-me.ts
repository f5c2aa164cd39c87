import type { Generated } from 'kysely';

/** A connect-me enquiry to an institution's campus (migration 0006). */
export interface ConnectMeRequestsTable {
  id: Generated<number>;
  /** The signed-in sender; null for an anonymous enquiry (connectPublic). */
  client_id: number | null;
  /** Anonymous enquiries only. */
  sender_name: string | null;
  sender_email: string | null;
  sender_phone: string | null;
  legal_id: number;
  location_id: number;
  sender_type: Generated<string>;
  subject_lookup_fk: number | null;
  subject: string;
  note_text: string;
  type: Generated<string>;
  /** ISO-8601 UTC */
  created_at: string;
  /** The language the enquiry was sent in (issue 28), null when the request named none. */
  locale: Generated<string | null>;
}

export interface ConnectMeTables {
  connect_me_requests: ConnectMeRequestsTable;
}
