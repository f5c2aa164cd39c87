import { describe, expect, it } from 'vitest';
import type { ApplicationCourse } from '@studyatlas/core/contracts';
import { aSummary } from '../../testing/fixtures/applications.js';
import type { PdfBlock } from '../../pdf/index.js';
import { applicationDocument } from './application-document.js';

const course = (entryId: number, courseName: string, institutionName: string, intakeDate: string): ApplicationCourse => ({
  entryId, courseId: entryId, courseName, institutionId: entryId, institutionName, locationId: 1, campus: 'City Campus', city: 'Sydney', country: 'Australia',
  intakeId: entryId, intakeDate, studyModeId: 1, studyMode: 'Full time', award: 'Bachelor', seats: 2, seatsLeft: 1, surveyId: 0,
});

const summary = aSummary(42, { courses: [course(7, 'Bachelor of Nursing', 'Harbour University', '2026-07-20'), course(8, 'Master of Design', 'Bridge College', '2026-09-01')] });
const meta = { status: 'S' as const, submittedAt: '2026-03-01T10:00:00.000Z', withdrawnAt: null, courseStatus: new Map([[7, 'OFC'], [8, 'SUB']]) };

const section = (doc: ReturnType<typeof applicationDocument>, heading: string) => {
  const found = doc.sections.find((s) => s.heading === heading);
  if (!found) throw new Error(`no section ${heading}`);
  return found.blocks;
};
const tableOf = (blocks: PdfBlock[]) => blocks.find((b): b is Extract<PdfBlock, { kind: 'table' }> => b.kind === 'table')!;
const fieldsOf = (blocks: PdfBlock[]) => Object.fromEntries(blocks.flatMap((b) => (b.kind === 'fields' ? b.rows.map((r) => [r.label, r.value]) : [])));

describe('the application PDF’s content', () => {
  const doc = applicationDocument(summary, meta);

  it('has a title, the applicant and the submission time', () => {
    expect(doc.title).toBe('Application 42');
    expect(doc.subtitle).toBe('Ana Maria Silva');
    expect(doc.createdAt).toEqual(new Date('2026-03-01T10:00:00.000Z'));
  });

  it('prints every summary section, in the summary’s order', () => {
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Courses', 'Basic details', 'Qualifications', 'English tests', 'Passports', 'Visas', 'Family', 'Work experience', 'Visa breach and refusal', 'Question responses',
    ]);
  });

  it('lists the courses with their current status and dates dd-MMM-yyyy', () => {
    const blocks = section(doc, 'Courses');
    expect(blocks[0]).toEqual({ kind: 'text', text: 'Submitted on 01-Mar-2026' });
    expect(tableOf(blocks)).toEqual({
      kind: 'table',
      columns: ['Course', 'Institution', 'Campus', 'Study mode', 'Award', 'Intake', 'Status'],
      rows: [
        ['Bachelor of Nursing', 'Harbour University', 'City Campus, Sydney, Australia', 'Full time', 'Bachelor', '20-Jul-2026', 'Conditional offer'],
        ['Master of Design', 'Bridge College', 'City Campus, Sydney, Australia', 'Full time', 'Bachelor', '01-Sep-2026', 'Submitted'],
      ],
    });
  });

  it('prints the basic details with labels', () => {
    expect(fieldsOf(section(doc, 'Basic details'))).toEqual({
      Title: 'Ms', 'First name': 'Ana', 'Middle name': 'Maria', 'Last name': 'Silva', Gender: 'Female', 'Date of birth': '09-Apr-2001',
      Nationality: 'Brazil', 'Country of birth': 'Brazil', Email: 'ana@example.org', Phone: '+55 11 5555 0000', Mobile: '+55 11 99999 0000', Address: 'Rua Augusta 1, São Paulo',
    });
  });

  it('prints qualifications, tests, passports, visas, family and experience as tables', () => {
    expect(tableOf(section(doc, 'Qualifications')).rows).toEqual([
      ['Brazil', 'Secondary', 'Ensino Médio', 'Colégio Bandeirantes', '01-Feb-2016', '10-Dec-2019', 'MEC', '9.1', 'diploma.pdf'],
    ]);
    expect(tableOf(section(doc, 'English tests')).rows).toEqual([['IELTS', '04-Oct-2025', 'IE-1234', 'Overall: 7.5, Writing: 7', 'ielts.pdf']]);
    expect(tableOf(section(doc, 'Passports')).rows).toEqual([['Brazil', 'Passport', 'BR123456', '05-Jan-2022', '04-Jan-2032', 'passport.pdf']]);
    expect(tableOf(section(doc, 'Visas')).rows).toEqual([['Australia', 'V-77', 'Visitor', '600', '01-Jun-2024', '01-Dec-2024', '']]);
    expect(tableOf(section(doc, 'Family')).rows).toEqual([['Mother', 'Clara Silva', '02-Mar-1970', 'Female', 'Brazil', 'No']]);
    expect(tableOf(section(doc, 'Work experience')).rows).toEqual([['Hospital Sírio-Libanês', 'Volunteer', '10-Jan-2023', 'Current', 'Patient support']]);
  });

  it('prints the breach and refusal flags and the question responses', () => {
    expect(fieldsOf(section(doc, 'Visa breach and refusal'))).toEqual({
      'Breached visa conditions': 'No', 'Breach details': '', 'Refused a visa': 'Yes', 'Refused by': 'Canada', 'Refusal details': 'Funds not shown',
    });
    expect(fieldsOf(section(doc, 'Question responses'))).toEqual({ 'Why nursing?': 'To care for people.', 'Show us your portfolio': 'portfolio.pdf' });
  });

  it('leaves an empty section without blocks (the renderer says so) and names the withdrawal', () => {
    const empty = applicationDocument(
      { ...summary, qualifications: [], answers: [] },
      { ...meta, status: 'W', withdrawnAt: '2026-03-05T08:00:00.000Z' },
    );
    expect(section(empty, 'Qualifications')).toEqual([]);
    expect(section(empty, 'Question responses')).toEqual([]);
    expect(section(empty, 'Courses')[0]).toEqual({ kind: 'text', text: 'Submitted on 01-Mar-2026 · Withdrawn on 05-Mar-2026' });
  });
});
