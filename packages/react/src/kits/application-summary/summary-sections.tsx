import type { ReactNode } from 'react';
import { applicationSummaryLabels as t, format, formatDisplayDate, messages, type ApplicationSummary } from '@studyatlas/core';
import type { AccordionItem } from '../../ui/accordion/accordion.js';
import { Facts as FactList } from '../../kits/find/facts.js';
import { CourseFacts } from './course-facts.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationSummaryCss } from './application-summary.css.js';

type Fact = readonly [label: string, value: ReactNode];

const day = (value: string) => (value ? formatDisplayDate(value) : '');
const range = (from: string, to: string, current = false) => format(t.dateRange, { from: day(from), to: current ? t.current : day(to) });
const yesNo = (value: boolean) => (value ? t.yes : t.no);
const listed = (documents: readonly string[]) => documents.join(', ');

/** Label and value pairs in the summary's style; empty values are left out. */
function Facts({ facts }: { facts: readonly Fact[] }) {
  useStylesheet('application-summary', applicationSummaryCss);
  return <FactList items={facts} className="sa-app-facts" />;
}

/** A section's records, or 'No records found'. */
function Records<T>({ rows, render }: { rows: readonly T[]; render: (row: T) => ReactNode }) {
  useStylesheet('application-summary', applicationSummaryCss);
  if (rows.length === 0) return <p className="sa-app-empty">{messages.noRecords}</p>;
  return (
    <ul className="sa-app-records">
      {rows.map((row, index) => (
        <li key={index} className="sa-app-record">
          {render(row)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The summary's sections in the specification's order (member §2 AS): courses, basic data,
 * qualifications, English tests, passports, visas, family, experience, breach and refusal flags,
 * question responses.
 */
export function summarySections(summary: ApplicationSummary): AccordionItem[] {
  const s = t.sections;
  const b = summary.basic;
  const f = summary.flags;
  const name = [b.firstName, b.middleName, b.lastName].filter(Boolean).join(' ');
  return [
    {
      id: 'courses',
      title: s.courses,
      content: (
        <Records
          rows={summary.courses}
          render={(c) => (
            <>
              <p className="sa-app-course-name"><bdi>{c.courseName}</bdi></p>
              <CourseFacts course={c} />
            </>
          )}
        />
      ),
    },
    {
      id: 'basic',
      title: s.basic,
      content: (
        <Facts
          facts={[
            [t.title, b.title],
            [t.name, name],
            [t.gender, b.gender],
            [t.dateOfBirth, day(b.dateOfBirth)],
            [t.nationality, b.nationality],
            [t.birthCountry, b.birthCountry],
            [t.email, b.email],
            [t.phone, b.phone],
            [t.mobile, b.mobile],
            [t.address, b.address],
          ]}
        />
      ),
    },
    {
      id: 'qualifications',
      title: s.qualifications,
      content: (
        <Records
          rows={summary.qualifications}
          render={(q) => (
            <Facts
              facts={[
                [t.qualification, q.qualification],
                [t.country, q.country],
                [t.level, q.level],
                [t.institution, q.institution],
                [t.dates, range(q.dateFrom, q.dateTo, !q.dateTo)],
                [t.awardingBody, q.awardingBody],
                [t.grades, q.grades],
                [t.documents, listed(q.documents)],
              ]}
            />
          )}
        />
      ),
    },
    {
      id: 'englishTests',
      title: s.englishTests,
      content: (
        <Records
          rows={summary.englishTests}
          render={(e) => (
            <Facts
              facts={[
                [t.testName, e.name],
                [t.testDate, day(e.date)],
                [t.reportNumber, e.reportNumber],
                [t.scores, e.scores.map((score) => `${score.label} ${score.value}`).join(', ')],
                [t.documents, listed(e.documents)],
              ]}
            />
          )}
        />
      ),
    },
    {
      id: 'passports',
      title: s.passports,
      content: (
        <Records
          rows={summary.passports}
          render={(p) => (
            <Facts
              facts={[
                [t.country, p.country],
                [t.passportType, p.type],
                [t.number, p.number],
                [t.issueDate, day(p.issueDate)],
                [t.expiryDate, day(p.expiryDate)],
                [t.documents, listed(p.documents)],
              ]}
            />
          )}
        />
      ),
    },
    {
      id: 'visas',
      title: s.visas,
      content: (
        <Records
          rows={summary.visas}
          render={(v) => (
            <Facts
              facts={[
                [t.country, v.country],
                [t.number, v.number],
                [t.visaType, v.type],
                [t.subClass, v.subClass],
                [t.grantDate, day(v.grantDate)],
                [t.expiryDate, day(v.expiryDate)],
                [t.documents, listed(v.documents)],
              ]}
            />
          )}
        />
      ),
    },
    {
      id: 'family',
      title: s.family,
      content: (
        <Records
          rows={summary.family}
          render={(m) => (
            <Facts
              facts={[
                [t.relation, m.relation],
                [t.name, m.name],
                [t.dateOfBirth, day(m.dateOfBirth)],
                [t.gender, m.gender],
                [t.birthCountry, m.birthCountry],
                [t.accompanying, yesNo(m.accompanying)],
              ]}
            />
          )}
        />
      ),
    },
    {
      id: 'experience',
      title: s.experience,
      content: (
        <Records
          rows={summary.experience}
          render={(w) => (
            <Facts
              facts={[
                [t.employer, w.employer],
                [t.position, w.position],
                [t.period, range(w.startDate, w.endDate, w.isCurrent)],
                [t.mainDuties, w.mainDuties],
              ]}
            />
          )}
        />
      ),
    },
    {
      id: 'flags',
      title: s.flags,
      content: (
        <Facts
          facts={[
            [t.visaViolation, f.visaViolation ? `${t.yes}${f.violationDetail ? ` — ${f.violationDetail}` : ''}` : t.no],
            [t.refused, f.refused ? `${t.yes}${f.refusedDetail ? ` — ${f.refusedDetail}` : ''}` : t.no],
            [t.refusedCountry, f.refused ? f.refusedCountry : ''],
          ]}
        />
      ),
    },
    {
      id: 'answers',
      title: s.answers,
      content: <Records rows={summary.answers} render={(a) => <Facts facts={[[t.question, a.question], [t.answer, a.answer]]} />} />,
    },
  ];
}
