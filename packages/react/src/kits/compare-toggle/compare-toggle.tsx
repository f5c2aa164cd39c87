import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $compare, format, isInCompare, toggleCompare, type CompareEntry, compareMessages } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { compareToggleCss } from './compare-toggle.css.js';

export interface CompareToggleProps extends CompareEntry {
  className?: string;
}

/**
 * The Compare checkbox of a course row: adds the course intake to the page's shared compare selection
 * or takes it out. An 11th course is refused with 'You can select a maximum of 10 courses to compare.'
 */
export function CompareToggle({ className, ...entry }: CompareToggleProps) {
  useStylesheet('compare-toggle', compareToggleCss);
  const selection = useStore($compare);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const checked = isInCompare(entry, selection);
  return (
    <span className={cx('sa-root sa-compare-toggle', className)} part="compare-toggle">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-label={format(compareMessages.compareToggle, { name: entry.name })}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={() => setProblem(toggleCompare(entry))}
      />
      <label htmlFor={id} aria-hidden="true">
        {compareMessages.compareAction}
      </label>
      {problem && (
        <span id={`${id}-problem`} role="alert" className="sa-compare-toggle-problem" part="field-error">
          {problem}
        </span>
      )}
    </span>
  );
}
