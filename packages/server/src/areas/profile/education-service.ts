import type { Kysely } from 'kysely';
import { type CallBody, EDUCATION_FORM_KEY, educationMessages as m, ENGLISH_FORM_KEY, todayApiDate, validateEducation, validateEnglishScore, validateOtherTest, type FieldErrors } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import type { Database } from '../../db/schema/index.js';
import { HttpError, invalid, notFound, rejectInvalid } from '../../http/errors.js';
import * as q from './education-queries.js';
import { attachDocument, documentsByRecord, documentsOf, removeDocuments } from './record-documents.js';

type Grid = profile.EducationGrid;
type Doc = CallBody<typeof profile.saveEducationDetail>['jsonDoc'];
type FormKey = typeof EDUCATION_FORM_KEY | typeof ENGLISH_FORM_KEY;

const documentOf = (doc: Doc) => ({ FileInfoId: doc?.FileInfoId ?? 0, DocTypeId: doc?.DocTypeId ?? 0 });

/** The documents module's field names → jsonDoc's, as the education rule names them (DocTypeId). */
const DOCUMENT_FIELDS: Readonly<Record<string, string>> = { fileInfoId: 'FileInfoId', docTypeId: 'DocTypeId' };

/**
 * Attaches jsonDoc's upload to the member's record (already checked to be theirs), inside the save's
 * transaction: a refusal undoes the save. Field errors come back under jsonDoc's names (FileInfoId,
 * DocTypeId) like the rule's.
 */
async function attach(trx: Kysely<Database>, clientId: number, formKey: FormKey, recordId: number, doc: Doc, now: Date): Promise<void> {
  try {
    await attachDocument(trx, clientId, { formKey, formRecordFk: recordId, fileInfoId: doc?.FileInfoId, docTypeId: doc?.DocTypeId, now });
  } catch (error) {
    const errors = error instanceof HttpError ? (error.extra.errors as Record<string, string> | undefined) : undefined;
    if (!errors) throw error;
    throw invalid(Object.fromEntries(Object.entries(errors).map(([field, message]) => [DOCUMENT_FIELDS[field] ?? field, message])));
  }
}

/** Place ids that are unknown or do not nest → 400 on their fields. */
async function checkPlace(ctx: AppContext, place: { CountryId: number; StateId: number; CityId: number }): Promise<void> {
  const bad = await q.badPlaceParts(ctx.db, place.CountryId, place.StateId, place.CityId);
  const fields = { country: 'CountryId', state: 'StateId', city: 'CityId' } as const;
  rejectInvalid(Object.fromEntries(bad.map((part) => [fields[part], m.placeUnknown])));
}

/**
 * Profile E (member §7 "Education"): every record belongs to the signed-in member — another
 * member's id answers 404 like a missing one. jsonDoc attaches an upload to the saved record
 * (EDN_EDU a qualification, EDN_ENG an English or other test) in the save's transaction; the grids
 * and the dialogs' loads list each record's documents; a deleted record loses its documents.
 */
