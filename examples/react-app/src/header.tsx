import { SessionStatus } from '@studyatlas/react';
import type { View } from './views.js';

const tabs: { label: string; view: View }[] = [
  { label: 'Home', view: { name: 'home' } },
  { label: 'Join', view: { name: 'signUp' } },
  { label: 'Account help', view: { name: 'reset', email: undefined } },
];

/** The hub's own header: its name, its tabs and the StudyAtlas account menu. */
export function Header({ view, onSelect }: { view: View; onSelect: (view: View) => void }) {
  return (
    <header className="hub-header">
      <h1 className="hub-title">Globe Student Hub</h1>
      <nav className="hub-tabs" aria-label="Hub sections">
        {tabs.map((tab) => (
          <button
            key={tab.label}
            type="button"
            className="hub-tab"
            aria-current={tab.view.name === view.name ? 'page' : undefined}
            onClick={() => onSelect(tab.view)}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      <SessionStatus />
    </header>
  );
}
