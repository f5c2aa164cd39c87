import { Readable } from 'node:stream';
import { timelineStatusLabel, workspaceMessages } from '@studyatlas/core';
import { inEnglish } from '../../http/locale.js';
import * as iq from './inbox-queries.js';
import { fullName } from './staff-queries.js';

/** Applications read per query while the export streams: memory stays bounded whatever the total. */
const CHUNK = 500;
const BOM = '\uFEFF';

/**
 * One CSV cell: quoted when it holds a quote, comma or line break; a cell a spreadsheet would read
 * as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A spreadsheet's words stay English in every language (issue 28): other tools read the export by them. */
const statusWord = (status: string): string => inEnglish(() => timelineStatusLabel(status));

/**
 * The filtered inbox as CSV, streamed: UTF-8 with a byte-order mark (so spreadsheets keep accents),
 * CRLF lines, one row per course of the organisation, in the inbox's order; read CHUNK applications
 * at a time, each chunk only when the reader wants more.
 */
export function inboxCsv(handle: iq.InboxDb, legalId: number, filters: iq.InboxFilters, sort: iq.InboxSort, chunk = CHUNK): Readable {
  async function* lines() {
    yield BOM + inEnglish(() => csvLine(workspaceMessages.csvHeadings));
    let after: iq.InboxCursor | undefined;
    for (;;) {
      const records = await iq.inboxPage(handle, legalId, filters, sort, { offset: 0, limit: chunk, ...(after ? { after } : {}) });
      const last = records.at(-1);
      if (last) after = { id: last.id, submittedAt: last.submittedAt, surname: last.surname, firstName: last.firstName };
      const courses = new Map<number, Awaited<ReturnType<typeof iq.inboxCourses>>>();
      for (const course of await iq.inboxCourses(handle.db, legalId, records.map((r) => r.id))) courses.set(course.applicationId, [...(courses.get(course.applicationId) ?? []), course]);
      let text = '';
      for (const r of records) {
        for (const course of courses.get(r.id) ?? []) {
          text += csvLine([
            String(r.id),
            r.submittedAt,
            fullName(r.firstName, r.surname),
            r.email,
            course.courseName,
            course.campus,
            course.intakeDate,
            statusWord(course.status),
            r.assigneeName ?? '',
          ]);
        }
      }
      if (text) yield text;
      if (records.length < chunk) return;
    }
  }
  return Readable.from(lines());
}
