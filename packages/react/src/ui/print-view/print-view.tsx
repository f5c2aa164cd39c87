import { messages } from '@studyatlas/core';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../button/button.js';
import { cx } from '../internal/class-names.js';
import { withLabels } from '../internal/labels.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { printViewCss } from './print-view.css.js';

export interface PrintViewLabels {
  printNow: string;
  closePrint: string;
}

export interface PrintViewProps {
  /** What is printed, for the accessible name ('Print view: Harbour Merit Award'). */
  label: string;
  onClose: () => void;
  /** Opens the browser's print dialog once shown (default true). */
  autoPrint?: boolean;
  labels?: Partial<PrintViewLabels>;
  className?: string;
  children: ReactNode;
}

/** Read at render: the words of the current locale. */
const defaultLabels = (): PrintViewLabels => ({ printNow: messages.printNow, closePrint: messages.closePrint });

const print = () => {
  if (typeof window !== 'undefined' && typeof window.print === 'function') window.print();
};

/**
 * A detail laid out for paper (discovery §2: institution and scholarship detail offer a print view):
 * Print and Close buttons above the content, hidden on the printout, and the browser's print dialog
 * opened once shown.
 */
export function PrintView({ label, onClose, autoPrint = true, labels: labelOverrides, className, children }: PrintViewProps) {
  useStylesheet('print-view', printViewCss);
  const labels = withLabels(defaultLabels(), labelOverrides);
  useEffect(() => {
    if (autoPrint) print();
  }, [autoPrint]);
  return (
    <article className={cx('sa-print-view', className)} aria-label={label}>
      <div className="sa-print-actions">
        <Button onClick={print}>{labels.printNow}</Button>
        <Button variant="secondary" onClick={onClose}>
          {labels.closePrint}
        </Button>
      </div>
      {children}
    </article>
  );
}
