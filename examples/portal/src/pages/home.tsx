import { useEffect } from 'react';
import { format, loadProfile, messages, portalMessages, authMessages } from '@studyatlas/core';
import { Button, Link, SearchPanel, useSessionStatus, type SessionStatusState } from '@studyatlas/react';

const CAPABILITIES = ['homeNextSearch', 'homeNextCompare', 'homeNextApply', 'homeNextConnect'] as const;

function Capabilities() {
  return (
    <section className="portal-panel" aria-labelledby="portal-capabilities">
      <h2 id="portal-capabilities">{portalMessages.homeNextHeading}</h2>
      <ul className="portal-list">
        {CAPABILITIES.map((key) => (
          <li key={key}>{portalMessages[key]}</li>
        ))}
      </ul>
    </section>
  );
}

function Welcome() {
  return (
    <section className="portal-hero">
      <h1>{portalMessages.homeWelcomeTitle}</h1>
      <p>{portalMessages.homeWelcomeText}</p>
      <div className="portal-actions">
        <Link to="/signUp" className="sa-button sa-button--primary">
          {portalMessages.homeCreateAccount}
        </Link>
        <Link to="/login" className="sa-button sa-button--secondary">
          {messages.signInAction}
        </Link>
      </div>
    </section>
  );
}

function MemberHome({ firstName, email, unreadCount, signingOut, signOut }: SessionStatusState) {
  return (
    <>
      <section className="portal-hero">
        <h1>{format(portalMessages.homeWelcomeBack, { firstName: firstName ?? '' })}</h1>
        <p>{portalMessages.homeMemberIntro}</p>
      </section>
      <section className="portal-panel" aria-labelledby="portal-account">
        <h2 id="portal-account">{portalMessages.homeAccountHeading}</h2>
        <dl className="portal-facts">
          <dt>{authMessages.emailLabel}</dt>
          <dd>{email}</dd>
          <dt>{portalMessages.homeUnreadLabel}</dt>
          <dd>{unreadCount ?? '…'}</dd>
        </dl>
        <div className="portal-actions">
          <Link to={`/reSetPwdStep3/1/${encodeURIComponent(email ?? '')}`}>{portalMessages.homeChangePassword}</Link>
          <Button variant="secondary" busy={signingOut} onClick={() => void signOut()}>
            {messages.signOutAction}
          </Button>
        </div>
      </section>
    </>
  );
}

/**
 * /findDashBoard, the home page: a welcome with sign-in and sign-up for visitors, the member's own
 * start page when signed in. The header data (unread count) is loaded here (discovery §2); a failed
 * load logs the member out (member §7).
 */
export function HomePage() {
  const status = useSessionStatus();
  useEffect(() => {
    if (status.signedIn) void loadProfile().catch(() => undefined);
  }, [status.signedIn]);
  return (
    <div className="portal-stack">
      {status.signedIn ? <MemberHome {...status} /> : <Welcome />}
      <SearchPanel />
      <Capabilities />
    </div>
  );
}
