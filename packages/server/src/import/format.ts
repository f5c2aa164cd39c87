/**
 * The import format (documented in docs/data-import.md): every record has a `type` and the fields of
 * that type. Records refer to each other by the data owner's own `external_id`s.
 */
export const RECORD_TYPES = ['institution', 'agent', 'location', 'course', 'intake', 'survey'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

const LEGAL_FIELDS = ['external_id', 'name', 'description', 'web_address', 'email', 'phone'] as const;

export const FIELDS: Readonly<Record<RecordType, readonly string[]>> = {
  institution: LEGAL_FIELDS,
  agent: LEGAL_FIELDS,
  location: [
    'external_id', 'institution', 'name', 'country', 'state', 'city', 'address', 'postcode', 'latitude', 'longitude', 'phone', 'email',
    'head_office',
  ],
  course: [
    'external_id', 'institution', 'name', 'course_code', 'major', 'minor', 'award', 'campuses', 'description', 'structure',
    'duration_months', 'duration_text', 'student_type', 'interview_required', 'min_reference', 'status', 'translations',
  ],
  intake: ['course', 'campus', 'study_mode', 'start_date', 'seats', 'annual_fee', 'total_fee', 'currency'],
  /** JSON only: `questions` is a list of { type, text, mandatory, end_of_questionnaire, field_count, choices }. */
  survey: ['external_id', 'title', 'course', 'institution', 'questions'],
};

/**
 * A course's name or description in another language (issue 28): the columns `name.fr`,
 * `description.zh-CN` … (CSV; JSON records may use them too, or a `translations` object). Any
 * language code fits the pattern, so an unknown one is the row's problem, not the file's.
 */
export const TRANSLATED_COLUMN = /^(name|description)\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)$/;

/** Every column a CSV header may name (besides the translated ones, TRANSLATED_COLUMN). */
export const ALL_COLUMNS: ReadonlySet<string> = new Set(['type', ...Object.values(FIELDS).flat()]);

/** The order records are applied in, whatever their order in the file: referenced rows first. */
export const APPLY_ORDER: readonly RecordType[] = ['institution', 'agent', 'location', 'course', 'intake', 'survey'];

export interface ImportRow {
  /** 1-based line in the file the record starts on. */
  line: number;
  /** JSON array files: 1-based position of the record in the array ("record 12"), which says more than a line. */
  record?: number;
  values: Readonly<Record<string, unknown>>;
  /** Set when the reader already knows the record is malformed. */
  problem?: string;
}

export interface RejectedRow {
  line: number;
  /** JSON array files: the record's position in the array (see ImportRow.record). */
  record?: number;
  type: string;
  /** The record's external_id (or, for an intake, its course), when it has one. */
  key: string | null;
  reason: string;
}

/** Something the importer read otherwise than written, or left out, while the row still landed. */
export interface WarningRow {
  line: number;
  /** JSON array files: the record's position in the array (see ImportRow.record). */
  record?: number;
  type: string;
  key: string | null;
  message: string;
}

export interface ImportReport {
  /** Records read from the file. */
  records: number;
  created: Record<RecordType, number>;
  updated: Record<RecordType, number>;
  /** Rows that landed with a warning (in line order; a row may have several). */
  warnings: WarningRow[];
  /** Rows that did not land, in line order. */
  rejected: RejectedRow[];
  milliseconds: number;
}
