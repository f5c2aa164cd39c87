import { messages } from '@studyatlas/core';
import { Link, SessionStatus } from '@studyatlas/react';

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
      <SessionStatus />
    </header>
  );
}
