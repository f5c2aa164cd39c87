import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn, type PanelTab } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { Tabs } from '../../ui/tabs/tabs.js';
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

/** The tabbed panel (pure: everything comes from props), on the Tabs primitive. */
export function SearchPanelView({ tabs, selected, choose, forms, className }: SearchPanelViewProps) {
  useStylesheet('search-panel', searchPanelCss);
  return (
    <section className={cx('sa-root sa-search-panel', className)} part="search-panel" aria-label={l.panel}>
      <Tabs tabs={tabs.map((tab) => ({ id: tab, label: l.tabs[tab] }))} selected={selected} onSelect={choose} label={l.panel}>
        {selected ? forms[selected] : undefined}
      </Tabs>
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
