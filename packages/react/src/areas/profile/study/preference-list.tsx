import { useRef, type ReactNode } from 'react';
import { format, removeDestination, studyPreferenceLabels as t, type StudyPreferenceList, type StudyPreferenceValues } from '@studyatlas/core';
import { useFormRows, type SaForm } from '../../../form-kit/index.js';
import { Button } from '../../../ui/button/button.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { studyCss } from './study.css.js';

export interface PreferenceListProps {
  form: SaForm<StudyPreferenceValues>;
  list: StudyPreferenceList;
  title: string;
  /** The shown name of the entry at an index. */
  nameOf: (index: number) => string;
  /** The add button and its form. */
  children?: ReactNode;
}

/**
 * One category's entries in their order: Up and Down move an entry (keyboard: the buttons keep focus),
 * Remove drops it, and for destinations a radio marks the preferred one (member §4: only one; when one
 * is left it becomes the preferred one). The list's own message and an entry's (a duplicate) show inline.
 */
export function PreferenceList({ form, list, title, nameOf, children }: PreferenceListProps) {
  useStylesheet('profile-study', studyCss);
  const rows = useFormRows(form, list);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `sa-study-${list}`;
  const listError = form.errorOf(list);
  const destinations = list === 'destinations';

  const remove = (index: number) => {
    const left = destinations ? removeDestination(form.getValues().destinations, index) : [];
    rows.remove(index);
    if (destinations && left.length === 1) form.setValue('destinations.0.preferred', true);
    headingRef.current?.focus();
  };
  const prefer = (index: number) => {
    rows.rows.forEach((_, i) => form.setValue(`destinations.${i}.preferred`, i === index));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.rows.length) return;
    rows.move(from, to);
  };

  return (
    <section className="sa-study-list" aria-labelledby={headingId}>
      <h3 className="sa-study-list-title" id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {destinations && <p className="sa-study-hint">{t.destinationsHint}</p>}
      {listError && (
        <p className="sa-study-error" role="alert">
          {listError}
        </p>
      )}
      {rows.rows.length === 0 ? (
        <p className="sa-study-empty">{t.empty}</p>
      ) : (
        <ol className="sa-study-rows">
          {rows.rows.map(({ key, index, value }) => {
            const name = nameOf(index);
            const error = form.errorOf(`${list}.${index}.referenceFk`) ?? form.errorOf(`${list}.${index}.cityFk`) ?? form.errorOf(`${list}.${index}.awardGroupFk`);
            const first = index === 0;
            const last = index === rows.rows.length - 1;
            return (
              <li key={key} className="sa-study-row">
                <span className="sa-study-row-name">{name}</span>
                {destinations && (
                  <label className="sa-study-preferred">
                    <input
                      type="radio"
                      name="sa-preferred-destination"
                      checked={value.preferred}
                      aria-label={format(t.preferredDestination, { name })}
                      onChange={() => prefer(index)}
                    />
                    <span aria-hidden="true">{t.preferred}</span>
                  </label>
                )}
                <span className="sa-study-row-actions">
                  <Button variant="secondary" aria-label={format(t.moveUp, { name })} aria-disabled={first} onClick={() => move(index, index - 1)}>
                    {t.up}
                  </Button>
                  <Button variant="secondary" aria-label={format(t.moveDown, { name })} aria-disabled={last} onClick={() => move(index, index + 1)}>
                    {t.down}
                  </Button>
                  <Button variant="secondary" aria-label={format(t.removeItem, { name })} onClick={() => remove(index)}>
                    {t.remove}
                  </Button>
                </span>
                {error && (
                  <p className="sa-study-error sa-study-row-error" role="alert">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {children}
    </section>
  );
}
