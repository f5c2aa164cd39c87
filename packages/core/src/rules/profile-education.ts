import { format } from '../messages/common.js';
import { educationMessages as m } from '../messages/profile-education.js';
import { isBlank, type FieldErrors } from './field.js';
import { profileDateMessage, profileDay } from './shared-profile-record-dates.js';

/** English score types (member §3, §9): D decimal, N whole number. */
export const ENGLISH_SCORE_TYPES = ['D', 'N'] as const;
export type EnglishScoreType = (typeof ENGLISH_SCORE_TYPES)[number];

/** DeleteEducation's kinds (member §7): a qualification, or an English or other test (both saved by SaveEnglishScore). */
export const EDUCATION_DELETE_TYPES = ['Education', 'English'] as const;

/** The document form keys of the education records (member §9). */
export const EDUCATION_FORM_KEY = 'EDN_EDU';
export const ENGLISH_FORM_KEY = 'EDN_ENG';

/** A module of an English test: how its score is written and checked. */
export interface EnglishModuleRule {
  /** EngModScoreId */
  id: number;
  scoreType: EnglishScoreType;
  /** 'min/max', e.g. '0/9'. */
  range: string;
  /** Scores are whole multiples of it (0.5 for IELTS, 5 for Duolingo, 1 elsewhere). */
  multiplier: number;
}

/** 'min/max' → the two numbers, or null when the range is not written that way. */
export function parseScoreRange(range: string): { min: number; max: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*\/\s*(-?\d+(?:\.\d+)?)\s*$/.exec(range);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/** A multiplier as the message names it: 0.5, 5. */
export const multiplierText = (multiplier: number): string => String(multiplier);

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/**
 * One English score (member §5): 'Score required', 'Score value should be numeric or decimal' (D),
 * 'Score value should be numeric' (N), 'Score should be with in range', then 'Please enter all the
 * scores in valid multipliers of {n}'. Undefined when the score is fine.
 */
export function englishScoreMessage(value: string | number | null | undefined, module: EnglishModuleRule): string | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return m.scoreRequired;
  if (module.scoreType === 'D' ? !DECIMAL.test(text) : !WHOLE.test(text)) return module.scoreType === 'D' ? m.scoreDecimal : m.scoreWhole;
  const score = Number(text);
  const range = parseScoreRange(module.range);
  if (range && (score < range.min || score > range.max)) return m.scoreRange;
  if (module.multiplier > 0) {
    const steps = score / module.multiplier;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return format(m.scoreMultiplier, { n: multiplierText(module.multiplier) });
  }
  return undefined;
}

const hasId = (value: number | null | undefined): boolean => typeof value === 'number' && value > 0;

/** A document part (jsonDoc): a file attached needs its type (member §5). */
export interface DocumentValues {
  FileInfoId?: number | null;
  DocTypeId?: number | null;
}

function documentErrors(values: DocumentValues): FieldErrors<'DocTypeId'> {
  return hasId(values.FileInfoId) && !hasId(values.DocTypeId) ? { DocTypeId: m.documentTypeRequired } : {};
}

/** A qualification as the add/edit dialog and SaveEducationDetail carry it (member §3, §7). */
export interface EducationValues extends DocumentValues {
  CountryId: number | null;
  QulficationLevelFk: number | null;
  LanguageFK: number | null;
  Qualification: string;
  /** The institution from the country's list (0 = typed in InstituteStudied). */
  InstStudyFk: number | null;
  InstituteStudied: string;
  DateAttendedFrom: string;
  /** Empty while currently studying. */
  DateAttendedTo: string;
  CurrentlyStudying: boolean;
  /** Optional, while currently studying. */
  EstimatedDateCompletion?: string;
}

export type EducationField = 'CountryId' | 'QulficationLevelFk' | 'LanguageFK' | 'Qualification' | 'InstituteStudied' | 'DateAttendedFrom' | 'DateAttendedTo' | 'EstimatedDateCompletion' | 'DocTypeId';

/**
 * Education (member §5): country, level and language chosen; qualification, institution (from the
 * list or typed) and start date required; the end date required unless currently studying and after
 * the start ('Date attended to must be greater than date attended from'); a document type when a
 * file is attached. Empty dates: 'Required'.
 */
export function validateEducation(values: EducationValues): FieldErrors<EducationField> {
  const errors: FieldErrors<EducationField> = {};
  if (!hasId(values.CountryId)) errors.CountryId = m.educationCountryRequired;
  if (isBlank(values.Qualification)) errors.Qualification = m.educationQualificationRequired;
  if (!hasId(values.QulficationLevelFk)) errors.QulficationLevelFk = m.educationLevelRequired;
  if (!hasId(values.InstStudyFk) && isBlank(values.InstituteStudied)) errors.InstituteStudied = m.educationInstitutionRequired;
  if (!hasId(values.LanguageFK)) errors.LanguageFK = m.educationLanguageRequired;
  const from = profileDateMessage(values.DateAttendedFrom, true);
  if (from) errors.DateAttendedFrom = from;
  if (!values.CurrentlyStudying) {
    const to = profileDateMessage(values.DateAttendedTo, true);
    if (to) errors.DateAttendedTo = to;
    else if (!from && profileDay(values.DateAttendedTo) <= profileDay(values.DateAttendedFrom)) errors.DateAttendedTo = m.educationDateOrder;
  } else {
    const estimated = profileDateMessage(values.EstimatedDateCompletion, false);
    if (estimated) errors.EstimatedDateCompletion = estimated;
  }
  return { ...errors, ...documentErrors(values) };
}

