import { educationLabels as t, format, formatDisplayDate, messages, type profile } from '@studyatlas/core';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button/button.js';
import { DocumentList } from '../documents/document-list.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profileEducationCss } from './education.css.js';

/** 'dd-MMM-yyyy – dd-MMM-yyyy', or '… – Present' while open. */
export const dateSpan = (from: string, to: string, present: string) => `${formatDisplayDate(from)} – ${to ? formatDisplayDate(to) : present}`;

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete of a row, named after it for screen readers. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="sa-edu-row-actions">
      <Button variant="secondary" onClick={onEdit} aria-label={`${t.edit} ${name}`}>
        {t.edit}
      </Button>
      <Button variant="danger" onClick={onDelete} aria-label={`${t.delete} ${name}`}>
        {t.delete}
      </Button>
    </div>
  );
}

/** A grid: its rows, or 'No records found'. */
export function Rows<T extends { id: number }>({ rows, label, render }: { rows: readonly T[]; label: string; render: (row: T) => ReactNode }) {
  useStylesheet('profile-education', profileEducationCss);
  if (rows.length === 0) return <p className="sa-edu-muted">{messages.noRecords}</p>;
  return (
    <ul className="sa-edu-rows" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className="sa-edu-row">
          {render(row)}
        </li>
      ))}
    </ul>
  );
}

export function QualificationText({ row }: { row: profile.QualificationRow }) {
  return (
    <div className="sa-edu-row-text">
      <span className="sa-edu-row-name">
        {row.qualification}
        {row.highest && <span className="sa-edu-tag">{t.highestMark}</span>}
      </span>
      <span>{[row.institution, row.country].filter(Boolean).join(', ')}</span>
      <span className="sa-edu-muted">{[row.level, row.language, dateSpan(row.dateFrom, row.dateTo, t.present)].filter(Boolean).join(' · ')}</span>
      {row.awardingBody && <span className="sa-edu-muted">{row.awardingBody}</span>}
      {row.subjectGradeDate && <span className="sa-edu-muted">{row.subjectGradeDate}</span>}
      <DocumentList documents={row.documents} label={format(t.documentsOf, { name: row.qualification })} />
    </div>
  );
}

export function EnglishText({ row }: { row: profile.EnglishTestRow }) {
  return (
    <div className="sa-edu-row-text">
      <span className="sa-edu-row-name">{row.testName}</span>
      <span className="sa-edu-muted">{[formatDisplayDate(row.testDate), row.reportNo, [row.city, row.country].join(', ')].join(' · ')}</span>
      <ul className="sa-edu-scores" aria-label={t.scores}>
        {row.scores.map((score) => (
          <li key={score.id}>
            {score.name}: <strong>{score.scoreValue}</strong>
          </li>
        ))}
      </ul>
      <DocumentList documents={row.documents} label={format(t.documentsOf, { name: row.testName })} />
    </div>
  );
}

export function OtherTestText({ row }: { row: profile.OtherTestRow }) {
  return (
    <div className="sa-edu-row-text">
      <span className="sa-edu-row-name">{row.testName}</span>
      <span className="sa-edu-muted">{[formatDisplayDate(row.testDate), row.reportNo, [row.city, row.country].join(', ')].join(' · ')}</span>
      <span>{[row.awardBy, row.awardName].join(' – ')}</span>
      <span>{row.scoreValue}</span>
      <DocumentList documents={row.documents} label={format(t.documentsOf, { name: row.testName })} />
    </div>
  );
}
