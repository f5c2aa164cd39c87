import { useStore } from '@nanostores/react';
import { $loginDialog, closeLoginDialog, messages } from '@studyatlas/core';
import { Dialog } from '../../ui/dialog/dialog.js';
import { LoginForm } from './login-form.js';

export interface LoginDialogProps {
  /** Called after a successful sign-in from the dialog (it has closed already). */
  onSuccess?: () => void;
}

/**
 * The login modal (member §2, §6), bound to the shared `$loginDialog` store: whoever opens it (a 401,
 * a member-only tab, a Sign in button) gets the same dialog; a successful sign-in closes it.
 */
export function LoginDialog({ onSuccess }: LoginDialogProps) {
  const { open, reason } = useStore($loginDialog);
  return (
    <Dialog open={open} onClose={closeLoginDialog} title={messages.signInTitle} className="sa-login-dialog">
      {reason && <p className="sa-auth-intro">{reason}</p>}
      <LoginForm
        variant="modal"
        onSuccess={() => {
          closeLoginDialog();
          onSuccess?.();
        }}
        onLeave={closeLoginDialog}
      />
    </Dialog>
  );
}
