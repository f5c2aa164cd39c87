import { describe, expect, it } from 'vitest';
import { englishScoreMessage, validateEducation, validateEnglishScore, validateOtherTest, type EducationValues, type EnglishModuleRule, type EnglishValues, type OtherTestValues } from './profile-education.js';

const IELTS: EnglishModuleRule = { id: 1, scoreType: 'D', range: '0/9', multiplier: 0.5 };
const TOEFL: EnglishModuleRule = { id: 2, scoreType: 'N', range: '0/30', multiplier: 1 };
const DUOLINGO: EnglishModuleRule = { id: 3, scoreType: 'N', range: '10/160', multiplier: 5 };
const TODAY = '2026-03-02';

const education = (values: Partial<EducationValues> = {}): EducationValues => ({
  CountryId: 1,
  QulficationLevelFk: 2,
  LanguageFK: 3,
  Qualification: 'BSc Computing',
  InstStudyFk: 0,
  InstituteStudied: 'Tribhuvan University',
  DateAttendedFrom: '2018-02-01',
  DateAttendedTo: '2021-11-30',
  CurrentlyStudying: false,
  FileInfoId: 0,
  DocTypeId: 0,
  ...values,
});

describe('education rule', () => {
  it('accepts a complete qualification', () => {
    expect(validateEducation(education())).toEqual({});
    expect(validateEducation(education({ InstStudyFk: 4, InstituteStudied: '' }))).toEqual({});
  });

  it('needs the choices, texts and dates, empty dates giving Required', () => {
    expect(
      validateEducation(education({ CountryId: 0, QulficationLevelFk: null, LanguageFK: 0, Qualification: ' ', InstituteStudied: '', DateAttendedFrom: '', DateAttendedTo: '' })),
    ).toEqual({
      CountryId: 'Country is required',
      Qualification: 'Qualification is required',
      QulficationLevelFk: 'Qualification level is required',
      InstituteStudied: 'Institution is required',
      LanguageFK: 'Language is required',
      DateAttendedFrom: 'Required',
      DateAttendedTo: 'Required',
    });
  });

  it('needs the end after the start unless currently studying', () => {
    const message = 'Date attended to must be greater than date attended from';
    expect(validateEducation(education({ DateAttendedTo: '2018-02-01' }))).toEqual({ DateAttendedTo: message });
    expect(validateEducation(education({ DateAttendedTo: '2017-12-31' }))).toEqual({ DateAttendedTo: message });
    expect(validateEducation(education({ DateAttendedTo: '', CurrentlyStudying: true }))).toEqual({});
    expect(validateEducation(education({ DateAttendedTo: '', CurrentlyStudying: true, EstimatedDateCompletion: '2027-13-01' }))).toEqual({ EstimatedDateCompletion: 'Invalid Date' });
    expect(validateEducation(education({ DateAttendedTo: '2021-02-30' }))).toEqual({ DateAttendedTo: 'Invalid Date' });
  });

  it('needs a document type when a file is attached', () => {
    expect(validateEducation(education({ FileInfoId: 9 }))).toEqual({ DocTypeId: 'Document type is required when a file is attached' });
    expect(validateEducation(education({ FileInfoId: 9, DocTypeId: 2 }))).toEqual({});
  });
});

