import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $menuType, externalLoginMessages } from '@studyatlas/core';
import { usePasswordState } from './use-password-state.js';
import { Link } from '../../navigation/link.js';
import { Button } from '../../ui/button/button.js';

/** Where the set-password screen is (the portal's route). */
export const SET_PASSWORD_ROUTE = '/setPassword';

export interface SetPasswordNoticeProps {
  /** The set-password screen's address; default `/setPassword`. */
  to?: string;
}

/**
 * A line under a host's header after an external login (main menu type H, member §9) while the member
 * has no password: a link to set one, and "Not now" (for the rest of the session). Shows nothing
 * otherwise, nor while the password state is being asked.
 */
export function SetPasswordNotice({ to = SET_PASSWORD_ROUTE }: SetPasswordNoticeProps) {
  const menuType = useStore($menuType);
  const [dismissed, setDismissed] = useState(false);
  const state = usePasswordState(menuType === 'H');
  const needed = state.data !== null && !state.data.hasPassword;
  if (!needed || dismissed) return null;
  return (
    <div className="sa-set-password-notice" role="status">
      <span>{externalLoginMessages.setPasswordNotice}</span>{' '}
      <Link to={to} onClick={() => setDismissed(true)}>
        {externalLoginMessages.setPasswordTitle}
      </Link>
      <Button variant="link" onClick={() => setDismissed(true)}>
        {externalLoginMessages.setPasswordNoticeDismiss}
      </Button>
    </div>
  );
}
