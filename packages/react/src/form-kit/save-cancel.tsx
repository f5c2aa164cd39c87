import { Button } from '../ui/button/button.js';

export interface SaveCancelProps {
  /** The form's busy state: Save shows it and ignores clicks meanwhile. */
  busy: boolean;
  save: string;
  cancel: string;
  onCancel: () => void;
  className?: string;
}

/** The action row of a dialog's form: Save (submits) and Cancel. */
export function SaveCancel({ busy, save, cancel, onCancel, className }: SaveCancelProps) {
  return (
    <div className={className}>
      <Button type="submit" busy={busy}>
        {save}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
