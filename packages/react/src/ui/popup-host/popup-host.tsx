import { useStore } from '@nanostores/react';
import { $popups, dismissPopup, isNotice, messages, NOTICE_DURATION_MS, type Popup } from '@studyatlas/core';
import { useId, useRef } from 'react';
import { Button } from '../button/button.js';
import { Dialog } from '../dialog/dialog.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { NoticeRegion } from './notice-region.js';
import { popupHostCss } from './popup-host.css.js';

export interface PopupHostProps {
  /** Label of the button that dismisses a popup (default 'OK'). */
  okLabel?: string;
  /** How long a notice stays before it leaves on its own, in milliseconds (default 5000). */
  noticeDuration?: number;
}

/**
 * Shows the popups queued in the shared `$popups` store. Success popups (a save, a send) are notices:
 * a status message announced politely, that takes no focus, blocks nothing and leaves on its own (see
 * NoticeRegion). The others (the client's 'Failed', 'Warning'…) are alert dialogs, oldest first, one at
 * a time, coloured by kind (Failed and Error are danger): focus moves to OK; OK or Escape dismisses and
 * the next follows. Mount one per page: every widget and custom element shares the store.
 */
export function PopupHost({ okLabel = messages.ok, noticeDuration = NOTICE_DURATION_MS }: PopupHostProps) {
  useStylesheet('popup-host', popupHostCss);
  const popups = useStore($popups);
  const current = popups.find((popup) => !isNotice(popup));
  return (
    <>
      <NoticeRegion notices={popups.filter(isNotice)} duration={noticeDuration} />
      {current && <PopupDialog key={current.id} popup={current} okLabel={okLabel} />}
    </>
  );
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
