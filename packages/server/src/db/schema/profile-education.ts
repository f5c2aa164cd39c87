import type { Generated } from 'kysely';

/*
 * Profile E and W (migration 0018). The qualification columns added to member_education are typed
 * in ./friends.ts (MemberEducationTable) beside the ones of 0010.
 */

/** A reference row with its order (qualification levels, languages, English tests). */
export interface OrderedLookupTable {
  id: number;
  name: string;
  sort_order: number;
}

/** A module of an English test (member §3): D decimal or N whole scores, range 'min/max', multiplier the step. */
export interface EnglishTestModulesTable {
  id: number;
  test_id: number;
  name: string;
  score_type: 'D' | 'N';
  score_range: string;
  multiplier: number;
  sort_order: number;
}

/** An English (E) or other (O) test result of a member. Dates yyyy-MM-dd. */
export interface MemberEnglishTestsTable {
  id: Generated<number>;
  client_id: number;
  kind: 'E' | 'O';
  /** The English test (kind E); null for an other test. */
  test_id: number | null;
  /** An other test's name. */
  test_name: Generated<string>;
  test_date: string;
  report_no: string;
  award_by: Generated<string>;
  award_name: Generated<string>;
  /** An other test's scores, as text. */
  score_text: Generated<string>;
  country_id: number;
  state_id: number;
  city_id: number;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** One module's score of an English test result, as written ('7.5'). */
export interface MemberEnglishScoresTable {
  id: Generated<number>;
  english_id: number;
  module_id: number;
  score_value: string;
}

/** A job (member §3 "Work experience"). end_date null while current. */
export interface MemberEmploymentTable {
  id: Generated<number>;
  client_id: number;
  employer: string;
  position: string;
  report_to: string;
  main_duties: Generated<string>;
  start_date: string;
  end_date: string | null;
  /** 0/1 */
  is_current: Generated<number>;
  contact_name: string;
  created_at: string;
  updated_at: string;
}

/** The employer contact of a job (address type E), one per job. */
export interface MemberEmploymentContactsTable {
  id: Generated<number>;
  employment_id: number;
  address_type: Generated<'E'>;
  country_id: number;
  state_id: number;
  city_id: number;
  postcode: string;
  address1: string;
  address2: Generated<string>;
  address3: Generated<string>;
  phone: Generated<string>;
  fax: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
}

export interface ProfileEducationTables {
  qualification_levels: OrderedLookupTable;
  languages: OrderedLookupTable;
  english_tests: OrderedLookupTable;
  english_test_modules: EnglishTestModulesTable;
  member_english_tests: MemberEnglishTestsTable;
  member_english_scores: MemberEnglishScoresTable;
  member_employment: MemberEmploymentTable;
  member_employment_contacts: MemberEmploymentContactsTable;
}