export function createEducationService(ctx: AppContext) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();

  /** Rows with their documents (one query per form key). */
  async function withDocuments<T extends { id: number }>(clientId: number, formKey: FormKey, rows: readonly T[]): Promise<Array<T & { documents: profile.RecordDocument[] }>> {
    const byRecord = await documentsByRecord(db, clientId, formKey, rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, documents: byRecord.get(row.id) ?? [] }));
  }

  async function grid(member: AuthMember, only?: 1 | 2 | 3): Promise<Grid> {
    const { clientId } = member;
    const [qualifications, englishTests, otherTests] = await Promise.all([
      !only || only === 1 ? q.listQualifications(db, clientId).then((rows) => withDocuments(clientId, EDUCATION_FORM_KEY, rows)) : [],
      !only || only === 2 ? q.listEnglishTests(db, clientId).then((rows) => withDocuments(clientId, ENGLISH_FORM_KEY, rows)) : [],
      !only || only === 3 ? q.listOtherTests(db, clientId).then((rows) => withDocuments(clientId, ENGLISH_FORM_KEY, rows)) : [],
    ]);
    return { qualifications, englishTests, otherTests };
  }

  /** One record with its documents, or undefined. */
  async function one<T extends { id: number }>(clientId: number, formKey: FormKey, row: T | undefined): Promise<(T & { documents: profile.RecordDocument[] }) | undefined> {
    return row && { ...row, documents: await documentsOf(db, clientId, formKey, row.id) };
  }

  return {
    loadEducation: (member: AuthMember) => grid(member),
    refreshGrid: (member: AuthMember, position: 1 | 2 | 3) => grid(member, position),

    async deleteEducation(member: AuthMember, id: number, kind: 'Education' | 'English'): Promise<{ message: string }> {
      const table = kind === 'Education' ? 'member_education' : 'member_english_tests';
      if (id === 0) throw notFound(m.recordNotFound);
      await db.transaction().execute(async (trx) => {
        if (!(await q.deleteOwned(trx, table, member.clientId, id))) throw notFound(m.recordNotFound);
        await removeDocuments(trx, member.clientId, kind === 'Education' ? EDUCATION_FORM_KEY : ENGLISH_FORM_KEY, id);
      });
      return { message: m.recordDeleted };
    },

    async addEditLoad(member: AuthMember, educationId: number): Promise<profile.EducationEditData> {
      const detail = educationId > 0 ? await one(member.clientId, EDUCATION_FORM_KEY, (await q.listQualifications(db, member.clientId, educationId))[0]) : undefined;
      if (educationId > 0 && !detail) throw notFound(m.recordNotFound);
      const [countries, levels, languages, institutions] = await Promise.all([
        q.listCountries(db),
        q.listOrdered(db, 'qualification_levels'),
        q.listOrdered(db, 'languages'),
        detail?.countryId ? q.listInstitutions(db, detail.countryId) : [],
      ]);
      return { detail: detail ?? null, countries, levels, languages, institutions };
    },

    async langAndInst(countryFk: number) {
      const [languages, institutions] = await Promise.all([q.listOrdered(db, 'languages'), countryFk > 0 ? q.listInstitutions(db, countryFk) : []]);
      return { languages, institutions };
    },

    async loadEnglish(member: AuthMember, query: { modId: number; testType: 'E' | 'O'; engDetailId: number }): Promise<profile.EnglishLoad> {
      const { modId, testType, engDetailId } = query;
      const { clientId } = member;
      const english = testType === 'E' && engDetailId > 0 ? await one(clientId, ENGLISH_FORM_KEY, (await q.listEnglishTests(db, clientId, engDetailId))[0]) : undefined;
      const other = testType === 'O' && engDetailId > 0 ? await one(clientId, ENGLISH_FORM_KEY, (await q.listOtherTests(db, clientId, engDetailId))[0]) : undefined;
      if (engDetailId > 0 && !english && !other) throw notFound(m.recordNotFound);
      const testId = modId || english?.testId || 0;
      if (testId > 0 && !(await q.exists(db, 'english_tests', testId))) throw invalid({ modId: m.placeUnknown });
      const modules = testType === 'E' && testId > 0 ? await q.listModules(db, testId, english && english.testId === testId ? english.id : 0) : [];
      return { tests: await q.listOrdered(db, 'english_tests'), modules, english: english ?? null, other: other ?? null };
    },

    async saveEducation(member: AuthMember, body: { jsonString: profile.EducationDetailJson; jsonDoc?: Doc }): Promise<{ message: string; id: number }> {
      const e = body.jsonString;
      rejectInvalid(validateEducation({ ...e, ...documentOf(body.jsonDoc) }));
      const errors: FieldErrors = {};
      if (!(await q.exists(db, 'countries', e.CountryId))) errors.CountryId = m.placeUnknown;
      if (!(await q.exists(db, 'qualification_levels', e.QulficationLevelFk))) errors.QulficationLevelFk = m.placeUnknown;
      if (!(await q.exists(db, 'languages', e.LanguageFK))) errors.LanguageFK = m.placeUnknown;
      const listed = e.InstStudyFk > 0 ? await q.institutionIn(db, e.InstStudyFk, e.CountryId) : undefined;
      if (e.InstStudyFk > 0 && listed === undefined) errors.InstituteStudied = m.placeUnknown;
      rejectInvalid(errors);
      const values: q.QualificationWrite = {
        country_id: e.CountryId,
        legal_id: e.InstStudyFk > 0 ? e.InstStudyFk : null,
        institution_name: listed ?? e.InstituteStudied.trim(),
        qualification: e.Qualification.trim(),
        level_id: e.QulficationLevelFk,
        language_id: e.LanguageFK,
        date_from: e.DateAttendedFrom.trim(),
        date_to: e.CurrentlyStudying ? null : e.DateAttendedTo.trim(),
        estimated_completion: e.CurrentlyStudying && e.EstimatedDateCompletion.trim() ? e.EstimatedDateCompletion.trim() : null,
        awarding_body: e.AwardingBody.trim(),
        highest: e.HighestQualification ? 1 : 0,
        subject_grade_date: e.SubjectGradeDate.trim(),
      };
      const { clientId } = member;
      const at = stamp();
      const id = await db.transaction().execute(async (trx) => {
        let recordId = e.Id;
        if (recordId > 0) {
          if (!(await q.updateQualification(trx, clientId, recordId, values, at))) throw notFound(m.recordNotFound);
        } else {
          recordId = await q.insertQualification(trx, clientId, values, at);
        }
        if (values.highest) await q.clearOtherHighest(trx, clientId, recordId);
        await attach(trx, clientId, EDUCATION_FORM_KEY, recordId, body.jsonDoc, ctx.now());
        return recordId;
      });
      return { message: m.dataSaved, id };
    },

    async saveEnglish(member: AuthMember, body: { jsonString: profile.EnglishScoreDetailJson; jsonDoc?: Doc }): Promise<{ message: string; id: number }> {
      const e = body.jsonString;
      const kind = e.TestType === 'E' || e.TestType === 'O' ? e.TestType : e.EngModId === 0 && e.TestName.trim() !== '' ? 'O' : 'E';
      const today = todayApiDate(ctx.now());
      const doc = documentOf(body.jsonDoc);
      const scores = e.EnglishTestScore;
      let modules: profile.EnglishModuleRow[] = [];
      if (kind === 'E') {
        if (e.EngModId > 0 && !(await q.exists(db, 'english_tests', e.EngModId))) throw invalid({ EngModId: m.placeUnknown });
        modules = e.EngModId > 0 ? await q.listModules(db, e.EngModId) : [];
        rejectInvalid(validateEnglishScore({ ...e, ...doc, EnglishTestScore: scores }, modules, today));
      } else {
        rejectInvalid(validateOtherTest({ ...e, ...doc }, today));
      }
      await checkPlace(ctx, e);
      if (e.EngDetailId > 0 && (await q.testKind(db, member.clientId, e.EngDetailId)) !== kind) throw notFound(m.recordNotFound);
      const values: q.TestWrite = {
        kind,
        test_id: kind === 'E' ? e.EngModId : null,
        test_name: kind === 'O' ? e.TestName.trim() : '',
        test_date: e.TestDate.trim(),
        report_no: e.TestReportNo.trim(),
        award_by: kind === 'O' ? e.AwardBy.trim() : '',
        award_name: kind === 'O' ? e.AwardName.trim() : '',
        score_text: kind === 'O' ? e.ScoreValue.trim() : '',
        country_id: e.CountryId,
        state_id: e.StateId,
        city_id: e.CityId,
      };
      // One score per module (the last sent wins), written as a number reads: '07.50' → '7.5'.
      const byModule = new Map(kind === 'E' ? scores.map((s) => [s.EngModScoreId, String(Number(s.ScoreValue.trim()))] as const) : []);
      const { clientId } = member;
      const scoreRows = [...byModule].map(([moduleId, value]) => ({ moduleId, value }));
      const id = await q.saveTest(db, clientId, e.EngDetailId, values, scoreRows, stamp(), (trx, testId) => attach(trx, clientId, ENGLISH_FORM_KEY, testId, body.jsonDoc, ctx.now()));
      if (id === 0) throw notFound(m.recordNotFound);
      return { message: m.dataSaved, id };
    },
  };
}
