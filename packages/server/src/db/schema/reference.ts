import type { Generated } from 'kysely';

/**
 * Reference data. Geography keeps the ids of the @countrystatecity/countries registry (stable across
 * re-seeds); the other lists have fixed ids assigned in seed/reference-data.ts.
 */

export interface ContinentsTable {
  id: number;
  name: string;
}

export interface CountriesTable {
  id: number;
  /** Null for the two uninhabited territories the registry places in no region (BV, HM). */
  continent_id: number | null;
  name: string;
  /** ISO 3166-1 alpha-2, upper case; unique. */
  iso2: string;
  iso3: string;
  phone_code: string;
  /** ISO 4217 code of the local currency. */
  currency: string;
  nationality: string;
  emoji: string;
  latitude: number;
  longitude: number;
}

export interface StatesTable {
  id: number;
  country_id: number;
  name: string;
  /** The registry's state code within its country (NSW, CA, …). */
  code: string;
  latitude: number | null;
  longitude: number | null;
}

export interface CitiesTable {
  id: number;
  state_id: number;
  country_id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** 0/1: a locality the importer placed at its state's or country's centre (issue 25). */
  approximate?: Generated<number>;
}

/** Majors (parent_id null) and their minors (parent_id → the major). */
export interface StudyAreasTable {
  id: number;
  parent_id: number | null;
  name: string;
}

/** Study level groups: Undergraduate, Postgraduate, Vocational, English language, School. */
export interface AwardGroupsTable {
  id: number;
  name: string;
  sort_order: number;
}

export interface AwardLevelsTable {
  id: number;
  group_id: number;
  name: string;
  sort_order: number;
}

export interface StudyModesTable {
  id: number;
  name: string;
  sort_order: number;
}

/** The contact-us subject list. */
export interface ContactSubjectsTable {
  id: number;
  name: string;
  sort_order: number;
}

export interface ReferenceTables {
  continents: ContinentsTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  study_areas: StudyAreasTable;
  award_groups: AwardGroupsTable;
  award_levels: AwardLevelsTable;
  study_modes: StudyModesTable;
  contact_subjects: ContactSubjectsTable;
}
