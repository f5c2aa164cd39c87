import { type CallBody, educationMessages as m, todayApiDate, validateEducation, validateEnglishScore, validateOtherTest, type FieldErrors } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { invalid, notFound, rejectInvalid } from '../../http/errors.js';
import * as q from './education-queries.js';

type Grid = profile.EducationGrid;
type Doc = CallBody<typeof profile.saveEducationDetail>['jsonDoc'];

const documentOf = (doc: Doc) => ({ FileInfoId: doc?.FileInfoId ?? 0, DocTypeId: doc?.DocTypeId ?? 0 });

/** Place ids that are unknown or do not nest → 400 on their fields. */
async function checkPlace(ctx: AppContext, place: { CountryId: number; StateId: number; CityId: number }): Promise<void> {
  const bad = await q.badPlaceParts(ctx.db, place.CountryId, place.StateId, place.CityId);
  const fields = { country: 'CountryId', state: 'StateId', city: 'CityId' } as const;
  rejectInvalid(Object.fromEntries(bad.map((part) => [fields[part], m.placeUnknown])));
}

/**
 * Profile E (member §7 "Education"): every record belongs to the signed-in member — another
 * member's id answers 404 like a missing one. Documents (jsonDoc) are checked, not stored here.
 */
export function createEducationService(ctx: AppContext) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();

  async function grid(member: AuthMember, only?: 1 | 2 | 3): Promise<Grid> {
    const [qualifications, englishTests, otherTests] = await Promise.all([
      !only || only === 1 ? q.listQualifications(db, member.clientId) : [],
      !only || only === 2 ? q.listEnglishTests(db, member.clientId) : [],
      !only || only === 3 ? q.listOtherTests(db, member.clientId) : [],
    ]);
    return { qualifications, englishTests, otherTests };
  }

  return {
    loadEducation: (member: AuthMember) => grid(member),
    refreshGrid: (member: AuthMember, position: 1 | 2 | 3) => grid(member, position),

    async deleteEducation(member: AuthMember, id: number, kind: 'Education' | 'English'): Promise<{ message: string }> {
      const table = kind === 'Education' ? 'member_education' : 'member_english_tests';
      if (id === 0 || !(await q.deleteOwned(db, table, member.clientId, id))) throw notFound(m.recordNotFound);
      return { message: m.recordDeleted };
    },

    async addEditLoad(member: AuthMember, educationId: number): Promise<profile.EducationEditData> {
      const detail = educationId > 0 ? (await q.listQualifications(db, member.clientId, educationId))[0] : undefined;
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
      const english = testType === 'E' && engDetailId > 0 ? (await q.listEnglishTests(db, member.clientId, engDetailId))[0] : undefined;
      const other = testType === 'O' && engDetailId > 0 ? (await q.listOtherTests(db, member.clientId, engDetailId))[0] : undefined;
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
      const at = stamp();
      let id = e.Id;
      if (id > 0) {
        if (!(await q.updateQualification(db, member.clientId, id, values, at))) throw notFound(m.recordNotFound);
      } else {
        id = await q.insertQualification(db, member.clientId, values, at);
      }
      if (values.highest) await q.clearOtherHighest(db, member.clientId, id);
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
      const id = await q.saveTest(db, member.clientId, e.EngDetailId, values, [...byModule].map(([moduleId, value]) => ({ moduleId, value })), stamp());
      if (id === 0) throw notFound(m.recordNotFound);
      return { message: m.dataSaved, id };
    },
  };
}
