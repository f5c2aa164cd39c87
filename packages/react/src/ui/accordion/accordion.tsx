import { messages } from '@studyatlas/core';
import { createElement, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button/button.js';
import { cx } from '../internal/class-names.js';
import { withLabels } from '../internal/labels.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { accordionCss } from './accordion.css.js';

export interface AccordionItem {
  /** Stable key of the section. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionLabels {
  expandAll: string;
  collapseAll: string;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Sections open at first (uncontrolled). */
  defaultOpen?: readonly string[];
  /** Sections open (controlled); use with `onOpenChange`. */
  open?: readonly string[];
  onOpenChange?: (open: string[]) => void;
  /** Shows the Expand all and Collapse all buttons (default true). */
  showToggleAll?: boolean;
  /** Heading level of the section headers (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  labels?: Partial<AccordionLabels>;
  className?: string;
}

/** Read at render: the words of the current locale. */
const defaultLabels = (): AccordionLabels => ({ expandAll: messages.expandAll, collapseAll: messages.collapseAll });

/**
 * Collapsible sections (detail screens, application summary). Each header is a button in a heading
 * with `aria-expanded` and `aria-controls`; Enter or Space toggles, Arrow Up/Down, Home and End move
 * between headers. Expand all and Collapse all open or close every section at once.
 */
export function Accordion({
  items,
  defaultOpen = [],
  open: controlled,
  onOpenChange,
  showToggleAll = true,
  headingLevel = 3,
  labels: labelOverrides,
  className,
}: AccordionProps) {
  useStylesheet('accordion', accordionCss);
  const labels = withLabels(defaultLabels(), labelOverrides);
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultOpen);
  const open = controlled ?? uncontrolled;

  const setOpen = (next: string[]) => {
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const toggle = (id: string) => setOpen(open.includes(id) ? open.filter((key) => key !== id) : [...open, id]);

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const headers = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('.sa-accordion-trigger') ?? []);
    const index = headers.indexOf(event.currentTarget);
    const target = {
      ArrowDown: headers[(index + 1) % headers.length],
      ArrowUp: headers[(index - 1 + headers.length) % headers.length],
      Home: headers[0],
      End: headers[headers.length - 1],
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <div ref={rootRef} className={cx('sa-accordion', className)} part="accordion">
      {showToggleAll && (
        <div className="sa-accordion-toolbar">
          <Button variant="link" onClick={() => setOpen(items.map((item) => item.id))}>
            {labels.expandAll}
          </Button>
          <Button variant="link" onClick={() => setOpen([])}>
            {labels.collapseAll}
          </Button>
        </div>
      )}
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const headerId = `sa-accordion-${baseId}-${index}-header`;
        const panelId = `sa-accordion-${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={cx('sa-accordion-section', isOpen && 'is-open')}>
            {createElement(
              `h${headingLevel}`,
              { className: 'sa-accordion-heading' },
              <button
                type="button"
                id={headerId}
                className="sa-accordion-trigger"
                part="accordion-trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={onHeaderKeyDown}
              >
                <span className="sa-accordion-title">{item.title}</span>
                <span className="sa-accordion-icon" aria-hidden="true" />
              </button>,
            )}
            <div id={panelId} role="region" aria-labelledby={headerId} className="sa-accordion-panel" part="accordion-panel" hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
