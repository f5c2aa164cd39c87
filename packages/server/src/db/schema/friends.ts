import type { ColumnType, Generated } from 'kysely';
import type { ProfileBasicColumns } from './profile-basic.js';

/** A member's basic profile (migration 0010: places and the current study; 0016: the basic details). Ids null when unknown. */
export interface MemberProfilesTable extends ProfileBasicColumns {
  client_id: number;
  home_country_id: number | null;
  home_state_id: number | null;
  home_city_id: number | null;
  current_country_id: number | null;
  current_state_id: number | null;
  current_city_id: number | null;
  current_address: Generated<string>;
  current_postcode: Generated<string>;
  /** 0/1: the postal address is the current address. */
  postal_same: Generated<number>;
  postal_country_id: number | null;
  postal_state_id: number | null;
  postal_city_id: number | null;
  postal_address: Generated<string>;
  postal_postcode: Generated<string>;
  /** 0/1 */
  current_study: Generated<number>;
  study_country_id: number | null;
  /** The catalogue institution of the current study (null when named only). */
  study_legal_id: number | null;
  study_institution_name: Generated<string>;
  study_from_year: number | null;
  study_to_year: number | null;
  about_me: Generated<string>;
  /** ISO-8601 UTC */
  updated_at: string;
}

/** Where a member studied (member §3 "Education"). */
export interface MemberEducationTable {
  id: Generated<number>;
  client_id: number;
  country_id: number | null;
  legal_id: number | null;
  institution_name: string;
  qualification: Generated<string>;
  /** yyyy-MM-dd */
  date_from: string | null;
  /** yyyy-MM-dd; null while studying. */
  date_to: string | null;
  created_at: string;
  // Added by migration 0018 (profile E): the rest of a qualification (member §3 "Education").
  level_id: number | null;
  language_id: number | null;
  awarding_body: Generated<string>;
  /** 0/1: the highest qualification. */
  highest: Generated<number>;
  subject_grade_date: Generated<string>;
  /** yyyy-MM-dd, while studying. */
  estimated_completion: string | null;
  updated_at: string | null;
}

export type StudyPreferenceCategory = 'SD' | 'SA' | 'SM' | 'AL';

/**
 * A study preference (member §3): SD reference = country (city_id optional), SA = a study area major,
 * SM = a study area minor, AL = an award level (award_group_id its group).
 */
export interface MemberStudyPreferencesTable {
  id: Generated<number>;
  client_id: number;
  category: StudyPreferenceCategory;
  reference_id: number;
  city_id: number | null;
  award_group_id: number | null;
  value: Generated<string>;
  /** 0/1: the preferred destination (SD). */
  preferred: Generated<number>;
  status: Generated<'N' | 'A'>;
  choice_order: Generated<number>;
}

/** S sent, L linked (accepted), R rejected. */
export type FriendLinkState = 'S' | 'L' | 'R';

export interface FriendLinksTable {
  id: Generated<number>;
  requester_id: number;
  addressee_id: number;
  state: FriendLinkState;
  /** The request's comment. */
  note: Generated<string>;
  created_at: string;
  answered_at: string | null;
}

/** I inbox, D drafts, S sent, A deleted, DY a custom folder. */
export type MessageFolder = 'I' | 'D' | 'S' | 'A' | 'DY';

/** One mailbox copy of a member message; CM a message, FR a friend request. */
export interface MemberMessagesTable {
  id: Generated<number>;
  owner_id: number;
  sender_id: number | null;
  recipient_id: number | null;
  folder: MessageFolder;
  kind: Generated<'CM' | 'FR'>;
  friend_link_id: number | null;
  /** ReferenceFk of the message (an earlier message), as sent. */
  reference_id: number | null;
  subject: string;
  body: string;
  /** 0/1 */
  is_read: Generated<number>;
  created_at: string;
  /** The copies of one message share it: the sender's copy id. */
  message_key: Generated<number>;
  /** The message replied to or forwarded (its message_key). */
  parent_key: number | null;
  /** The first message of the thread (its message_key). */
  thread_key: Generated<number>;
  /** D draft, S send, R reply, RA reply all, F forward. */
  action_type: Generated<MessageActionType>;
  /** JSON `[{ id: 'C-12' | 'G-3', name }]` as sent; Bcc only on the sender's copy. */
  to_list: Generated<string>;
  cc_list: Generated<string>;
  bcc_list: Generated<string>;
  /** With folder DY: the owner's folder. */
  folder_id: number | null;
  /** searchKeyOf(subject, sender name, body text). */
  search_key: Generated<string>;
  /** A message from an organisation (legal_entities, migration 0029): its name is the sender; sender_id is null. */
  sender_org_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type MessageActionType = 'D' | 'S' | 'R' | 'RA' | 'F';

export interface FriendsTables {
  member_profiles: MemberProfilesTable;
  member_education: MemberEducationTable;
  member_study_preferences: MemberStudyPreferencesTable;
  friend_links: FriendLinksTable;
  member_messages: MemberMessagesTable;
}
