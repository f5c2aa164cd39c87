/** Where a rejected row was: the file (as the user named it) and its line. */
export interface RowPlace {
  file: string;
  line: number;
  /** JSON array files: the record's position in the array. */
  record?: number;
}

/** Warnings found only once every file of an import is in (an institution given no campus by any file). */
export interface SessionWarning extends RowPlace {
  type: string;
  key: string;
  message: string;
}

/**
 * What one import run (several files, see the CLI) remembers across its files: the keys of rejected
 * rows, so a child in a later file is told its parent "was rejected (file X line N)" rather than "not
 * found"; and the institutions that have no campus yet, warned about when the run ends.
 */
export class ImportSession {
  readonly rejected = {
    legal: new Map<string, RowPlace>(),
    location: new Map<string, RowPlace>(),
    course: new Map<string, RowPlace>(),
  };
  /** Institution external id → where it was imported without a campus. */
  readonly campusless = new Map<string, RowPlace & { id: number }>();

  /** The institutions still without a campus: one warning each. */
  campuslessWarnings(): SessionWarning[] {
    return [...this.campusless].map(([key, at]) => ({ file: at.file, line: at.line, type: 'institution', key, message: NO_CAMPUS_WARNING }));
  }
}

export const NO_CAMPUS_WARNING =
  'the institution has no campus (location) yet: import one for it, or it is found by name only, not by country, city or distance';
