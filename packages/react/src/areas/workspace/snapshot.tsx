import { formatDisplayDate, workspaceLabels as l, type ApplicationSummary } from '@studyatlas/core';
import { Fact } from './facts.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Value = string | boolean | readonly string[] | readonly { label: string; value: string }[];
type FieldName = keyof typeof l.recordFields;
const DATE = /^\d{4}-\d{2}-\d{2}/;

/** A value as read: dates displayed, yes / no, lists joined; '' when there is nothing to show. */
function shown(value: Value): string {
  if (typeof value === 'boolean') return value ? l.yes : l.no;
  if (typeof value === 'string') return DATE.test(value) ? formatDisplayDate(value) : value;
  return value.map((item) => (typeof item === 'string' ? item : `${item.label} ${item.value}`)).join(', ');
}

/** One record of a section (a qualification, a passport …): its non-empty fields. */
function SnapshotRecord({ record }: { record: object }) {
  useWorkspaceStyles();
  const facts = Object.entries(record)
    .filter(([name]) => Object.hasOwn(l.recordFields, name))
    .map(([name, value]) => ({ label: l.recordFields[name as FieldName], value: shown(value as Value) }))
    .filter((fact) => fact.value !== '');
  return (
    <dl className="sa-workspace-facts">
      {facts.map((fact) => (
        <Fact key={fact.label} label={fact.label} value={fact.value} />
      ))}
    </dl>
  );
}

const SECTIONS = ['qualifications', 'englishTests', 'passports', 'visas', 'family', 'experience'] as const;

/** The profile as the student submitted it: basic details, every section's records, the visa history, and the questionnaire's answers. */
export function Snapshot({ summary, level }: { summary: ApplicationSummary; level: 3 | 4 | 5 | 6 }) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  const basic = Object.entries(summary.basic)
    .map(([name, value]) => ({ label: l.basicFields[name as keyof typeof l.basicFields], value: shown(value) }))
    .filter((fact) => fact.value !== '');
  return (
    <div className="sa-workspace-snapshot">
      <Heading className="sa-workspace-subheading">{l.basicDetails}</Heading>
      <dl className="sa-workspace-facts">
        {basic.map((fact) => (
          <Fact key={fact.label} label={fact.label} value={fact.value} />
        ))}
      </dl>
      {SECTIONS.map((section) => (
        <div key={section}>
          <Heading className="sa-workspace-subheading">{l[section]}</Heading>
          {summary[section].length === 0 ? (
            <p className="sa-workspace-muted">{l.none}</p>
          ) : (
            <ul className="sa-workspace-records">
              {summary[section].map((record, index) => (
                <li key={index}>
                  <SnapshotRecord record={record} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <Heading className="sa-workspace-subheading">{l.background}</Heading>
      <SnapshotRecord record={summary.flags} />
    </div>
  );
}

/** The questionnaire's answers, in question order. */
export function Answers({ answers }: { answers: ApplicationSummary['answers'] }) {
  useWorkspaceStyles();
  if (answers.length === 0) return <p className="sa-empty">{l.noAnswers}</p>;
  return (
    <dl className="sa-workspace-answers">
      {answers.map((answer, index) => (
        <div key={index} className="sa-workspace-answer">
          <dt>{answer.question}</dt>
          <dd>{answer.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
