import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named } from './fields.js';
import { eduFlag, eduId, eduScore, eduText, jsonPart, recordDocumentPart } from './shared-profile-record-fields.js';
import { RecordDocument } from './profile-documents.js';
import { EDUCATION_DELETE_TYPES, ENGLISH_SCORE_TYPES } from '../rules/profile-education.js';

const area = 'profile';

/** A qualification (member §3 "Education"). Dates yyyy-MM-dd. */
export const QualificationRow = z.object({
  id: z.number(),
  countryId: z.number(),
  country: z.string(),
  qualification: z.string(),
  levelId: z.number(),
  level: z.string(),
  /** The institution of the country's list; 0 when typed. */
  institutionId: z.number(),
  institution: z.string(),
  languageId: z.number(),
  language: z.string(),
  dateFrom: z.string(),
  /** '' while currently studying. */
  dateTo: z.string(),
  currentlyStudying: z.boolean(),
  estimatedCompletion: z.string(),
  awardingBody: z.string(),
  highest: z.boolean(),
  subjectGradeDate: z.string(),
  /** Its attached documents (EDN_EDU), oldest first; each downloads with DownloadFiles key EDN. */
  documents: z.array(RecordDocument),
});
export type QualificationRow = z.infer<typeof QualificationRow>;

/** A module of an English test with how its score is written, and the member's score when one is loaded. */
export const EnglishModuleRow = z.object({
  /** EngModScoreId */
  id: z.number(),
  name: z.string(),
  scoreType: z.enum(ENGLISH_SCORE_TYPES),
  /** 'min/max' */
  range: z.string(),
  multiplier: z.number(),
  /** The member's score ('' when none). */
  scoreValue: z.string(),
});
export type EnglishModuleRow = z.infer<typeof EnglishModuleRow>;

const TestPlace = {
  countryId: z.number(),
  country: z.string(),
  stateId: z.number(),
  state: z.string(),
  cityId: z.number(),
  city: z.string(),
};

/** An English test result (member §3 "English test") with its score grid. */
export const EnglishTestRow = z.object({
  id: z.number(),
  /** The test (EngModId). */
  testId: z.number(),
  testName: z.string(),
  testDate: z.string(),
  reportNo: z.string(),
  ...TestPlace,
  scores: z.array(EnglishModuleRow),
  /** Its attached documents (EDN_ENG), oldest first. */
  documents: z.array(RecordDocument),
});
export type EnglishTestRow = z.infer<typeof EnglishTestRow>;

/** An other test (member §3 "Other test"): free-text scores. */
export const OtherTestRow = z.object({
  id: z.number(),
  testName: z.string(),
  testDate: z.string(),
  reportNo: z.string(),
  awardBy: z.string(),
  awardName: z.string(),
  scoreValue: z.string(),
  ...TestPlace,
  /** Its attached documents (EDN_ENG), oldest first. */
  documents: z.array(RecordDocument),
});
export type OtherTestRow = z.infer<typeof OtherTestRow>;

/** The education tab's three grids. */
export const EducationGrid = z.object({
  qualifications: z.array(QualificationRow),
  englishTests: z.array(EnglishTestRow),
  otherTests: z.array(OtherTestRow),
});
export type EducationGrid = z.infer<typeof EducationGrid>;

export const loadEducation = defineCall({
  id: 'profileLoadEducation',
  area,
  summary: "The signed-in member's qualifications, English tests (with their scores) and other tests.",
  method: 'GET',
  path: '/api/EducationDetail/LoadEducation',
  auth: 'required',
  reply: EducationGrid,
});

/** RefreshGrid's tables: 1 qualifications, 2 English tests, 3 other tests. */
export const EDUCATION_GRID_POSITIONS = ['1', '2', '3'] as const;

export const refreshGrid = defineCall({
  id: 'profileEducationRefreshGrid',
  area,
  summary: 'One grid of the education tab again (tblPosition 1 qualifications, 2 English tests, 3 other tests); the other lists are empty.',
  method: 'GET',
  path: '/api/EducationDetail/RefreshGrid',
  auth: 'required',
  query: z.object({ tblPosition: z.pipe(z.union([z.enum(EDUCATION_GRID_POSITIONS), z.literal(1), z.literal(2), z.literal(3)]), z.transform((v) => Number(v) as 1 | 2 | 3)) }),
  reply: EducationGrid,
});

export const deleteEducation = defineCall({
  id: 'profileDeleteEducation',
  area,
  summary: 'Deletes a qualification (delType Education) or an English or other test (delType English: both are saved by SaveEnglishScore) of the signed-in member, and its documents.',
  method: 'GET',
  path: '/api/EducationDetail/DeleteEducation',
  auth: 'required',
  query: z.object({ eduDetailId: eduId(), delType: z.enum(EDUCATION_DELETE_TYPES) }),
  reply: z.object({ message: z.string() }),
});

/** The qualification dialog's lists and, when editing, the qualification. */
export const EducationEditData = z.object({
  detail: z.nullable(QualificationRow),
  countries: z.array(Named),
  levels: z.array(Named),
  languages: z.array(Named),
  /** Institutions of the detail's country ([] for a new qualification: see LangAndInstLoad). */
  institutions: z.array(Named),
});
export type EducationEditData = z.infer<typeof EducationEditData>;

export const addEditEducationLoad = defineCall({
  id: 'profileAddEditEducationLoad',
  area,
  summary: "The qualification dialog: countries, levels, languages, and with educationId the member's qualification and its country's institutions.",
  method: 'GET',
  path: '/api/EducationDetail/AddEditEducationLoad',
  auth: 'required',
  query: z.object({ educationId: eduId() }),
  reply: EducationEditData,
});

