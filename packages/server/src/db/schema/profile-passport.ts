import type { Generated } from 'kysely';

/** The passport tab and profile record documents (migration 0019). Dates yyyy-MM-dd, flags 0/1. */

export interface MemberPassportsTable {
  id: Generated<number>;
  client_id: number;
  country_id: number;
  /** A applied-for (no number, no dates), P primary, O other. */
  passport_type: 'A' | 'P' | 'O';
  passport_no: string;
  issue_date: string | null;
  expiry_date: string | null;
  issuing_authority: string;
  created_at: string;
  updated_at: string;
}

export interface MemberVisasTable {
  id: Generated<number>;
  client_id: number;
  country_id: number;
  visa_no: string;
  visa_type: 'ST' | 'VS' | 'SP' | 'OT';
  other_type: string;
  sub_class: string;
  grant_date: string;
  expiry_date: string;
  created_at: string;
  updated_at: string;
}

export interface MemberDependantsTable {
  id: Generated<number>;
  client_id: number;
  relation: string;
  title: string;
  first_name: string;
  last_name: string;
  dob: string;
  gender: string;
  birth_country_id: number;
  accompanying: number;
  /** The visa block: kept only when accompanying. */
  visa_country_id: number | null;
  visa_no: string;
  visa_type: 'ST' | 'VS' | 'SP' | 'OT' | null;
  visa_sub_class: string;
  visa_grant_date: string | null;
  visa_expiry_date: string | null;
  note: string;
  created_at: string;
  updated_at: string;
}

/** One row per member: the visa breach and refusal flags with their details. */
export interface MemberVisaRefusalsTable {
  client_id: number;
  violation: number;
  violation_detail: string;
  refused: number;
  refused_country_id: number | null;
  refused_detail: string;
  updated_at: string;
}

export interface DocumentTypesTable {
  id: number;
  name: string;
  sort_order: number;
}

/** A stored upload (stored_files kind UPL) attached to a member's profile record. */
export interface RecordDocumentsTable {
  id: Generated<number>;
  client_id: number;
  form_key: 'EDN_EDU' | 'EDN_ENG' | 'EDN_PAS' | 'EDN_VIS';
  /** The record's id in the form key's table (education, English test, passport, visa). */
  record_fk: number;
  file_id: number;
  doc_type_id: number;
  created_at: string;
}

export interface ProfilePassportTables {
  member_passports: MemberPassportsTable;
  member_visas: MemberVisasTable;
  member_dependants: MemberDependantsTable;
  member_visa_refusals: MemberVisaRefusalsTable;
  document_types: DocumentTypesTable;
  record_documents: RecordDocumentsTable;
}
