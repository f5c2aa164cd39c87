import { atom } from 'nanostores';

export interface LoginDialogState {
  open: boolean;
  /** Why it opened, shown above the form (e.g. the session ended). */
  reason?: string;
}

export const $loginDialog = atom<LoginDialogState>({ open: false });

export const openLoginDialog = (reason?: string): void => $loginDialog.set({ open: true, reason });
export const closeLoginDialog = (): void => $loginDialog.set({ open: false });
