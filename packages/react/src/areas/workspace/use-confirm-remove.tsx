import { useState, type ReactNode } from 'react';
import { workspaceLabels } from '@studyatlas/core';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.js';

export interface ConfirmRemoveOptions<T> {
  /** The dialog's title (the action's name: Remove campus, Revoke …). */
  title: string;
  /** The question about the record asked to go. */
  question: (target: T) => string;
  /** The screen's change runner (`useChange`): busy meanwhile, a refusal reloads. */
  run: (perform: () => Promise<void>) => Promise<void>;
  busy: boolean;
  /** Removes the record once confirmed (and says so). */
  remove: (target: T) => Promise<void>;
}

/**
 * Remove after a confirm dialog (Yes, Cancel), the workspace's way: `ask(record)` opens the dialog,
 * Yes runs the removal through the screen's change runner, the dialog closes when it is done.
 * Render `dialog` once in the screen.
 */
export function useConfirmRemove<T>({ title, question, run, busy, remove }: ConfirmRemoveOptions<T>): { ask: (target: T) => void; dialog: ReactNode } {
  const [asked, setAsked] = useState<{ target: T } | null>(null);
  const confirm = () =>
    run(async () => {
      if (!asked) return;
      try {
        await remove(asked.target);
      } finally {
        setAsked(null);
      }
    });
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={title}
      message={asked ? question(asked.target) : ''}
      confirmLabel={workspaceLabels.confirmYes}
      cancelLabel={workspaceLabels.confirmCancel}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={() => setAsked(null)}
    />
  );
  return { ask: (target) => setAsked({ target }), dialog };
}
