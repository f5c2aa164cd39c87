import type { ApplicationCourseRow } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { courseNamesInReaderLanguage, withCourseNamesInReaderLanguage } from '../../catalogue/course-translations.js';
import { createPartnerKey, listPartnerKeys, revokePartnerKey, type PartnerKeyRow } from './partner-keys.js';
import * as pq from './partner-queries.js';
import { moveForInstitution, type OpenFile } from './partner-service.js';
import * as q from './queries.js';
import { toCourseRow } from './rows.js';
import { readSnapshot, summaryForInstitution } from './snapshot.js';
import { createTimeline } from './timeline.js';

const toKey = ({ id, label, createdAt, revokedAt }: PartnerKeyRow) => ({ id, label, createdAt, revokedAt });

/**
 * The institution's side of an application as the partner API has it, for the workspace area
 * (areas.ts passes it in as the workspace's ApplicationsPort, which it matches): the same entries, snapshot filter,
 * documents, moves and keys, so both answer alike.
 */
export function createWorkspaceDesk(ctx: AppContext, openFile: OpenFile) {
  const { db, now } = ctx;
  const timeline = createTimeline(ctx);

  return {
    /** The organisation's entries of these applications, course names in the reader's (the staff member's) language. */
    async courseRows(legalId: number, applicationIds: readonly number[]): Promise<Map<number, ApplicationCourseRow[]>> {
      const entries = await courseNamesInReaderLanguage(db, await q.courseEntries(db, applicationIds, legalId));
      const events = await q.entryEvents(db, entries.map((e) => e.entryId));
      const byApplication = new Map<number, ApplicationCourseRow[]>();
      for (const entry of entries) byApplication.set(entry.applicationId, [...(byApplication.get(entry.applicationId) ?? []), toCourseRow(entry, events)]);
      return byApplication;
    },

    async summary(legalId: number, application: { id: number; snapshot: string | null }, courses: ApplicationCourseRow[]) {
      const summary = summaryForInstitution(readSnapshot(application.snapshot, application.id, courses), legalId, await pq.institutionQuestions(db, legalId));
      return withCourseNamesInReaderLanguage(db, summary);
    },

    async documents(legalId: number, application: { id: number; clientId: number }) {
      const profile = (await pq.memberDocuments(db, [application.clientId])).get(application.clientId) ?? [];
      const answers = (await pq.answerDocuments(db, [application.id], legalId)).get(application.id) ?? [];
      return [...profile, ...answers];
    },

    async openDocument(legalId: number, fileId: number) {
      const row = await pq.partnerFile(db, legalId, fileId);
      const opened = row && (await openFile({ ...row, reference_id: row.reference_id === null ? null : Number(row.reference_id) }));
      return row && opened ? { name: row.file_name, contentType: row.content_type, ...opened } : null;
    },

    move: (legalId: number, entryId: number, status: 'REV' | 'OFC' | 'OFU' | 'REJ', text: string) => moveForInstitution(ctx, timeline, legalId, entryId, status, text),

    keys: {
      list: async (legalId: number) => (await listPartnerKeys(db, legalId)).map(toKey),
      create: async (legalId: number, label: string) => {
        const { key, row } = await createPartnerKey(db, legalId, label, now());
        return { key, row: toKey(row) };
      },
      revoke: (legalId: number, keyId: number) => revokePartnerKey(db, keyId, now(), legalId),
    },
  };
}
