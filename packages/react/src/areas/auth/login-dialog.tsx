import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import { useStore } from '@nanostores/react';
import { $loginDialog, closeLoginDialog, loginDialogSucceeded, messages } from '@studyatlas/core';
import { Dialog } from '../../ui/dialog/dialog.js';
import { Loader } from '../../ui/loader/loader.js';
import { activeElementFor, focusableWithin } from '../../ui/internal/focus.js';

// Every widget carries the dialog, few ever open it: the form (fields, rules, sign-in calls) loads on
// the first opening — in the script-tag bundle a chunk of its own.
const LoginForm = lazyWithWords(() => import('./login-form.js'), 'LoginForm');

/** Gives focus to the first field once the lazily loaded form arrives, if focus is still on the dialog's frame. */
function FocusFirstField({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    const dialog = box?.closest('[role="dialog"]');
    if (!box || !dialog) return;
    const active = activeElementFor(box);
    if (active && (box.contains(active) || !dialog.contains(active))) return;
    focusableWithin(box)[0]?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}

export interface LoginDialogProps {
  /** Called after a successful sign-in from the dialog (it has closed already). */
  onSuccess?: () => void;
}

/**
 * The login modal (member §2, §6), bound to the shared `$loginDialog` store: whoever opens it (a 401,
 * a member-only tab, a Sign in button) gets the same dialog; a successful sign-in closes it and
 * continues what its opener asked for (`openLoginDialog(reason, then)`), e.g. the tab that needed it.
 */
export function LoginDialog({ onSuccess }: LoginDialogProps) {
  const { open, reason } = useStore($loginDialog);
  return (
    <Dialog open={open} onClose={closeLoginDialog} title={messages.signInTitle} className="sa-login-dialog">
      {reason && <p className="sa-auth-intro">{reason}</p>}
      <Suspense fallback={<Loader active />}>
        <FocusFirstField>
          <LoginForm
            variant="modal"
            onSuccess={() => {
              loginDialogSucceeded();
              onSuccess?.();
            }}
            onLeave={closeLoginDialog}
          />
        </FocusFirstField>
      </Suspense>
    </Dialog>
  );
}
