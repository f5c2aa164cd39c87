import { myApplicationsLabels as l } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';

export interface ConfirmActionProps {
  open: boolean;
  title: string;
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an application is deleted or withdrawn, or an offer answered; focus goes back to the opener on close. */
export function ConfirmAction({ open, title, message, busy, onConfirm, onClose }: ConfirmActionProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={title}
      footer={
        <>
          <Button variant="danger" busy={busy} onClick={onConfirm} data-autofocus>
            {l.confirmYes}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {l.confirmCancel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
