import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { eduFlag, eduId, eduText } from './shared-profile-record-fields.js';

const area = 'profile';

/** The employer contact (member §3: address type E). */
export const WorkContact = z.object({
  contactId: z.number(),
  countryId: z.number(),
  country: z.string(),
  stateId: z.number(),
  state: z.string(),
  cityId: z.number(),
  city: z.string(),
  postcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  phone: z.string(),
  fax: z.string(),
  mobile: z.string(),
  email: z.string(),
});
export type WorkContact = z.infer<typeof WorkContact>;

/** A job (member §3 "Work experience"). Dates yyyy-MM-dd; endDate '' while current. */
export const WorkRow = z.object({
  id: z.number(),
  employer: z.string(),
  position: z.string(),
  reportTo: z.string(),
  mainDuties: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  /** The contact name. */
  name: z.string(),
  contact: WorkContact,
});
export type WorkRow = z.infer<typeof WorkRow>;

export const loadWorkExperience = defineCall({
  id: 'profileLoadWorkExperience',
  area,
  summary: "The signed-in member's work experience, latest start first.",
  method: 'GET',
  path: '/api/WorkExperience/LoadWorkExperience',
  auth: 'required',
  reply: z.object({ rows: z.array(WorkRow) }),
});

export const loadAddEditWorkExp = defineCall({
  id: 'profileLoadAddEditWorkExp',
  area,
  summary: "The work dialog: with empId the member's job, else null (a new one).",
  method: 'GET',
  path: '/api/WorkExperience/LoadAddEditWorkExp',
  auth: 'required',
  query: z.object({ empId: eduId() }),
  reply: z.object({ detail: z.nullable(WorkRow) }),
});

export const deleteWorkExp = defineCall({
  id: 'profileDeleteWorkExp',
  area,
  summary: "Deletes one of the signed-in member's jobs with its employer contact.",
  method: 'GET',
  path: '/api/WorkExperience/DeleteWorkExp',
  auth: 'required',
  query: z.object({ employmentId: eduId() }),
  reply: z.object({ message: z.string() }),
});

/** One EmpContactDetail entry (address type E). ContactId is the stored contact (ignored: one per job). */
export const WorkContactJson = z.object({
  ContactId: eduId(),
  AddressType: z._default(z.pipe(z.nullable(z.enum(['E', ''])), z.transform((): 'E' => 'E')), 'E'),
  CountryId: eduId(),
  StateId: eduId(),
  CityId: eduId(),
  PostCode: eduText(20),
  Address1: eduText(200),
  Address2: eduText(200),
  Address3: eduText(200),
  Phone: eduText(40),
  Fax: eduText(40),
  Mobile: eduText(40),
  Email: eduText(200),
});

/** SaveWorkExperience (member §7): Id 0 adds. */
export const WorkExperienceBody = z.object({
  Id: eduId(),
  Employer: eduText(200),
  Position: eduText(200),
  MainDuties: eduText(4000),
  ReportTo: eduText(200),
  StartDate: eduText(30),
  EndDate: eduText(30),
  /** The current employment. */
  IsCurrent: eduFlag(),
  /** The contact name. */
  Name: eduText(200),
  EmpContactDetail: z._default(z.pipe(z.nullable(z.array(WorkContactJson).check(z.maxLength(1))), z.transform((rows) => rows ?? [])), []),
});
export type WorkExperienceBody = z.infer<typeof WorkExperienceBody>;
export type WorkExperienceInput = z.input<typeof WorkExperienceBody>;

export const saveWorkExperience = defineCall({
  id: 'profileSaveWorkExperience',
  area,
  summary: 'Adds (Id 0) or updates a job with its employer contact; the answer holds returnValue (the job) and contactId.',
  method: 'POST',
  path: '/api/WorkExperience/SaveWorkExperience',
  auth: 'required',
  body: WorkExperienceBody,
  reply: z.object({ message: z.string(), returnValue: z.number(), contactId: z.number() }),
});
