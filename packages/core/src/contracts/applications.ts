import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { requiredId } from './fields.js';
import { eduId, eduText } from './shared-profile-record-fields.js';
import { ApplicationCourseRow, ApplicationSummary, CourseParameter, TimelineStatus } from './shared-application.js';

/** My applications (member §2 "My applications", §7) and the institution's partner API (beyond the specification). */
const area = 'applications';

/** One course of an application with its status and timeline (shared with the workspace: shared-application.ts). */
export { ApplicationCourseRow } from './shared-application.js';

export const ApplicationRow = z.object({
  applicationId: z.number(),
  key: z.string(),
  /** D draft, S submitted, W withdrawn. */
  status: z.enum(['D', 'S', 'W']),
  /** The wizard step a draft was left at. */
  step: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  withdrawnAt: z.nullable(z.string()),
  courses: z.array(ApplicationCourseRow),
});
export type ApplicationRow = z.infer<typeof ApplicationRow>;

export const myApplicationLoad = defineCall({
  id: 'applicationsMyApplicationLoad',
  area,
  summary: "The member's applications, newest first, with each course's status and timeline.",
  method: 'GET',
  path: '/api/OnlineApp/MyApplicationLoad',
  auth: 'required',
  reply: z.object({ rows: z.array(ApplicationRow) }),
});

export const deleteApplication = defineCall({
  id: 'applicationsDelete',
  area,
  summary: 'Deletes a draft application; a submitted one is withdrawn instead (its history kept, its seats given back).',
  method: 'GET',
  path: '/api/OnlineApp/DeleteApplication',
  auth: 'required',
  query: z.object({ appId: requiredId() }),
  reply: z.object({ outcome: z.enum(['deleted', 'withdrawn']), message: z.string() }),
});

export const applicationParameters = defineCall({
  id: 'applicationsParameters',
  area,
  summary: 'Resubmit: the stored course parameters of an application, to reopen the wizard with them.',
  method: 'GET',
  path: '/api/OnlineApp/ApplicationParameters',
  auth: 'required',
  query: z.object({ appFk: requiredId() }),
  reply: z.object({ courseData: z.array(CourseParameter) }),
});

export const generatePdf = defineCall({
  id: 'applicationsGeneratePdf',
  area,
  summary: 'The application as a PDF (application/pdf): every summary section, from the snapshot once submitted.',
  method: 'GET',
  path: '/api/OnlineApp/GeneratePdf',
  auth: 'required',
  query: z.object({ appId: requiredId(), courselegalId: eduId() }),
  reply: z.unknown(),
});

export const respondToOffer = defineCall({
  id: 'applicationsRespondToOffer',
  area,
  summary: "The student accepts (ACC) or declines (DEC) an offer, or withdraws (WDR) one course of a submitted application.",
  method: 'POST',
  path: '/api/OnlineApp/CourseStatus',
  auth: 'required',
  body: z.object({ entryId: requiredId(), status: z.enum(['ACC', 'DEC', 'WDR']) }),
  reply: ApplicationRow,
});

/** What a partner institution sees of an application to its courses. */
export const PartnerApplication = z.object({
  applicationId: z.number(),
  submittedAt: z.string(),
  student: z.object({ name: z.string(), email: z.string(), sapStudentId: z.string() }),
  courses: z.array(ApplicationCourseRow),
  /** The snapshot, with only this institution's courses. */
  summary: ApplicationSummary,
  /** The member's attached documents: name and the partner download path. */
  documents: z.array(z.object({ id: z.number(), name: z.string(), url: z.string() })),
});
export type PartnerApplication = z.infer<typeof PartnerApplication>;

export const partnerApplications = defineCall({
  id: 'applicationsPartnerList',
  area,
  summary: "Partner API (Authorization: Bearer <partner key>): the submitted applications to the key's institution's courses, newest first.",
  method: 'GET',
  path: '/api/partner/applications',
  auth: 'none',
  credential: 'partnerKey',
  query: z.object({ status: z.optional(TimelineStatus), pageNo: eduId() }),
  reply: z.object({ rows: z.array(PartnerApplication), total: z.number() }),
});

export const partnerSetStatus = defineCall({
  id: 'applicationsPartnerSetStatus',
  area,
  summary:
    'Partner API (Authorization: Bearer <partner key>): moves one course entry of an application to the key\'s institution along the timeline (REV, OFC with conditions, OFU, REJ); 404 for another institution\'s entry, 409 for a move the timeline does not allow.',
  method: 'POST',
  path: '/api/partner/applications/status',
  auth: 'none',
  credential: 'partnerKey',
  body: z.object({ entryId: requiredId(), status: z.enum(['REV', 'OFC', 'OFU', 'REJ']), conditions: eduText(4000) }),
  reply: ApplicationCourseRow,
});

export const partnerFile = defineCall({
  id: 'applicationsPartnerFile',
  area,
  summary:
    "Partner API (Authorization: Bearer <partner key>): one document of an applicant to the key's institution, as bytes (the `url` of a partner application's documents); 404 for any other file.",
  method: 'GET',
  path: '/api/partner/files',
  auth: 'none',
  credential: 'partnerKey',
  query: z.object({ id: requiredId() }),
  reply: z.unknown(),
});
