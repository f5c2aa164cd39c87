import { useStore } from '@nanostores/react';
import { $session, format } from '@studyatlas/core';
import { LoginWidget } from '@studyatlas/react';
import { hubText } from './hub-text.js';
import { UnreadBadge } from './unread-badge.js';
import type { View } from './views.js';

const { guest, member, nav, cards } = hubText;

/** A line of the hub's own UI that follows the StudyAtlas session (the shared `$session` store). */
export function MemberLine() {
  const session = useStore($session);
  return (
    <p className="hub-member-line" role="status">
      {session ? format(member.line, { name: `${session.member.firstName} ${session.member.surname}` }) : guest.line}
    </p>
  );
}

function Events() {
  return (
    <section className="hub-card hub-events-card" aria-labelledby="hub-events-title">
      <h3 id="hub-events-title" className="hub-card-title">
        {hubText.eventsTitle}
      </h3>
      <ul className="hub-events">
        {hubText.events.map((event) => (
          <li key={event}>{event}</li>
        ))}
      </ul>
    </section>
  );
}

const shortcuts: ReadonlyArray<{ label: string; text: string; view: View; unread?: boolean }> = [
  { label: nav.profile, text: cards.profile, view: { name: 'profile', tab: 'B' } },
  { label: nav.apply, text: cards.apply, view: { name: 'apply' } },
  { label: nav.applications, text: cards.applications, view: { name: 'applications' } },
  { label: nav.messages, text: cards.messages, view: { name: 'messages', screen: 'inbox' }, unread: true },
  { label: nav.friends, text: cards.friends, view: { name: 'friends' } },
];

/** A member's home: a greeting, the way into each part of the StudyAtlas member area, the hub's events. */
function MemberHome({ firstName, onSelect }: { firstName: string; onSelect: (view: View) => void }) {
  return (
    <div className="hub-home">
      <section className="hub-welcome">
        <h2 className="hub-heading">{format(member.title, { name: firstName })}</h2>
        <MemberLine />
        <p>{member.intro}</p>
        <Events />
      </section>
      <section aria-labelledby="hub-shortcuts-title">
        <h3 id="hub-shortcuts-title" className="hub-section-title">
          {member.cards}
        </h3>
        <ul className="hub-shortcuts">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.label}>
              <button type="button" className="hub-shortcut" onClick={() => onSelect(shortcut.view)}>
                <span className="hub-shortcut-label">
                  {shortcut.label}
                  {shortcut.unread && <UnreadBadge />}
                </span>
                <span className="hub-shortcut-text">{shortcut.text}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The hub's home: a guest gets the welcome and the StudyAtlas sign-in widget, a member their hub. */
export function Home({ onSelect }: { onSelect: (view: View) => void }) {
  const session = useStore($session);
  if (session) return <MemberHome firstName={session.member.firstName} onSelect={onSelect} />;
  return (
    <div className="hub-home">
      <section className="hub-welcome">
        <h2 className="hub-heading">{guest.title}</h2>
        <MemberLine />
        <p>{guest.intro}</p>
        <Events />
      </section>
      <LoginWidget />
    </div>
  );
}
