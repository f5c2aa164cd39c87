import { format, formLabels as l } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { CategoryPath } from './category-path.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import type { FormFinderController } from './use-form-finder.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { formsCss } from './forms.css.js';

export interface FormListProps {
  finder: FormFinderController;
  headingLevel: HeadingLevel;
}

/** The forms found, under the list's header text: a download per form, and the selected ones as a zip. */
export function FormList({ finder, headingLevel }: FormListProps) {
  useStylesheet('forms', formsCss);
  const { results, selected } = finder;
  if (results.status === 'idle' || results.rows.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const header = results.rows[0]!.header;
  const chosen = results.rows.filter((row) => selected.has(row.formId)).map((row) => row.formId);
  return (
    <div className="sa-form-results" part="form-results" aria-busy={results.status === 'loading'}>
      <Heading className="sa-form-results-title">{l.resultsTitle}</Heading>
      <p className="sa-form-results-total" role="status">
        {format(l.resultsTotal, { total: results.total })}
      </p>
      {header && <p className="sa-form-header" part="form-header">{header}</p>}
      <div className="sa-form-toolbar">
        <label className="sa-form-check">
          <input type="checkbox" checked={chosen.length === results.rows.length} onChange={finder.toggleAll} />
          {l.selectAll}
        </label>
        <Button variant="secondary" disabled={chosen.length === 0} busy={finder.downloading} onClick={() => finder.download(chosen)} part="button download-selected">
          {format(l.downloadSelected, { count: chosen.length })}
        </Button>
      </div>
      <ul className="sa-form-rows">
        {results.rows.map((row) => (
          <li key={row.formId} className="sa-form-row" part="form-row">
            <label className="sa-form-check">
              <input type="checkbox" checked={selected.has(row.formId)} onChange={() => finder.toggle(row.formId)} aria-label={format(l.select, { name: row.name })} />
              <span className="sa-form-row-name"><bdi>{row.name}</bdi></span>
            </label>
            <span className="sa-form-row-category">
              <CategoryPath path={row.categoryPath} />
            </span>
            {row.header !== header && <span className="sa-form-row-header">{row.header}</span>}
            <Button variant="link" busy={finder.downloading} onClick={() => finder.download([row.formId])} aria-label={format(l.downloadNamed, { name: row.name })} part="button download">
              {l.download}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

