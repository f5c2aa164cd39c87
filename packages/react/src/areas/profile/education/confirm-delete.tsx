import { Button } from '../../../ui/button/button.js';
import { Dialog } from '../../../ui/dialog/dialog.js';

export interface ConfirmDeleteProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a record of the profile is deleted; focus goes back to the Delete button on close. */
export function ConfirmDelete({ open, title, message, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={title}
      footer={
        <>
          <Button variant="danger" busy={busy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
