import { useLocation } from 'wouter';
import { INBOX_ROUTE, contactLabels, friendLabels, messages, messagingLabels, portalMessages, favouriteMessages, profileLabels, profileRoute, myApplicationsLabels } from '@studyatlas/core';
import { MY_FRIENDS_ROUTE, myFriendsLabels } from '@studyatlas/core';
import { LanguageSwitch, Link, ReferFriend, SessionStatus, UnreadCount, WorkspaceLink } from '@studyatlas/react';
import { useCrowdedRow } from './use-crowded-row.js';
import { useDisclosure } from './use-disclosure.js';

const MENU_ID = 'portal-menu';
const ACCOUNT_ID = 'portal-account-links';

/**
 * Product name, the navigation, the member's own pages grouped under "My account", and the session:
 * Messages with the live unread count, the member's name and Sign out — always in view, at every width.
 * From 1200 px everything is one row and "My account" opens its links as a drop-down; below, the
 * navigation and the account's links sit behind the Menu button (a column under the header) while the
 * session keeps its own row; from 1200 px, a row too short for a language's longer words gives the session
 * a second row (useCrowdedRow). Both buttons are disclosures (aria-expanded; Escape, a click elsewhere
 * or following a link closes them; Escape gives the focus back to the button).
 */
export function Header() {
  const [location] = useLocation();
  const menu = useDisclosure(location);
  const account = useDisclosure(location);
  const row = useCrowdedRow<HTMLElement>('.portal-session');

  return (
    <header ref={row} className="portal-header">
      <Link to="/findDashBoard" className="portal-brand">
        <span className="portal-logo" aria-hidden="true">
          SA
        </span>
        <span className="portal-brand-name">{messages.productName}</span>
      </Link>
      <div ref={menu.container} className="portal-menu-area" onKeyDown={menu.onKeyDown}>
        <button ref={menu.button} type="button" className="portal-menu-button" aria-expanded={menu.open} aria-controls={MENU_ID} onClick={menu.toggle}>
          <span className="portal-menu-icon" aria-hidden="true" />
          {portalMessages.portalMenuButton}
        </button>
        <div id={MENU_ID} className="portal-menu" data-open={menu.open}>
          <nav className="portal-nav" aria-label={portalMessages.portalNavLabel}>
            <Link to="/findDashBoard">{portalMessages.portalNavSearch}</Link>
            <Link to="/compare/">{portalMessages.portalNavCompare}</Link>
            <Link to="/favourite">{favouriteMessages.favouritesTitle}</Link>
            <Link to="/findfriend/list">{friendLabels.resultsTitle}</Link>
            <Link to="/contactUs">{contactLabels.title}</Link>
          </nav>
          <div ref={account.container} className="portal-account" onKeyDown={account.onKeyDown}>
            <button
              ref={account.button}
              type="button"
              className="portal-account-button"
              aria-expanded={account.open}
              aria-controls={ACCOUNT_ID}
              onClick={account.toggle}
            >
              {portalMessages.accountMenuButton}
              <span className="portal-account-chevron" aria-hidden="true" />
            </button>
            <div id={ACCOUNT_ID} className="portal-account-panel" data-open={account.open}>
              <nav className="portal-nav portal-account-nav" aria-label={portalMessages.accountMenuButton}>
                <Link to={profileRoute()}>{profileLabels.profileTitle}</Link>
                <Link to="/apps">{myApplicationsLabels.title}</Link>
                <Link to={MY_FRIENDS_ROUTE}>{myFriendsLabels.title}</Link>
                <WorkspaceLink />
              </nav>
              <ReferFriend signedOut="hidden" />
            </div>
          </div>
        </div>
      </div>
      <div className="portal-session">
        <Link to={INBOX_ROUTE} className="portal-messages-link">
          {messagingLabels.inboxTitle} <UnreadCount label={messagingLabels.unreadCount} />
        </Link>
        <SessionStatus showUnread={false} />
        <LanguageSwitch compact className="portal-language" />
      </div>
    </header>
  );
}
