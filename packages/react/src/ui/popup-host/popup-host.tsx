import { useStore } from '@nanostores/react';
import { $popups, dismissPopup, messages, type Popup } from '@studyatlas/core';
import { useId, useRef } from 'react';
import { Button } from '../button/button.js';
import { Dialog } from '../dialog/dialog.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { popupHostCss } from './popup-host.css.js';

export interface PopupHostProps {
  /** Label of the button that dismisses a popup (default 'OK'). */
  okLabel?: string;
}

/**
 * Shows the popups queued in the shared `$popups` store (the client's 'Failed', 'Warning'… messages),
 * oldest first, one at a time, as alert dialogs coloured by kind (Failed and Error are danger).
 * Focus moves to the OK button; OK or Escape dismisses and the next popup, if any, follows.
 * Mount one per page: every widget and custom element shares the store.
 */
export function PopupHost({ okLabel = messages.ok }: PopupHostProps) {
  useStylesheet('popup-host', popupHostCss);
  const popups = useStore($popups);
  const current = popups[0];
  return current ? <PopupDialog key={current.id} popup={current} okLabel={okLabel} /> : null;
}

function PopupDialog({ popup, okLabel }: { popup: Popup; okLabel: string }) {
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => dismissPopup(popup.id);
  return (
    <Dialog
      open
      role="alertdialog"
      title={popup.title}
      describedBy={messageId}
      onClose={dismiss}
      initialFocus={okRef}
      showCloseButton={false}
      className={`sa-popup sa-popup--${popup.kind}`}
      part="dialog popup"
      footer={
        <Button ref={okRef} variant={popup.kind === 'danger' ? 'danger' : 'primary'} onClick={dismiss}>
          {okLabel}
        </Button>
      }
    >
      <p id={messageId} className="sa-popup-message">
        {popup.message}
      </p>
    </Dialog>
  );
}
