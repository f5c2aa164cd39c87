import type { Readable } from 'node:stream';
import type { ApplicationCourseRow, ApplicationSummary, workspace } from '@studyatlas/core/contracts';

/** A document the organisation may read, opened. */
export interface OpenedDocument {
  name: string;
  contentType: string;
  body: Readable | Buffer;
  size: number;
}

/**
 * What the workspace needs of the applications area — the institution's side of an application that
 * the partner API already has (areas never import each other: areas.ts passes it in). Every function
 * is scoped to the organisation (`legalId`).
 */
export interface ApplicationsPort {
  /** The organisation's course entries of these applications with their timelines, by application. */
  courseRows(legalId: number, applicationIds: readonly number[]): Promise<Map<number, ApplicationCourseRow[]>>;
  /** The submitted snapshot as the organisation may see it (its courses, its own questions' answers). */
  summary(legalId: number, application: { id: number; snapshot: string | null }, courses: ApplicationCourseRow[]): Promise<ApplicationSummary>;
  /** The documents of the application the organisation may read (profile documents, its survey's files). */
  documents(legalId: number, application: { id: number; clientId: number }): Promise<Array<{ id: number; name: string }>>;
  /** A document's bytes when the organisation may read it, else null. */
  openDocument(legalId: number, fileId: number): Promise<OpenedDocument | null>;
  /** Moves one of the organisation's entries along the timeline (the partner API's move: rules, seats, the student's mail). */
  move(legalId: number, entryId: number, status: 'REV' | 'OFC' | 'OFU' | 'REJ', text: string): Promise<{ from: string; applicationId: number; row: ApplicationCourseRow }>;
  /** The organisation's partner API keys. */
  keys: {
    list(legalId: number): Promise<workspace.PartnerKey[]>;
    create(legalId: number, label: string): Promise<{ key: string; row: workspace.PartnerKey }>;
    revoke(legalId: number, keyId: number): Promise<'revoked' | 'already' | 'unknown'>;
  };
}

/** What the workspace needs of the auth area: ending every session of an account at once. */
export interface SessionsPort {
  endSessions(clientId: number): Promise<void>;
}

/** Opens a stored file's bytes (the files area's opener, passed in by areas.ts): the conversations' attachments. */
export type OpenStoredFile = (row: {
  kind: 'EFM' | 'EEM' | 'UPL' | 'IMG';
  reference_id: number | null;
  file_name: string;
  storage_key: string | null;
}) => Promise<{ body: Readable | Buffer; size: number } | null>;
