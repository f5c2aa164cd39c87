import { Button } from '../button/button.js';
import { Dialog } from './dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question (e.g. the record about to go). */
  message: string;
  /** The danger button's text (Delete, Yes …); it has the focus when the dialog opens. */
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed action is running: the confirm button shows it. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before something is deleted, withdrawn or answered (an alertdialog: confirm, cancel); focus goes
 * back to the opener on close.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
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
