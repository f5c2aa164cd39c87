import { useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_TABS, loadProfileCompleteness, profileLabels as t, profileRoute, refreshQueries, type ProfileTab } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { COMPLETENESS } from './query-keys.js';
import { ProfileChecklist } from './checklist.js';
import { useNavigation } from '../../navigation/navigation.js';
import { cx } from '../../ui/internal/class-names.js';
import type { HeadingLevel, ScreenProps } from '../../ui/panel/panel.js';
import { Tabs } from '../../ui/tabs/tabs.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { profileCss } from './profile.css.js';
import { PROFILE_SECTIONS } from './profile-sections.js';

export interface ProfileProps extends ScreenProps {
  /** The tab open first (B basic details by default); a new value opens that tab. */
  tab?: ProfileTab;
}

/** Back and Next of the profile (member §2): education goes back to B and on to W, work back to E and on to P; passport back to W. */
const STEPS: Partial<Record<ProfileTab, { back?: ProfileTab; next?: ProfileTab }>> = {
  E: { back: 'B', next: 'W' },
  W: { back: 'E', next: 'P' },
  P: { back: 'W' },
};

const deeper = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

/**
 * The member's profile (member §2 "Profile area"): tabs B basic details, S study preferences, E
 * education, W work experience, P passport and visa. A host with its own router follows the tab in
 * its route (/profile/education); a widget switches in place.
 */
export function Profile({ tab: asked = 'B', headingLevel = 2, className }: ProfileProps) {
  useStylesheet('profile', profileCss);
  const { navigate, path } = useNavigation();
  const [tab, setTab] = useState<ProfileTab>(asked);
  useEffect(() => setTab(asked), [asked]);
  const open = (next: ProfileTab) => {
    setTab(next);
    if (path === null) navigate(profileRoute(next));
  };
  const { back, next } = STEPS[tab] ?? {};
  // The checklist is asked again when the member moves to another tab or saves the basic details.
  const completeness = useQuery(COMPLETENESS, () => loadProfileCompleteness({ quiet: true }), { audience: 'member' }).data;
  const refresh = useCallback(() => refreshQueries(COMPLETENESS), []);
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    refresh();
  }, [refresh, tab]);
  const Section = PROFILE_SECTIONS[tab];
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('sa-root sa-profile', className)} part="profile">
      <Heading className="sa-profile-title">{t.profileTitle}</Heading>
      <ProfileChecklist completeness={completeness} onOpen={open} />
      <Tabs label={t.profileSections} tabs={PROFILE_TABS.map((id) => ({ id, label: t.tabs[id] }))} selected={tab} onSelect={open}>
        <Section
          key={tab}
          headingLevel={deeper(headingLevel)}
          onBack={back ? () => open(back) : undefined}
          onNext={next ? () => open(next) : undefined}
          onSaved={refresh}
        />
      </Tabs>
    </section>
  );
}
