import { basicLabels, format, profileLabels as t, type ProfileTab } from '@studyatlas/core';
import type { ProfileCompleteness } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { profileCss } from './profile.css.js';

/** The name of a basic-details field path (`contact.current.cityFk` → 'Current address: City'). */
export function basicFieldName(path: string): string {
  const parts = path.split('.');
  const key = (parts.at(-1) ?? '').replace(/Fk$/, '');
  const labels = basicLabels as Record<string, string>;
  const name = key === 'homeCity' ? basicLabels.homeTown : (labels[key] ?? key);
  const group = parts.at(-2);
  if (group === 'current') return `${basicLabels.currentAddressHeading}: ${name}`;
  if (group === 'postal') return `${basicLabels.postalAddressHeading}: ${name}`;
  return name;
}

export interface ProfileChecklistProps {
  completeness: ProfileCompleteness | null;
  onOpen: (tab: ProfileTab) => void;
}

/** What an application still needs from the profile, each item opening its tab (issue 11). */
export function ProfileChecklist({ completeness, onOpen }: ProfileChecklistProps) {
  useStylesheet('profile', profileCss);
  if (!completeness) return null;
  if (completeness.complete) {
    return (
      <p className="sa-profile-checklist is-complete" role="status">
        {t.checklistComplete}
      </p>
    );
  }
  return (
    <nav className="sa-profile-checklist" aria-label={t.checklistTitle} part="profile-checklist">
      <p className="sa-profile-checklist-intro">{t.checklistIntro}</p>
      <ul>
        {completeness.sections.map(({ tab, done, missing }) => (
          <li key={tab} className={done ? 'is-done' : undefined}>
            <Button variant="link" onClick={() => onOpen(tab)} aria-label={format(t.checklistOpen, { name: t.checklistItems[tab] })}>
              {t.checklistItems[tab]}
            </Button>
            <span className="sa-profile-checklist-state">
              {done
                ? t.checklistDone
                : tab === 'B'
                  ? format(t.checklistMissing, { count: missing.length, fields: missing.map(basicFieldName).join(', ') })
                  : t.checklistToDo}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
