import { applicationPdfMessages as m, format, timelineStatusLabel } from '@studyatlas/core';
import { localDate } from '../../http/locale-dates.js';
import type { ApplicationSummary } from '@studyatlas/core/contracts';
import type { PdfBlock, PdfDocumentModel } from '../../pdf/index.js';

export interface ApplicationDocumentMeta {
  /** S submitted, W withdrawn. */
  status: 'S' | 'W';
  /** ISO-8601 UTC. */
  submittedAt: string | null;
  withdrawnAt: string | null;
  /** Each course's current timeline status, by entry id (the snapshot keeps the courses as submitted). */
  courseStatus: ReadonlyMap<number, string>;
}

const date = (value: string): string => localDate(value) || value;
const yesNo = (value: boolean): string => (value ? m.yes : m.no);
const docs = (names: readonly string[]): string => names.join(', ');

/** A table; nothing when there is nothing to list (the renderer prints its 'No records found' line). */
const table = (columns: readonly string[], rows: string[][]): PdfBlock[] => (rows.length ? [{ kind: 'table', columns: [...columns], rows }] : []);

const fields = (labels: Record<string, string>, values: Record<string, string>): PdfBlock => ({
  kind: 'fields',
  rows: Object.entries(labels).map(([key, label]) => ({ label, value: values[key] ?? '' })),
});

/**
 * The application as the PDF prints it (GeneratePdf): every section of the summary (member §2 AS) —
 * courses with their current status, basic data, qualifications, English tests, passports, visas,
 * family, experience, the breach and refusal flags and the question responses — with the catalogue's
 * labels and dates shown dd-MMM-yyyy.
 */
export function applicationDocument(summary: ApplicationSummary, meta: ApplicationDocumentMeta): PdfDocumentModel {
  const { basic, flags } = summary;
  const name = [basic.firstName, basic.middleName, basic.lastName].filter(Boolean).join(' ');
  const dates = [
    meta.submittedAt ? format(m.submittedOn, { date: date(meta.submittedAt) }) : '',
    meta.status === 'W' && meta.withdrawnAt ? format(m.withdrawnOn, { date: date(meta.withdrawnAt) }) : '',
  ].filter(Boolean);
  return {
    title: format(m.title, { id: summary.applicationId }),
    ...(name ? { subtitle: format(m.subtitle, { name }) } : {}),
    ...(meta.submittedAt ? { createdAt: new Date(meta.submittedAt) } : {}),
    sections: [
      {
        heading: m.courses,
        blocks: [
          ...(dates.length ? [{ kind: 'text' as const, text: dates.join(' · ') }] : []),
          ...table(
            m.courseColumns,
            summary.courses.map((c) => [
              c.courseName,
              c.institutionName,
              [c.campus, c.city, c.country].filter(Boolean).join(', '),
              c.studyMode,
              c.award,
              date(c.intakeDate),
              timelineStatusLabel(meta.courseStatus.get(c.entryId) ?? ''),
            ]),
          ),
        ],
      },
      { heading: m.basic, blocks: [fields(m.basicLabels, { ...basic, dateOfBirth: date(basic.dateOfBirth) })] },
      {
        heading: m.qualifications,
        blocks: [
          ...table(
            m.qualificationColumns,
            summary.qualifications.map((q) => [q.country, q.level, q.qualification, q.institution, date(q.dateFrom), date(q.dateTo), q.awardingBody, q.grades, docs(q.documents)]),
          ),
        ],
      },
      {
        heading: m.englishTests,
        blocks: [
          ...table(
            m.englishTestColumns,
            summary.englishTests.map((t) => [t.name, date(t.date), t.reportNumber, t.scores.map((s) => `${s.label}: ${s.value}`).join(', '), docs(t.documents)]),
          ),
        ],
      },
      {
        heading: m.passports,
        blocks: [...table(m.passportColumns, summary.passports.map((p) => [p.country, p.type, p.number, date(p.issueDate), date(p.expiryDate), docs(p.documents)]))],
      },
      {
        heading: m.visas,
        blocks: [
          ...table(m.visaColumns, summary.visas.map((v) => [v.country, v.number, v.type, v.subClass, date(v.grantDate), date(v.expiryDate), docs(v.documents)])),
        ],
      },
      {
        heading: m.family,
        blocks: [
          ...table(m.familyColumns, summary.family.map((f) => [f.relation, f.name, date(f.dateOfBirth), f.gender, f.birthCountry, yesNo(f.accompanying)])),
        ],
      },
      {
        heading: m.experience,
        blocks: [
          ...table(
            m.experienceColumns,
            summary.experience.map((e) => [e.employer, e.position, date(e.startDate), e.isCurrent ? m.current : date(e.endDate), e.mainDuties]),
          ),
        ],
      },
      {
        heading: m.flags,
        blocks: [fields(m.flagLabels, { ...flags, visaViolation: yesNo(flags.visaViolation), refused: yesNo(flags.refused) })],
      },
      {
        heading: m.answers,
        blocks: summary.answers.length
          ? [{ kind: 'fields', rows: summary.answers.map((a) => ({ label: a.question, value: a.answer })) }]
          : [],
      },
    ],
  };
}
