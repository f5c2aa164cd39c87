import type { Selectable } from 'kysely';
import type {
  AgentInstitutionsTable,
  CourseCampusesTable,
  CoursesTable,
  EventContactsTable,
  EventCostsTable,
  EventParticipantsTable,
  EventsTable,
  FormCategoriesTable,
  FormsTable,
  IntakesTable,
  LegalEntitiesTable,
  LocationsTable,
  ScholarshipsTable,
} from '../../db/schema/catalog.js';
import type { StoredFilesTable } from '../../db/schema/files.js';

export interface DemoCity {
  id: number;
  /** As shown in generated names (Cologne rather than Köln). */
  name: string;
  countryId: number;
  iso2: string;
  countryName: string;
  stateCode: string;
  latitude: number;
  longitude: number;
  currency: string;
  phoneCode: string;
}

/** Tables whose ids the generator hands out itself (so rows can refer to each other before insert). */
export const ID_TABLES = [
  'legal_entities',
  'locations',
  'courses',
  'intakes',
  'scholarships',
  'events',
  'event_costs',
  'event_contacts',
  'form_categories',
  'forms',
  'stored_files',
] as const;
export type IdTable = (typeof ID_TABLES)[number];

export interface DemoContext {
  /** The reference date (yyyy-MM-dd): intakes and events fall in the 18 months after it. */
  today: string;
  /** Cities per destination country (ISO2), in a fixed order. */
  destinations: ReadonlyMap<string, readonly DemoCity[]>;
  /** Cities per agent country (ISO2). */
  agentCities: ReadonlyMap<string, readonly DemoCity[]>;
  /** First free id per table. */
  firstId: Readonly<Record<IdTable, number>>;
  /** The form category tree when one exists already (forms are filed under its leaves). */
  formCategories: ReadonlyArray<{ id: number; parent_id: number | null; name: string }>;
}

export interface DemoSize {
  institutions: number;
  agents: number;
  courses: number;
  seed: number;
}

/** Every generated row, per table, in insert order. */
export interface DemoData {
  legal_entities: Selectable<LegalEntitiesTable>[];
  /** approximate: the column's default (0): demo campuses are placed exactly. */
  locations: Omit<Selectable<LocationsTable>, 'approximate'>[];
  agent_institutions: AgentInstitutionsTable[];
  /** award_name and status: the columns' defaults ('', 'published'): demo courses are at their levels' names, all published. */
  courses: Omit<Selectable<CoursesTable>, 'award_name' | 'status'>[];
  course_campuses: CourseCampusesTable[];
  intakes: Omit<Selectable<IntakesTable>, 'seats_taken'>[];
  /** status: the column's default ('published'), as for courses. */
  scholarships: Omit<Selectable<ScholarshipsTable>, 'status'>[];
  events: Omit<Selectable<EventsTable>, 'status'>[];
  event_participants: EventParticipantsTable[];
  event_costs: Selectable<EventCostsTable>[];
  event_contacts: Selectable<EventContactsTable>[];
  form_categories: Selectable<FormCategoriesTable>[];
  forms: Omit<Selectable<FormsTable>, 'status'>[];
  /** Demo form files (EFM) and event documents (EEM), rendered from their records (storage_key null). */
  stored_files: Selectable<StoredFilesTable>[];
}

export const DEMO_TABLES = [
  'legal_entities',
  'locations',
  'agent_institutions',
  'courses',
  'course_campuses',
  'intakes',
  'scholarships',
  'events',
  'event_participants',
  'event_costs',
  'event_contacts',
  'form_categories',
  'forms',
  'stored_files',
] as const satisfies ReadonlyArray<keyof DemoData>;
