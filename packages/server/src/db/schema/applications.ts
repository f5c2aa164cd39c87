import type { Generated } from 'kysely';

/** Online applications, their courses' timeline and partner keys (migration 0020). */

export type ApplicationStatus = 'D' | 'S' | 'W';

export interface ApplicationsTable {
  id: Generated<number>;
  client_id: number;
  /** D draft, S submitted, W withdrawn. */
  status: Generated<ApplicationStatus>;
  /** '' until the shortlist call, then SAS_PAP. */
  app_key: Generated<string>;
  sap_student_id: Generated<string>;
  /** P when more than one course, else A (member §4). */
  shortlist_value: Generated<'A' | 'P'>;
  /** The wizard step the student is on: C, B, E, W, P, AD, AS, DC. */
  step: Generated<string>;
  survey_id: number | null;
  privacy_policy_id: number | null;
  declared_at: string | null;
  /** The application summary as JSON, frozen at submission. */
  snapshot: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  withdrawn_at: string | null;
}

export interface ApplicationCoursesTable {
  id: Generated<number>;
  application_id: number;
  position: number;
  course_id: number;
  intake_id: number;
  location_id: number;
  study_mode_id: number;
  /** The institution applied to (AppliedForLegalId). */
  legal_id: number;
  /** yyyy-MM-dd. */
  intake_date: string;
  /** '' while a draft; then the timeline status code. */
  status: Generated<string>;
  conditions: Generated<string>;
  /** 1 while this course holds one of the intake's seats. */
  holds_seat: Generated<number>;
  updated_at: string;
}

export interface ApplicationCourseEventsTable {
  id: Generated<number>;
  application_course_id: number;
  status: string;
  conditions: Generated<string>;
  /** S the student, I the institution. */
  actor: 'S' | 'I';
  at: string;
}

export interface PartnerKeysTable {
  id: Generated<number>;
  legal_id: number;
  /** SHA-256 of the key, hex. */
  key_hash: string;
  label: Generated<string>;
  created_at: string;
  revoked_at: string | null;
}

export interface ApplicationsTables {
  applications: ApplicationsTable;
  application_courses: ApplicationCoursesTable;
  application_course_events: ApplicationCourseEventsTable;
  partner_keys: PartnerKeysTable;
}
