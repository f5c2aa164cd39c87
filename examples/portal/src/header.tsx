import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { INBOX_ROUTE, contactLabels, friendLabels, messages, messagingLabels, portalMessages, favouriteMessages, profileLabels, profileRoute, myApplicationsLabels } from '@studyatlas/core';
import { MY_FRIENDS_ROUTE, myFriendsLabels } from '@studyatlas/core';
import { Link, ReferFriend, SessionStatus, UnreadCount } from '@studyatlas/react';

const MENU_ID = 'portal-menu';

/**
 * Product name, the navigation (Messages with the live unread count) and the member's sign-in state. Below
 * the breakpoint of portal.css the navigation and the account sit behind a Menu button (its
 * aria-expanded says whether they show; Escape closes it and returns the focus to it; following a
 * link closes it); above it the button is hidden and everything is on one row.
 */
export function Header() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location]);

  const closeOnEscape = (event: KeyboardEvent) => {
    // A dialog or popover inside the menu (Refer a friend) that handled Escape closes first.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <header className="portal-header" onKeyDown={closeOnEscape}>
      <Link to="/findDashBoard" className="portal-brand">
        <span className="portal-logo" aria-hidden="true">
          SA
        </span>
        <span className="portal-brand-name">{messages.productName}</span>
      </Link>
      <button
        ref={button}
        type="button"
        className="portal-menu-button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="portal-menu-icon" aria-hidden="true" />
        {portalMessages.portalMenuButton}
      </button>
      <div id={MENU_ID} className="portal-menu" data-open={open}>
        <nav className="portal-nav" aria-label={portalMessages.portalNavLabel}>
          <Link to="/findDashBoard">{portalMessages.portalNavSearch}</Link>
          <Link to="/compare/">{portalMessages.portalNavCompare}</Link>
          <Link to="/favourite">{favouriteMessages.favouritesTitle}</Link>
          <Link to={profileRoute()}>{profileLabels.profileTitle}</Link>
          <Link to="/apps">{myApplicationsLabels.title}</Link>
          <Link to={INBOX_ROUTE} className="portal-messages-link">
            {messagingLabels.inboxTitle} <UnreadCount label={messagingLabels.unreadCount} />
          </Link>
          <Link to="/findfriend/list">{friendLabels.resultsTitle}</Link>
          <Link to={MY_FRIENDS_ROUTE}>{myFriendsLabels.title}</Link>
          <Link to="/contactUs">{contactLabels.title}</Link>
        </nav>
        <ReferFriend signedOut="hidden" />
        <SessionStatus showUnread={false} />
      </div>
    </header>
  );
}