describe('English score rule', () => {
  it('refuses IELTS 7.3 (multiplier 0.5) and accepts 7.5', () => {
    expect(englishScoreMessage('7.3', IELTS)).toBe('Please enter all the scores in valid multipliers of 0.5');
    expect(englishScoreMessage('7.5', IELTS)).toBeUndefined();
    expect(englishScoreMessage('9', IELTS)).toBeUndefined();
  });

  it('checks required, decimal or whole, range, in that order', () => {
    expect(englishScoreMessage('', IELTS)).toBe('Score required');
    expect(englishScoreMessage('seven', IELTS)).toBe('Score value should be numeric or decimal');
    expect(englishScoreMessage('9.5', IELTS)).toBe('Score should be with in range');
    expect(englishScoreMessage('-1', IELTS)).toBe('Score value should be numeric or decimal');
    expect(englishScoreMessage('25.5', TOEFL)).toBe('Score value should be numeric');
    expect(englishScoreMessage('31', TOEFL)).toBe('Score should be with in range');
    expect(englishScoreMessage('30', TOEFL)).toBeUndefined();
    expect(englishScoreMessage('5', DUOLINGO)).toBe('Score should be with in range');
    expect(englishScoreMessage('123', DUOLINGO)).toBe('Please enter all the scores in valid multipliers of 5');
    expect(englishScoreMessage('125', DUOLINGO)).toBeUndefined();
  });

  const english = (values: Partial<EnglishValues> = {}): EnglishValues => ({
    EngModId: 1,
    TestDate: '2025-10-04',
    TestReportNo: '25NP001234',
    CountryId: 1,
    StateId: 2,
    CityId: 3,
    EnglishTestScore: [{ EngModScoreId: 1, ScoreValue: '7.5' }],
    ...values,
  });

  it('checks the test, its date, report number, place and each score by its row', () => {
    expect(validateEnglishScore(english(), [IELTS], TODAY)).toEqual({});
    expect(validateEnglishScore(english({ TestDate: TODAY }), [IELTS], TODAY)).toEqual({});
    expect(
      validateEnglishScore(
        english({ EngModId: 0, TestDate: '2026-03-03', TestReportNo: '', CountryId: 0, StateId: 0, CityId: null, EnglishTestScore: [{ EngModScoreId: 1, ScoreValue: '7.5' }, { EngModScoreId: 1, ScoreValue: '7.3' }, { EngModScoreId: 2, ScoreValue: '20' }] }),
        [IELTS],
        TODAY,
      ),
    ).toEqual({
      EngModId: 'Test is required',
      TestDate: 'Test Date should be less then current Date',
      TestReportNo: 'Report number is required',
      CountryId: 'Country is required',
      StateId: 'State is required',
      CityId: 'City is required',
      'EnglishTestScore.1.ScoreValue': 'Please enter all the scores in valid multipliers of 0.5',
      'EnglishTestScore.2.ScoreValue': 'This score does not belong to the chosen test',
    });
    expect(validateEnglishScore(english({ TestDate: '' }), [IELTS], TODAY)).toEqual({ TestDate: 'Required' });
    expect(validateEnglishScore(english(), [IELTS, { ...IELTS, id: 5 }], TODAY)).toEqual({ EnglishTestScore: 'Score required' });
    expect(validateEnglishScore(english({ FileInfoId: 3 }), [IELTS], TODAY)).toEqual({ DocTypeId: 'Document type is required when a file is attached' });
  });
});

describe('other test rule', () => {
  const other = (values: Partial<OtherTestValues> = {}): OtherTestValues => ({
    TestName: 'GRE General',
    TestDate: '2025-06-01',
    TestReportNo: 'GRE-1',
    AwardBy: 'ETS',
    AwardName: 'GRE',
    ScoreValue: 'V 158, Q 165',
    CountryId: 1,
    StateId: 2,
    CityId: 3,
    ...values,
  });

  it('needs every field and a date not in the future', () => {
    expect(validateOtherTest(other(), TODAY)).toEqual({});
    expect(validateOtherTest(other({ TestName: '', TestDate: '', TestReportNo: '', AwardBy: '', AwardName: '', ScoreValue: '', CountryId: 0, StateId: 0, CityId: 0 }), TODAY)).toEqual({
      TestName: 'Test name is required',
      TestDate: 'Required',
      TestReportNo: 'Report number is required',
      AwardBy: 'Awarding organisation is required',
      AwardName: 'Award name is required',
      ScoreValue: 'Scores are required',
      CountryId: 'Country is required',
      StateId: 'State is required',
      CityId: 'City is required',
    });
    expect(validateOtherTest(other({ TestDate: '2027-01-01' }), TODAY)).toEqual({ TestDate: 'Test Date should be less then current Date' });
  });
});
