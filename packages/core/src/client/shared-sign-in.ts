import { $loginDialog, openLoginDialog } from '../stores/shared-login-dialog.js';
import { $session } from '../stores/session.js';

/*
 * Waiting for a sign-in, for every action that needs one (downloads, event registration…). `files`
 * re-exports it.
 */

/**
 * Resolves true once a member is signed in (at once when one is), false when the login dialog is
 * closed without signing in. Signed out it opens the login dialog with `reason` (discovery §6: actions
 * that need sign-in show the login dialog, then proceed).
 */
export function whenSignedIn(reason: string): Promise<boolean> {
  if ($session.get()) return Promise.resolve(true);
  if (!$loginDialog.get().open) openLoginDialog(reason);
  return new Promise<boolean>((resolve) => {
    const settle = (signedIn: boolean) => {
      stopSession();
      stopDialog();
      resolve(signedIn);
    };
    const stopSession = $session.listen((session) => session && settle(true));
    const stopDialog = $loginDialog.listen((dialog) => !dialog.open && !$session.get() && settle(false));
  });
}
