import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn, type PanelTab } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { CourseSearchForm } from '../../areas/courses/course-search-form.js';
import { EventSearchForm } from '../../areas/events/event-search-form.js';
import { InstitutionSearchForm } from '../../areas/institutions/institution-search-form.js';
import { AgentSearchForm } from '../../areas/agents/agent-search-form.js';
import { ScholarshipSearchForm } from '../../areas/scholarships/scholarship-search-form.js';
import { FriendSearchForm } from '../../areas/friends/friend-search-form.js';
import { FormSearchForm } from '../../areas/forms/form-finder.js';
import { searchPanelLabels as l } from '@studyatlas/core';
import { useSearchPanel, type SearchPanelController } from './use-search-panel.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { searchPanelCss } from './search-panel.css.js';

export interface SearchPanelViewProps extends SearchPanelController {
  /** The form of each tab that has one. */
  forms: Partial<Record<PanelTab, ReactNode>>;
  className?: string;
}

/**
 * The tabbed panel (pure: everything comes from props). A tablist with manual activation: the arrow
 * keys, Home and End move between the tabs, Enter or Space (or a click) opens one.
 */
export function SearchPanelView({ tabs, selected, choose, forms, className }: SearchPanelViewProps) {
  useStylesheet('search-panel', searchPanelCss);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: PanelTab) => `sa-search-panel-${baseId}-${tab}`;
  const panelId = (tab: PanelTab) => `${tabId(tab)}-panel`;
  const focusable = selected ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const index = buttons.indexOf(event.currentTarget);
    const target = {
      ArrowRight: buttons[(index + 1) % buttons.length],
      ArrowLeft: buttons[(index - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <section className={cx('sa-root sa-search-panel', className)} part="search-panel" aria-label={l.panel}>
      <div ref={listRef} role="tablist" aria-label={l.panel} className="sa-search-tabs">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            part="tab"
            className={cx('sa-search-tab', tab === selected && 'is-selected')}
            aria-selected={tab === selected}
            aria-controls={forms[tab] ? panelId(tab) : undefined}
            data-tab={tab}
            tabIndex={tab === focusable ? 0 : -1}
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            {l.tabs[tab]}
          </button>
        ))}
      </div>
      {selected && (
        <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="sa-search-tabpanel" part="tabpanel" tabIndex={0}>
          {forms[selected]}
        </div>
      )}
    </section>
  );
}

export interface SearchPanelProps {
  /**
   * Forms of further tabs (S scholarships, F forms, …) as their areas arrive, or replacements of the
   * built-in I and C forms. A tab is shown only when it has a form (the friends tab also as the
   * sign-in gate while signed out).
   */
  forms?: Partial<Record<PanelTab, ReactNode>>;
  className?: string;
}

/**
 * The dashboard's tabbed search panel (discovery §1: R friends, I institutions, C courses, S
 * scholarships, F forms, A agents, E events). Choosing Friends while signed out opens the login
 * dialog and stays on the current tab.
 */
export function SearchPanel({ forms, className }: SearchPanelProps) {
  // The friends search needs sign-in (discovery §6): signed out, R stays the login gate of use-search-panel.
  const signedIn = useStore($signedIn);
  const all: Partial<Record<PanelTab, ReactNode>> = {
    R: signedIn ? <FriendSearchForm headingLevel={null} /> : undefined,
    I: <InstitutionSearchForm headingLevel={null} />,
    C: <CourseSearchForm />,
    S: <ScholarshipSearchForm headingLevel={null} />,
    A: <AgentSearchForm headingLevel={null} />,
    E: <EventSearchForm />,
    F: <FormSearchForm />,
    ...forms,
  };
  const available = (Object.keys(all) as PanelTab[]).filter((tab) => all[tab] !== undefined && all[tab] !== null);
  const controller = useSearchPanel(available);
  return <SearchPanelView {...controller} forms={all} className={className} />;
}
