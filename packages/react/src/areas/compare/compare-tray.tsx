import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $compare, clearCompare, compareReady, format, type CompareEntry, compareMessages } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { compareCss } from './compare.css.js';

export interface CompareTrayProps {
  /** Called with the selection when Compare is pressed with 2 to 10 courses (before navigating to /compare/). */
  onCompare?: (entries: readonly CompareEntry[]) => void;
  className?: string;
}

/**
 * How many courses are picked for comparison, with Compare (to /compare/ once 2 to 10 are picked,
 * else the specification's message) and Clear.
 */
export function CompareTray({ onCompare, className }: CompareTrayProps) {
  useStylesheet('compare', compareCss);
  const selection = useStore($compare);
  const { navigate } = useNavigation();
  // Once Compare was pressed, the message follows the selection (and goes once it can be compared).
  const [asked, setAsked] = useState(false);
  const problem = asked ? compareReady(selection) : null;
  const compare = () => {
    setAsked(true);
    if (compareReady(selection)) return;
    onCompare?.(selection);
    navigate('/compare/');
  };
  return (
    <div className={cx('sa-root sa-compare-tray', className)} part="compare-tray">
      <span className="sa-compare-count" aria-live="polite">
        {format(compareMessages.compareSelected, { count: selection.length })}
      </span>
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
      {problem && (
        <span role="alert" className="sa-compare-problem" part="form-error">
          {problem}
        </span>
      )}
    </div>
  );
}
