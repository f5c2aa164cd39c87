import type { Readable } from 'node:stream';
import { applicationsMessages } from '@studyatlas/core';
import { applications } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound } from '../../http/errors.js';
import * as pq from './partner-queries.js';
import * as q from './queries.js';
import { toCourseRow } from './rows.js';
import { readSnapshot, summaryForInstitution } from './snapshot.js';
import type { Timeline } from './timeline.js';

/** Applications a partner list page holds. */
export const PARTNER_PAGE_SIZE = 20;

/** Where a partner downloads an applicant's document. */
export const partnerFilePath = (fileId: number): string => `${applications.partnerFile.path}?id=${fileId}`;

/** A stored file's bytes (the files area's opener, passed in by areas.ts); null when gone. */
export type OpenFile = (row: {
  kind: 'EFM' | 'EEM' | 'UPL' | 'IMG';
  reference_id: number | null;
  file_name: string;
  storage_key: string | null;
}) => Promise<{ body: Readable | Buffer; size: number } | null>;

/**
 * The partner API (beyond the specification): what an institution's key sees and does. Everything is
 * scoped to the key's institution (`legalId`): another institution's entry or file is 404, exactly like
 * one that does not exist.
 */
export function createPartnerService(ctx: AppContext, timeline: Timeline, openFile: OpenFile) {
  const { db } = ctx;

  return {
    /** The submitted applications to the institution's courses, newest first, one page of PARTNER_PAGE_SIZE. */
    async list(legalId: number, status: string | undefined, pageNo: number): Promise<{ rows: applications.PartnerApplication[]; total: number }> {
      const page = Math.max(1, pageNo);
      const { rows, total } = await pq.partnerApplications(db, legalId, status, { offset: (page - 1) * PARTNER_PAGE_SIZE, limit: PARTNER_PAGE_SIZE });
      const entries = await q.courseEntries(db, rows.map((r) => r.id), legalId);
      const events = await q.entryEvents(db, entries.map((e) => e.entryId));
      const documents = await pq.memberDocuments(db, [...new Set(rows.map((r) => r.client_id))]);
      const answerFiles = await pq.answerDocuments(db, rows.map((r) => r.id), legalId);
      const questions = await pq.institutionQuestions(db, legalId);
      return {
        total,
        rows: rows.map((row) => {
          const courses = entries.filter((e) => e.applicationId === row.id).map((e) => toCourseRow(e, events));
          return {
            applicationId: row.id,
            submittedAt: row.submitted_at ?? row.created_at,
            student: { name: `${row.first_name} ${row.surname}`.trim(), email: row.email, sapStudentId: row.sap_student_id },
            courses,
            summary: summaryForInstitution(readSnapshot(row.snapshot, row.id, courses), legalId, questions),
            documents: [...(documents.get(row.client_id) ?? []), ...(answerFiles.get(row.id) ?? [])].map((doc) => ({ ...doc, url: partnerFilePath(doc.id) })),
          };
        }),
      };
    },

    /** Moves one course entry at the institution along the timeline (actor I); the student gets a mail. */
    async setStatus(legalId: number, body: { entryId: number; status: 'REV' | 'OFC' | 'OFU' | 'REJ'; conditions: string }): Promise<applications.ApplicationCourseRow> {
      return (await moveForInstitution(ctx, timeline, legalId, body.entryId, body.status, body.status === 'OFC' ? body.conditions : '')).row;
    },

    /** An applicant's document, if the institution may read it; else 404. */
    async file(legalId: number, fileId: number) {
      const row = await pq.partnerFile(db, legalId, fileId);
      const opened = row && (await openFile({ ...row, reference_id: row.reference_id === null ? null : Number(row.reference_id) }));
      if (!row || !opened) throw notFound(applicationsMessages.partnerFileNotFound);
      return { name: row.file_name, contentType: row.content_type, ...opened };
    },
  };
}

/**
 * Moves one course entry of an application to the institution (`legalId`) along the timeline as the
 * institution (actor I): 404 for another institution's entry or a draft's, 400 for a conditional
 * offer without its conditions, 409 for a move the timeline forbids; the student gets the mail.
 * `text` is an offer's conditions or a rejection's reason ('' otherwise). The partner API and the
 * workspace both move through here.
 */
export async function moveForInstitution(
  ctx: AppContext,
  timeline: Timeline,
  legalId: number,
  entryId: number,
  status: 'REV' | 'OFC' | 'OFU' | 'REJ',
  text: string,
): Promise<{ from: string; applicationId: number; row: applications.ApplicationCourseRow }> {
  const { db } = ctx;
  const entry = await q.entryWithOwner(db, entryId);
  if (!entry || entry.legal_id !== legalId || entry.application_status === 'D') throw notFound(applicationsMessages.courseEntryNotFound);
  const conditions = status === 'OFC' || status === 'REJ' ? text.trim() : '';
  if (status === 'OFC' && !conditions) {
    throw new HttpError(400, applicationsMessages.conditionsRequired, { errors: { conditions: applicationsMessages.conditionsRequired } });
  }
  await timeline.move(entry, status, 'I', conditions);
  const [moved] = await q.courseEntries(db, [entry.application_id], legalId).then((all) => all.filter((e) => e.entryId === entry.id));
  return { from: entry.status, applicationId: entry.application_id, row: toCourseRow(moved!, await q.entryEvents(db, [entry.id])) };
}
