import { useRef, type ReactNode } from 'react';
import { format, removeDestination, studyPreferenceLabels as t, type StudyPreferenceList, type StudyPreferenceValues } from '@studyatlas/core';
import type { UseFormReturnType } from '@mantine/form';
import { messageOf, recheckShown } from '../../../form-kit/index.js';
import { Button } from '../../../ui/button/button.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { studyCss } from './study.css.js';

export interface PreferenceListProps {
  form: UseFormReturnType<StudyPreferenceValues>;
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
  const rows = form.values[list];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `sa-study-${list}`;
  const listError = messageOf(form.errors, list);
  const destinations = list === 'destinations';

  const remove = (index: number) => {
    const left = destinations ? removeDestination(form.getValues().destinations, index) : [];
    form.removeListItem(list, index);
    // Mantine's list operations call the onValuesChange of the form's first render: re-check here.
    recheckShown(form);
    if (destinations && left.length === 1) form.setFieldValue('destinations.0.preferred', true);
    headingRef.current?.focus();
  };
  const prefer = (index: number) => {
    rows.forEach((_, i) => form.setFieldValue(`destinations.${i}.preferred`, i === index));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    form.reorderListItem(list, { from, to });
    recheckShown(form);
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
      {rows.length === 0 ? (
        <p className="sa-study-empty">{t.empty}</p>
      ) : (
        <ol className="sa-study-rows">
          {rows.map((value, index) => {
            const name = nameOf(index);
            const error = ['referenceFk', 'cityFk', 'awardGroupFk'].map((field) => messageOf(form.errors, `${list}.${index}.${field}`)).find(Boolean);
            const first = index === 0;
            const last = index === rows.length - 1;
            return (
              // An entry is unique in its list (a duplicate is refused), so what it names is its key.
              <li key={`${value.referenceFk}-${value.cityFk}-${value.awardGroupFk}-${value.majorFk}`} className="sa-study-row">
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
