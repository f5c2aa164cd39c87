import { hubText } from './hub-text.js';
import { UnreadBadge } from './unread-badge.js';
import { COURSE_SEARCH_VIEW, type View, type ViewName } from './views.js';

interface NavItem {
  label: string;
  view: View;
  /** The views this item is current for (its own by default). */
  covers?: readonly ViewName[];
  /** Shows the unread message count beside the label. */
  unread?: boolean;
}

const { nav } = hubText;
const home: NavItem = { label: nav.home, view: { name: 'home' } };
const courses: NavItem = { label: nav.courses, view: COURSE_SEARCH_VIEW };

const guestItems: readonly NavItem[] = [
  home,
  courses,
  { label: nav.join, view: { name: 'signUp' }, covers: ['signUp', 'thankYou'] },
  { label: nav.help, view: { name: 'reset', email: undefined }, covers: ['reset', 'resetSent'] },
];

const memberItems: readonly NavItem[] = [
  home,
  courses,
  { label: nav.apply, view: { name: 'apply' }, covers: ['apply', 'wizard'] },
  { label: nav.applications, view: { name: 'applications' } },
  { label: nav.messages, view: { name: 'messages', screen: 'inbox' }, unread: true },
  { label: nav.friends, view: { name: 'friends' } },
  { label: nav.profile, view: { name: 'profile', tab: 'B' } },
];

export interface HubNavProps {
  view: View;
  signedIn: boolean;
  /** Open on a narrow screen (the menu button shows and hides it there; always shown on a wide one). */
  open: boolean;
  onSelect: (view: View) => void;
}

/** The hub's sections: a guest's, or a member's with the StudyAtlas member area and the unread badge. */
export function HubNav({ view, signedIn, open, onSelect }: HubNavProps) {
  const items = signedIn ? memberItems : guestItems;
  return (
    <nav id="hub-nav" className={open ? 'hub-nav is-open' : 'hub-nav'} aria-label={hubText.sections}>
      <ul className="hub-nav-list">
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className="hub-nav-item"
              aria-current={(item.covers ?? [item.view.name]).includes(view.name) ? 'page' : undefined}
              onClick={() => onSelect(item.view)}
            >
              <span>{item.label}</span>
              {item.unread && <UnreadBadge />}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
