import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/class-names.js';
import { inlineStep } from '../internal/inline-direction.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { tabsCss } from './tabs.css.js';

export interface TabsProps<T extends string> {
  /** The tabs in order, each with its label. */
  tabs: ReadonlyArray<{ id: T; label: ReactNode }>;
  /** The open tab; none shows the tablist alone. */
  selected: T | undefined;
  onSelect: (tab: T) => void;
  /** The tablist's accessible name. */
  label: string;
  /** The open tab's content. */
  children?: ReactNode;
  className?: string;
  /**
   * `manual` (default): the arrow keys, Home and End move the focus, Enter or Space opens the tab —
   * for tabs whose panel costs a load. `automatic`: moving the focus opens the tab.
   */
  activation?: 'manual' | 'automatic';
}

/**
 * A tablist (WAI-ARIA tabs pattern): the arrow keys, Home and End move between the tabs, a click or
 * Enter or Space (or the move itself, with automatic activation) opens one; the panel is labelled by its tab.
 */
export function Tabs<T extends string>({ tabs, selected, onSelect, label, children, className, activation = 'manual' }: TabsProps<T>) {
  useStylesheet('tabs', tabsCss);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `sa-tab-${baseId}-${tab}`;
  const panelId = (tab: T) => `${tabId(tab)}-panel`;
  const focusable = selected ?? tabs[0]?.id;
  const hasPanel = selected !== undefined && children !== undefined && children !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const index = buttons.indexOf(event.currentTarget);
    const step = inlineStep(event.key, event.currentTarget);
    const target = step
      ? buttons[(index + step + buttons.length) % buttons.length]
      : { Home: buttons[0], End: buttons[buttons.length - 1] }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
      if (activation === 'automatic') onSelect(target.dataset.tab as T);
    }
  };

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className={cx('sa-tabs', className)} part="tablist">
        {tabs.map(({ id, label: tabLabel }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={tabId(id)}
            part="tab"
            className={cx('sa-tab', id === selected && 'is-selected')}
            aria-selected={id === selected}
            aria-controls={id === selected && hasPanel ? panelId(id) : undefined}
            data-tab={id}
            tabIndex={id === focusable ? 0 : -1}
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      {hasPanel && (
        <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="sa-tabpanel" part="tabpanel" tabIndex={0}>
          {children}
        </div>
      )}
    </>
  );
}
