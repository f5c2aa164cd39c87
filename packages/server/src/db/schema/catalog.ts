import type { Generated } from 'kysely';

// Generated<…> marks columns the database fills in when an insert leaves them out (ids, defaults).

/** 'I' institution, 'A' agent: the two kinds differ only in their default logo and relations. */
export type LegalKind = 'I' | 'A';

export interface LegalEntitiesTable {
  id: Generated<number>;
  kind: LegalKind;
  /** The data owner's own identifier; unique across institutions and agents; null for demo data. */
  external_id: string | null;
  name: string;
  description: Generated<string>;
  web_address: string | null;
  email: string | null;
  phone: string | null;
  /** Null → the client shows the default institution or agent logo. */
  logo_path: string | null;
  /** Migration 0035: a logo uploaded in the workspace (stored_files, kind IMG); wins over logo_path. */
  logo_file_id: Generated<number | null>;
  created_at: string;
}

/** Campuses of institutions and offices of agents. */
export interface LocationsTable {
  id: Generated<number>;
  legal_id: number;
  /** Unique across all locations. */
  external_id: string | null;
  name: string;
  city_id: number;
  address: Generated<string>;
  postcode: Generated<string>;
  latitude: number;
  longitude: number;
  phone: string | null;
  email: string | null;
  /** 0/1 */
  is_head_office: Generated<number>;
  /** 0/1: placed at its state's or country's centre, the locality being unknown (issue 25). */
  approximate: Generated<number>;
}

/** Institutions an agent represents. */
export interface AgentInstitutionsTable {
  agent_id: number;
  institution_id: number;
}

export interface CoursesTable {
  id: Generated<number>;
  legal_id: number;
  /** Unique across all courses. */
  external_id: string | null;
  name: string;
  course_code: Generated<string>;
  major_id: number;
  minor_id: number | null;
  award_id: number;
  /** The award as the imported file gave it when it differs from the level's name ('' otherwise). */
  award_name: Generated<string>;
  description: Generated<string>;
  structure: Generated<string>;
  duration_months: number | null;
  duration_text: Generated<string>;
  student_type: Generated<string>;
  /** 0/1 */
  interview_required: Generated<number>;
  /** How many references an applicant needs. */
  min_reference: Generated<number>;
  created_at: string;
  /** Migration 0032: only published courses are found, compared and shown to the public. */
  status: Generated<CourseStatus>;
}

/** A course's name and description in another language (migration 0038); at least one of them is given. */
export interface CourseTranslationsTable {
  course_id: number;
  /** One of core's TRANSLATION_LOCALES. */
  locale: string;
  name: string | null;
  description: string | null;
}

/** 'published' by default (imports, the demo); a workspace draft; archived (kept in applications and favourites). */
export type CourseStatus = 'draft' | 'published' | 'archived';

/** One staff write of a course, an intake (migration 0032), the organisation's profile or a campus (0035). */
export interface CatalogueHistoryTable {
  id: Generated<number>;
  legal_id: number;
  /** Null for the organisation's profile and its campuses (migration 0035), and a scholarship's, a form's or an event's rows (0036). */
  course_id: number | null;
  record: 'course' | 'intake' | 'organisation' | 'campus' | ListingKind;
  record_id: number;
  client_id: number | null;
  action: 'created' | 'updated' | 'status' | 'deleted';
  /** JSON `[{ field, before, after }]`. */
  changes: string;
  at: string;
}

export interface CourseCampusesTable {
  course_id: number;
  location_id: number;
}

/** One start of a course at a campus in a study mode; unique per (course, campus, mode, date). */
export interface IntakesTable {
  id: Generated<number>;
  course_id: number;
  location_id: number;
  study_mode_id: number;
  /** yyyy-MM-dd */
  start_date: string;
  seats: number | null;
  /** Seats held by submitted applications (migration 0020); never above seats. */
  seats_taken: Generated<number>;
  annual_fee: number | null;
  total_fee: number | null;
  /** ISO 4217 */
  currency: string;
}

/** The workspace's other catalogue records (issue 27), and their states (migration 0036). */
export type ListingKind = 'scholarship' | 'form' | 'event';
export type ListingStatus = 'draft' | 'published' | 'archived';

export interface ScholarshipsTable {
  id: Generated<number>;
  legal_id: number;
  name: string;
  description: Generated<string>;
  amount: number | null;
  currency: string;
  /** The country where it is offered. */
  country_id: number;
  /** Study level group it applies to; null = any. */
  award_group_id: number | null;
  web_address: string | null;
  /** yyyy-MM-dd */
  open_date: string;
  /** yyyy-MM-dd */
  close_date: string;
  created_at: string;
  /** Migration 0036: draft, published (the default) or archived. */
  status: Generated<ListingStatus>;
}

export interface EventsTable {
  id: Generated<number>;
  /** The organiser. */
  legal_id: number;
  /** The organiser's campus or office it is held at; null when held elsewhere (venue_name). */
  location_id: number | null;
  city_id: number;
  name: string;
  description: Generated<string>;
  venue_name: Generated<string>;
  /** yyyy-MM-dd */
  date_from: string;
  /** yyyy-MM-dd */
  date_to: string;
  reg_url: string | null;
  web_site: string | null;
  created_at: string;
  /** Migration 0036: draft, published (the default) or archived. */
  status: Generated<ListingStatus>;
}

/** Institutions and agents taking part in an event (besides the organiser). */
export interface EventParticipantsTable {
  event_id: number;
  legal_id: number;
}

export interface EventCostsTable {
  id: Generated<number>;
  event_id: number;
  label: string;
  amount: number;
  currency: string;
}

export interface EventContactsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

/** A category tree up to 12 levels deep: level 0 has no parent, level n's parent has level n-1. */
export interface FormCategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  level: number;
  name: string;
}

export interface FormsTable {
  id: Generated<number>;
  category_id: number;
  legal_id: number;
  name: string;
  file_name: string;
  /** Text shown above the form in the list. */
  header: Generated<string>;
  created_at: string;
  /** Migration 0036: draft, published (the default) or archived. */
  status: Generated<ListingStatus>;
}

export interface CatalogTables {
  legal_entities: LegalEntitiesTable;
  locations: LocationsTable;
  agent_institutions: AgentInstitutionsTable;
  courses: CoursesTable;
  course_translations: CourseTranslationsTable;
  catalogue_history: CatalogueHistoryTable;
  course_campuses: CourseCampusesTable;
  intakes: IntakesTable;
  scholarships: ScholarshipsTable;
  events: EventsTable;
  event_participants: EventParticipantsTable;
  event_costs: EventCostsTable;
  event_contacts: EventContactsTable;
  form_categories: FormCategoriesTable;
  forms: FormsTable;
}