/** A test's place (member §3): country, state and city. */
export interface TestPlaceValues {
  CountryId: number | null;
  StateId: number | null;
  CityId: number | null;
}

export interface EnglishScoreValues {
  EngModScoreId: number;
  ScoreValue: string;
}

/** An English test as its dialog and SaveEnglishScore carry it (member §3, §7). */
export interface EnglishValues extends TestPlaceValues, DocumentValues {
  /** The test (IELTS Academic, TOEFL iBT …). */
  EngModId: number | null;
  TestDate: string;
  TestReportNo: string;
  EnglishTestScore: readonly EnglishScoreValues[];
}

type PlaceField = 'CountryId' | 'StateId' | 'CityId';
export type EnglishField = 'EngModId' | 'TestDate' | 'TestReportNo' | PlaceField | 'DocTypeId' | 'EnglishTestScore' | `EnglishTestScore.${number}.ScoreValue`;

/** The test date (member §5): 'Required', 'Invalid Date', not after today ('Test Date should be less then current Date'). */
function testDateMessage(value: string, today: string): string | undefined {
  return profileDateMessage(value, true) ?? (profileDay(value) > today ? m.englishTestDateFuture : undefined);
}

function placeErrors(values: TestPlaceValues): FieldErrors<PlaceField> {
  const errors: FieldErrors<PlaceField> = {};
  if (!hasId(values.CountryId)) errors.CountryId = m.educationCountryRequired;
  if (!hasId(values.StateId)) errors.StateId = m.englishStateRequired;
  if (!hasId(values.CityId)) errors.CityId = m.englishCityRequired;
  return errors;
}

/**
 * English test (member §5): the test chosen; a valid test date not in the future; report number,
 * country, state, city; every score of the test's grid checked by `englishScoreMessage`, keyed
 * `EnglishTestScore.{i}.ScoreValue` ('Score required' on `EnglishTestScore` when a module of
 * the test has no score in the list); a document type when a file is attached. `modules` are the
 * chosen test's modules; a score for another module is refused. `today` is yyyy-MM-dd.
 */
export function validateEnglishScore(values: EnglishValues, modules: readonly EnglishModuleRule[], today: string): FieldErrors<EnglishField> {
  const errors: FieldErrors<EnglishField> = {};
  if (!hasId(values.EngModId)) errors.EngModId = m.englishTestRequired;
  const date = testDateMessage(values.TestDate, today);
  if (date) errors.TestDate = date;
  if (isBlank(values.TestReportNo)) errors.TestReportNo = m.englishReportRequired;
  Object.assign(errors, placeErrors(values));
  values.EnglishTestScore.forEach((score, index) => {
    const module = modules.find((candidate) => candidate.id === score.EngModScoreId);
    const message = module ? englishScoreMessage(score.ScoreValue, module) : m.scoreModuleUnknown;
    if (message) errors[`EnglishTestScore.${index}.ScoreValue`] = message;
  });
  // Every module of the grid needs its score (a module left out of the list counts as empty).
  if (modules.some((module) => !values.EnglishTestScore.some((score) => score.EngModScoreId === module.id))) errors.EnglishTestScore = m.scoreRequired;
  return { ...errors, ...documentErrors(values) };
}

/** An other test (member §3): free-text scores with its awarding organisation and award. */
export interface OtherTestValues extends TestPlaceValues, DocumentValues {
  TestName: string;
  TestDate: string;
  TestReportNo: string;
  AwardBy: string;
  AwardName: string;
  ScoreValue: string;
}

export type OtherTestField = 'TestName' | 'TestDate' | 'TestReportNo' | 'AwardBy' | 'AwardName' | 'ScoreValue' | PlaceField | 'DocTypeId';

/**
 * Other test (member §5): test name, date (valid, not in the future, as an English test's), report
 * number, awarding organisation, award, scores, country, state, city required; a document type when
 * a file is attached.
 */
export function validateOtherTest(values: OtherTestValues, today: string): FieldErrors<OtherTestField> {
  const errors: FieldErrors<OtherTestField> = {};
  if (isBlank(values.TestName)) errors.TestName = m.otherTestNameRequired;
  const date = testDateMessage(values.TestDate, today);
  if (date) errors.TestDate = date;
  if (isBlank(values.TestReportNo)) errors.TestReportNo = m.englishReportRequired;
  if (isBlank(values.AwardBy)) errors.AwardBy = m.otherAwardByRequired;
  if (isBlank(values.AwardName)) errors.AwardName = m.otherAwardNameRequired;
  if (isBlank(values.ScoreValue)) errors.ScoreValue = m.otherScoresRequired;
  Object.assign(errors, placeErrors(values));
  return { ...errors, ...documentErrors(values) };
}
