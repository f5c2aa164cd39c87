import { atom } from 'nanostores';

export interface LoginDialogState {
  open: boolean;
  /** Why it opened, shown above the form (e.g. the session ended). */
  reason?: string;
  /**
   * What the gate that opened it does once the visitor has signed in (open the tab that asked, go on
   * with an apply): run after a successful sign-in from this opening only, never after a cancel.
   */
  then?: () => void;
}

export const $loginDialog = atom<LoginDialogState>({ open: false });

/** Opens the login dialog; `then` continues what the visitor was doing once signed in. */
export const openLoginDialog = (reason?: string, then?: () => void): void => $loginDialog.set({ open: true, reason, then });
export const closeLoginDialog = (): void => $loginDialog.set({ open: false });

/**
 * Closes the dialog after a successful sign-in and continues what its opener asked for (`then`).
 * The dialog calls it; a host with its own dialog may too.
 */
export function loginDialogSucceeded(): void {
  const { then } = $loginDialog.get();
  closeLoginDialog();
  then?.();
}

/**
 * Where a sign-in page returns to: the route a gate (a member-only screen, a 401) sent the visitor to
 * `/login` from, so that after signing in they continue where they were. Null: the default
 * (member §2: the dashboard).
 */
export const $signInReturn = atom<string | null>(null);

export const rememberSignInReturn = (route: string | null): void => $signInReturn.set(route);

/** The remembered return route, forgotten once read (one sign-in, one return). */
export function takeSignInReturn(): string | null {
  const route = $signInReturn.get();
  $signInReturn.set(null);
  return route;
}
