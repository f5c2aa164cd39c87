import { contactLabels, friendLabels, messages, portalMessages, compareMessages, favouriteMessages } from '@studyatlas/core';
import { Link, ReferFriend, SessionStatus } from '@studyatlas/react';

/** Product name, and the member's sign-in state with the unread message count. */
export function Header() {
  return (
    <header className="portal-header">
      <Link to="/findDashBoard" className="portal-brand">
        <span className="portal-logo" aria-hidden="true">
          SA
        </span>
        {messages.productName}
      </Link>
      <nav className="portal-nav" aria-label={portalMessages.portalNavLabel}>
        <Link to="/findDashBoard">{portalMessages.portalNavSearch}</Link>
        <Link to="/compare/">{compareMessages.compareTitle}</Link>
        <Link to="/favourite">{favouriteMessages.favouritesTitle}</Link>
        <Link to="/findfriend/list">{friendLabels.resultsTitle}</Link>
        <Link to="/contactUs">{contactLabels.title}</Link>
      </nav>
      <ReferFriend signedOut="hidden" />
      <SessionStatus />
    </header>
  );
}
