import { validateDateRange, validateDecision, validateNote, roleCan, workspaceMessages } from '@studyatlas/core';
import { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { activeLocale } from '../../http/locale.js';
import { courseNamesInReaderLanguage, inReaderLanguage } from '../../catalogue/course-translations.js';
import type { AuditNote } from './access.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import * as aq from './application-queries.js';
import * as iq from './inbox-queries.js';
import { unreadRepliesByApplication } from './conversation-queries.js';
import type { ApplicationsPort } from './ports.js';
import type { Staff } from './staff-queries.js';
import { fullName, staffOf } from './staff-queries.js';

type InboxQuery = workspace.InboxQuery;

/** The inbox's filters from its query, checked by the rule (400 with the message). */
export function inboxFilters(query: InboxQuery): iq.InboxFilters {
  rejectInvalid(validateDateRange(query));
  return {
    status: query.status,
    courseId: query.courseId,
    campusId: query.campusId,
    intake: query.intake,
    submittedFrom: query.submittedFrom,
    submittedTo: query.submittedTo,
    search: query.search,
    unreadOnly: query.unread === '1' || query.unread === 'true',
    assignee: query.assignee,
  };
}

const documentPath = (legalId: number, applicationId: number, fileId: number) =>
  `${workspace.downloadDocument.path}?org=${legalId}&applicationId=${applicationId}&fileId=${fileId}`;
const zipPath = (legalId: number, applicationId: number) => `${workspace.documentsZip.path}?org=${legalId}&applicationId=${applicationId}`;

/**
 * The organisation's applications (issue 26): the inbox, one application's page, its documents,
 * decisions, notes and assignment. Everything is scoped to the caller's organisation: an application
 * without a course there is 404, exactly like one that does not exist.
 */
export function createApplicationsService(ctx: AppContext, desk: ApplicationsPort) {
  const { db, now } = ctx;

  async function own(staff: Staff, applicationId: number) {
    const application = await aq.organisationApplication(db, staff.legalId, applicationId);
    if (!application) throw notFound(workspaceMessages.applicationNotFound);
    return application;
  }

  /** The application's page as the organisation sees it. */
  async function page(staff: Staff, applicationId: number): Promise<workspace.WorkspaceApplication> {
    const application = await own(staff, applicationId);
    const courses = (await desk.courseRows(staff.legalId, [application.id])).get(application.id) ?? [];
    const [summary, documents, notes, audit, assignee] = await Promise.all([
      desk.summary(staff.legalId, application, courses),
      desk.documents(staff.legalId, application),
      aq.notes(db, staff.legalId, application.id),
      aq.applicationAudit(db, staff.legalId, application.id),
      aq.assignee(db, staff.legalId, application.id),
    ]);
    return {
      applicationId: application.id,
      status: application.status,
      submittedAt: application.submittedAt,
      withdrawnAt: application.withdrawnAt,
      student: { ...application.student, sapStudentId: application.sapStudentId },
      summary,
      courses,
      documents: documents.map((doc) => ({ ...doc, url: documentPath(staff.legalId, application.id, doc.id) })),
      documentsZip: zipPath(staff.legalId, application.id),
      notes,
      audit,
      assignee,
    };
  }

  return {
    page,

    async inbox(staff: Staff, query: InboxQuery) {
      const filters = inboxFilters(query);
      const pageSize = Number(query.pageSize);
      const pageNo = Math.max(1, query.pageNo);
      const counts = await iq.inboxCounts(db, staff.legalId);
      const offset = (pageNo - 1) * pageSize;
      // The first page is read beside its total; a later one needs the total to choose its end.
      const [records, total] =
        offset === 0
          ? await Promise.all([iq.inboxPage(ctx.database, staff.legalId, filters, query.sort, { offset, limit: pageSize }), iq.inboxTotal(ctx.database, staff.legalId, filters, counts)])
          : await iq.inboxTotal(ctx.database, staff.legalId, filters, counts).then(async (n) => [await iq.inboxPageOf(ctx.database, staff.legalId, filters, query.sort, offset, pageSize, n), n] as const);
      // Staff read the course names in their request's language (the CSV export keeps the courses' own).
      const courses = await courseNamesInReaderLanguage(db, await iq.inboxCourses(db, staff.legalId, records.map((r) => r.id)));
      const replies = await unreadRepliesByApplication(db, staff.legalId, records.map((r) => r.id));
      return {
        total,
        unread: counts.unread,
        pageNo,
        pageSize,
        rows: records.map((r): workspace.InboxRow => ({
          applicationId: r.id,
          status: r.status,
          submittedAt: r.submittedAt,
          student: { name: fullName(r.firstName, r.surname), email: r.email },
          courses: courses.filter((c) => c.applicationId === r.id).map(({ applicationId: _, ...course }) => course),
          unread: !r.read,
          replies: replies.get(r.id) ?? 0,
          assignee: r.assigneeId === null ? null : { clientId: r.assigneeId, name: r.assigneeName ?? '' },
        })),
      };
    },

    /** The filter lists; the courses by their name in the reader's language, in its alphabetical order. */
    async filters(staff: Staff) {
      const lists = await iq.inboxFilterLists(db, staff.legalId);
      const courses = await inReaderLanguage(db, lists.courses, { id: 'id', name: 'name' });
      if (courses.some((course, i) => course !== lists.courses[i])) {
        const collator = new Intl.Collator(activeLocale());
        courses.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
      }
      return { ...lists, courses };
    },

    /** Opening the page marks the application read for the organisation. */
    async open(staff: Staff, applicationId: number) {
      const shown = await page(staff, applicationId);
      await aq.markRead(db, staff.legalId, applicationId, staff.clientId, now().toISOString());
      return shown;
    },

    /** One document of the application the organisation may read; 404 for any other file. */
    async document(staff: Staff, applicationId: number, fileId: number) {
      const application = await own(staff, applicationId);
      const listed = await desk.documents(staff.legalId, application);
      const opened = listed.some((doc) => doc.id === fileId) ? await desk.openDocument(staff.legalId, fileId) : null;
      if (!opened) throw notFound(workspaceMessages.documentNotFound);
      return opened;
    },

    /** The documents of the application for the zip: names and how to open each. */
    async documentsForZip(staff: Staff, applicationId: number) {
      const application = await own(staff, applicationId);
      const listed = await desk.documents(staff.legalId, application);
      return {
        name: `application-${application.id}-documents.zip`,
        entries: listed.map((doc) => ({
          name: doc.name,
          open: async () => {
            const opened = await desk.openDocument(staff.legalId, doc.id);
            if (!opened) throw notFound(workspaceMessages.documentNotFound);
            return opened.body;
          },
        })),
      };
    },

    /** A decision on one of the organisation's entries; the audit row first, so the page shows it. */
    async decide(staff: Staff, body: { entryId: number; status: 'REV' | 'OFC' | 'OFU' | 'REJ'; conditions: string; reason: string }, record: (note: AuditNote) => Promise<void>) {
      rejectInvalid(validateDecision(body));
      const text = body.status === 'OFC' ? body.conditions : body.status === 'REJ' ? body.reason : '';
      const moved = await desk.move(staff.legalId, body.entryId, body.status, text);
      await record({ applicationId: moved.applicationId, entryId: body.entryId, fromStatus: moved.from, toStatus: body.status, detail: text.trim() });
      return page(staff, moved.applicationId);
    },

    async addNote(staff: Staff, body: { applicationId: number; text: string }) {
      rejectInvalid(validateNote(body));
      const application = await own(staff, body.applicationId);
      await aq.insertNote(db, staff.legalId, application.id, staff.clientId, body.text.trim(), now().toISOString());
      return { notes: await aq.notes(db, staff.legalId, application.id) };
    },

    /** Assigns to a staff member who may handle applications (0: nobody). */
    async assign(staff: Staff, body: { applicationId: number; clientId: number }) {
      const application = await own(staff, body.applicationId);
      if (body.clientId > 0) {
        const assignee = await staffOf(db, body.clientId, staff.legalId);
        if (!assignee || !roleCan(assignee.role, 'decide')) {
          throw new HttpError(400, workspaceMessages.assigneeNotStaff, { errors: { clientId: workspaceMessages.assigneeNotStaff } });
        }
      }
      await aq.setAssignee(db, staff.legalId, application.id, body.clientId > 0 ? body.clientId : null, staff.clientId, now().toISOString());
      return { assignee: await aq.assignee(db, staff.legalId, application.id) };
    },
  };
}
