import { useStore } from '@nanostores/react';
import { $session } from '@studyatlas/core';
import { LoginWidget } from '@studyatlas/react';

/** A line of the hub's own UI that follows the StudyAtlas session (the shared `$session` store). */
export function MemberLine() {
  const session = useStore($session);
  return (
    <p className="hub-member-line" role="status">
      {session
        ? `Hub member: ${session.member.firstName} ${session.member.surname}. Your saved events are waiting.`
        : 'You are browsing the hub as a guest.'}
    </p>
  );
}

/** The hub's home: its own welcome and events, and the StudyAtlas sign-in widget. */
export function Home() {
  return (
    <div className="hub-home">
      <section className="hub-welcome">
        <h2 className="hub-heading">Welcome, globetrotter</h2>
        <MemberLine />
        <p>Meet other international students, find housing near campus and keep your study-abroad account in one place.</p>
        <ul className="hub-events">
          <li>Tue · Language exchange café</li>
          <li>Thu · Visa paperwork clinic</li>
          <li>Sat · City walk for newcomers</li>
        </ul>
      </section>
      <LoginWidget />
    </div>
  );
}
