import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profilePassportCss } from './passport.css.js';
import type { ReactNode } from 'react';
import { passportLabels as t } from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';

export interface RecordRow {
  id: number;
  title: string;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}

/** One of the tab's grids as a list of records (it wraps from 320 px): facts, Edit and Delete. */
export function RecordList({ rows, empty, onEdit, onDelete }: { rows: readonly RecordRow[]; empty: string; onEdit: (id: number) => void; onDelete: (id: number) => void }) {
  useStylesheet('profile-passport', profilePassportCss);
  if (rows.length === 0) return <p className="sa-passport-empty">{empty}</p>;
  return (
    <ul className="sa-passport-rows">
      {rows.map((row) => (
        <li key={row.id} className="sa-passport-row">
          <p className="sa-passport-row-title">{row.title}</p>
          <dl className="sa-passport-facts">
            {row.facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value === '' ? '–' : value}</dd>
              </div>
            ))}
          </dl>
          <div className="sa-passport-actions">
            <Button variant="secondary" aria-label={`${t.edit} ${row.title}`} onClick={() => onEdit(row.id)}>
              {t.edit}
            </Button>
            <Button variant="danger" aria-label={`${t.delete} ${row.title}`} onClick={() => onDelete(row.id)}>
              {t.delete}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
