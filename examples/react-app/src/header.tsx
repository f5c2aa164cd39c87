import { useRef, useState, type KeyboardEvent } from 'react';
import { SessionStatus } from '@studyatlas/react';
import { hubText } from './hub-text.js';
import { HubNav } from './nav.js';
import type { View } from './views.js';

export interface HeaderProps {
  view: View;
  signedIn: boolean;
  onSelect: (view: View) => void;
}

/**
 * The hub's own header: its name, the StudyAtlas account menu (name, Sign out; the unread count sits
 * in the hub's menu instead) and the hub's sections — tabs on a wide screen, a menu button on a phone
 * (Escape closes it and returns to the button).
 */
export function Header({ view, signedIn, onSelect }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const select = (next: View) => {
    setOpen(false);
    onSelect(next);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };
  return (
    <header className="hub-header" onKeyDown={closeOnEscape}>
      <div className="hub-bar">
        <div className="hub-brand">
          <span className="hub-logo" aria-hidden="true" />
          <h1 className="hub-title">{hubText.name}</h1>
        </div>
        <SessionStatus signIn="page" showSignUp={false} showUnread={false} />
        <button
          ref={menuButton}
          type="button"
          className="hub-menu-button"
          aria-expanded={open}
          aria-controls="hub-nav"
          onClick={() => setOpen((was) => !was)}
        >
          <span className="hub-menu-icon" aria-hidden="true" />
          <span className="hub-menu-label">{hubText.menu}</span>
        </button>
      </div>
      <HubNav view={view} signedIn={signedIn} open={open} onSelect={select} />
    </header>
  );
}