export const langAndInstLoad = defineCall({
  id: 'profileLangAndInstLoad',
  area,
  summary: 'Languages and the institutions of a country (catalogue institutions with a campus there).',
  method: 'GET',
  path: '/api/EducationDetail/LangAndInstLoad',
  auth: 'required',
  query: z.object({ countryFk: eduId() }),
  reply: z.object({ languages: z.array(Named), institutions: z.array(Named) }),
});

/** LoadEnglish's testType: E an English test (score grid), O an other test. */
export const ENGLISH_TEST_TYPES = ['E', 'O'] as const;

export const EnglishTestOption = z.object({ id: z.number(), name: z.string() });

export const EnglishLoad = z.object({
  /** The English tests to choose from. */
  tests: z.array(EnglishTestOption),
  /** The score grid of modId (with engDetailId's scores filled in); [] without a test. */
  modules: z.array(EnglishModuleRow),
  /** The English test engDetailId when testType is E. */
  english: z.nullable(EnglishTestRow),
  /** The other test engDetailId when testType is O. */
  other: z.nullable(OtherTestRow),
});
export type EnglishLoad = z.infer<typeof EnglishLoad>;

export const loadEnglish = defineCall({
  id: 'profileLoadEnglish',
  area,
  summary: "The English score dialog: the tests, the score grid of modId (a test) and, with engDetailId, the member's record (testType E English, O other).",
  method: 'GET',
  path: '/api/EducationDetail/LoadEnglish',
  auth: 'required',
  query: z.object({ modId: eduId(), testType: z._default(z.enum(ENGLISH_TEST_TYPES), 'E'), engDetailId: eduId() }),
  reply: EnglishLoad,
});

/** SaveEducationDetail's jsonString (member §7). ClientFk is accepted and ignored: records belong to the signed-in member. */
export const EducationDetailJson = z.object({
  Id: eduId(),
  CountryId: eduId(),
  Qualification: eduText(200),
  SubjectGradeDate: eduText(1000),
  InstituteStudied: eduText(200),
  AwardingBody: eduText(200),
  DateAttendedFrom: eduText(30),
  DateAttendedTo: eduText(30),
  EstimatedDateCompletion: eduText(30),
  HighestQualification: eduFlag(),
  QulficationLevelFk: eduId(),
  LanguageFK: eduId(),
  InstStudyFk: eduId(),
  AwardBodyFk: eduId(),
  ClientFk: eduId(),
  /** Currently studying: no DateAttendedTo (member §3). */
  CurrentlyStudying: eduFlag(),
});
export type EducationDetailJson = z.infer<typeof EducationDetailJson>;
export type EducationDetailInput = z.input<typeof EducationDetailJson>;

export const saveEducationDetail = defineCall({
  id: 'profileSaveEducationDetail',
  area,
  summary: "Adds (Id 0) or updates one of the member's qualifications; jsonDoc (FormKey EDN_EDU) attaches the member's upload FileInfoId with its DocTypeId (400 without a type, 'file already exist' for a second file of the same name; 404 for another member's file).",
  method: 'POST',
  path: '/api/EducationDetail/SaveEducationDetail',
  auth: 'required',
  body: z.object({ jsonString: jsonPart(EducationDetailJson), jsonDoc: recordDocumentPart() }),
  reply: z.object({ message: z.string(), id: z.number() }),
});

/** One score of SaveEnglishScore: the module (EngModScoreId) and the value as typed. */
export const EnglishScoreJson = z.object({ EngModScoreId: eduId(), ScoreValue: eduScore() });

/**
 * SaveEnglishScore's jsonString (member §7). TestType E (English: EngModId and the scores) or O
 * (other: TestName, AwardBy, AwardName, ScoreValue); when absent, O if no EngModId and a TestName.
 */
export const EnglishScoreDetailJson = z.object({
  EngDetailId: eduId(),
  TestType: z.optional(z.nullable(z.enum(['E', 'O', '']))),
  EngModId: eduId(),
  TestDate: eduText(30),
  TestReportNo: eduText(100),
  Status: eduText(1),
  EnglishTestScore: z._default(z.pipe(z.nullable(z.array(EnglishScoreJson).check(z.maxLength(20))), z.transform((rows) => rows ?? [])), []),
  CountryId: eduId(),
  StateId: eduId(),
  CityId: eduId(),
  /** The city's name (old clients); the id is what is stored. */
  City: eduText(200),
  TestName: eduText(200),
  AwardBy: eduText(200),
  AwardName: eduText(200),
  /** An other test's scores, as text. */
  ScoreValue: eduText(500),
});
export type EnglishScoreDetailJson = z.infer<typeof EnglishScoreDetailJson>;
export type EnglishScoreDetailInput = z.input<typeof EnglishScoreDetailJson>;

export const saveEnglishScore = defineCall({
  id: 'profileSaveEnglishScore',
  area,
  summary: "Adds (EngDetailId 0) or updates an English test with its scores, or an other test; jsonDoc (FormKey EDN_ENG) attaches the member's upload FileInfoId with its DocTypeId (as SaveEducationDetail).",
  method: 'POST',
  path: '/api/EducationDetail/SaveEnglishScore',
  auth: 'required',
  body: z.object({ jsonString: jsonPart(EnglishScoreDetailJson), jsonDoc: recordDocumentPart() }),
  reply: z.object({ message: z.string(), id: z.number() }),
});
