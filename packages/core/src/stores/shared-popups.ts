import { atom } from 'nanostores';
import { messages } from '../messages/common.js';

/** The specification's popup titles; the kind decides the colour. */
export type PopupTitle =
  | typeof messages.titleWarning
  | typeof messages.titleInformation
  | typeof messages.titleInfo
  | typeof messages.titleSuccess
  | typeof messages.titleFailed
  | typeof messages.titleError;

export type PopupKind = 'danger' | 'warning' | 'info' | 'success';

export interface Popup {
  id: number;
  title: PopupTitle;
  kind: PopupKind;
  message: string;
}

const KIND_BY_TITLE: Record<PopupTitle, PopupKind> = {
  Warning: 'warning',
  Information: 'info',
  Info: 'info',
  Success: 'success',
  Failed: 'danger',
  Error: 'danger',
};

export const $popups = atom<readonly Popup[]>([]);

/**
 * Whether a popup is shown as a notice: a status message that blocks nothing and leaves on its own
 * (the Success popups after a save or a send), not a dialog to acknowledge with OK. The failure and
 * warning popups stay dialogs (docs/spec-coverage.md, issue 24).
 */
export const isNotice = (popup: Popup): boolean => popup.kind === 'success';

/** How long a notice stays, in milliseconds, unless the pointer or the focus rests on it. */
export const NOTICE_DURATION_MS = 5000;

let nextId = 1;

/** Shows a popup; the same title and message already waiting are not shown twice. */
export function showPopup(title: PopupTitle, message: string): Popup {
  const waiting = $popups.get().find((popup) => popup.title === title && popup.message === message);
  if (waiting) return waiting;
  const popup: Popup = { id: nextId++, title, kind: KIND_BY_TITLE[title], message };
  $popups.set([...$popups.get(), popup]);
  return popup;
}

export function dismissPopup(id: number): void {
  $popups.set($popups.get().filter((popup) => popup.id !== id));
}
