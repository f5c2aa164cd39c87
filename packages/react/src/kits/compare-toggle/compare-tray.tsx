import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $compare, $locale, clearCompare, compareKey, compareReady, format, nameInOtherLanguage, removeFromCompare, type CompareEntry, compareMessages } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { compareNames } from './compare-detail.js';
import { useNavigation } from '../../navigation/navigation.js';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { compareToggleCss } from './compare-toggle.css.js';
import { COMPARE_ROUTE } from './compare-route.js';

export interface CompareTrayProps {
  /** Called with the selection when Compare is pressed with 2 to 10 courses (before navigating to /compare/). */
  onCompare?: (entries: readonly CompareEntry[]) => void;
  /**
   * A list's tray: sticks to the bottom of the viewport while its list is in view, and shows nothing
   * while no course is picked. Default false (a tray of its own, always shown).
   */
  sticky?: boolean;
  className?: string;
}

/**
 * The compare tray: how many courses are picked for comparison (announced as it changes), the picked
 * courses with a remove button each, Compare (to /compare/ once 2 to 10 are picked, else the
 * specification's message) and Clear. The selection is the page's shared `$compare` store, so every
 * tray and Compare box on the page — in any widget — shows the same courses.
 */
export function CompareTray({ onCompare, sticky = false, className }: CompareTrayProps) {
  useStylesheet('compare-toggle', compareToggleCss);
  const selection = useStore($compare);
  const locale = useStore($locale);
  // Courses picked in another language: their names in the page's (until then, as stored).
  const otherLanguage = selection.filter((entry) => nameInOtherLanguage(entry, locale));
  const names = useQuery(otherLanguage.length ? `compare/names/${otherLanguage.map(compareKey).join(',')}` : null, () => compareNames(otherLanguage)).data;
  const nameOf = (entry: CompareEntry) => names?.[compareKey(entry)] ?? entry.name;
  const { navigate } = useNavigation();
  // Once Compare was pressed, the message follows the selection (and goes once it can be compared).
  const [asked, setAsked] = useState(false);
  // A list's tray with nothing picked keeps only its (empty) live region, so the first pick is announced.
  const empty = sticky && selection.length === 0;
  const problem = asked && !empty ? compareReady(selection) : null;
  const compare = () => {
    setAsked(true);
    if (compareReady(selection)) return;
    onCompare?.(selection);
    navigate(COMPARE_ROUTE);
  };
  return (
    <div
      className={cx('sa-root sa-compare-tray', sticky && 'sa-compare-tray--sticky', empty && 'is-empty', className)}
      part="compare-tray"
      role={empty ? undefined : 'region'}
      aria-label={empty ? undefined : compareMessages.compareTitle}
    >
      <p className="sa-compare-count" aria-live="polite" aria-atomic="true">
        {empty ? '' : format(compareMessages.compareSelected, { count: selection.length })}
      </p>
      {selection.length > 0 && (
        <ul className="sa-compare-tray-courses">
          {selection.map((entry) => (
            <li key={compareKey(entry)} className="sa-compare-tray-course">
              <span className="sa-compare-tray-text">
                <span className="sa-compare-tray-name" title={nameOf(entry)}>
                  <bdi>{nameOf(entry)}</bdi>
                </span>
                {entry.institutionName && (
                  <span className="sa-compare-tray-institution" title={entry.institutionName}>
                    <bdi>{entry.institutionName}</bdi>
                  </span>
                )}
              </span>
              <button
                type="button"
                className="sa-compare-tray-remove"
                part="button"
                aria-label={format(compareMessages.compareRemove, { name: nameOf(entry) })}
                onClick={() => removeFromCompare(entry)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!empty && (
        <div className="sa-compare-tray-actions">
          <Button onClick={compare}>{compareMessages.compareAction}</Button>
          {selection.length > 0 && (
            <Button
              variant="link"
              onClick={() => {
                clearCompare();
                setAsked(false);
              }}
            >
              {compareMessages.compareClear}
            </Button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="sa-compare-tray-problem" part="form-error">
          {problem}
        </p>
      )}
    </div>
  );
}
