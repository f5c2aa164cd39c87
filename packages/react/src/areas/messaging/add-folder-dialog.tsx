import { messagingLabels as l, validateFolderName } from '@studyatlas/core';
import { FormTextField } from '../../form-kit/form-text-field.js';
import { useSaForm } from '../../form-kit/use-sa-form.js';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';

export interface AddFolderDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the folder; answers the server's refusal or null when added. */
  onAdd: (name: string) => Promise<string | null>;
}

/** The Add folder dialog (member §2, §7 AddFolderName): 'Folder name is required'. */
export function AddFolderDialog({ open, onClose, onAdd }: AddFolderDialogProps) {
  useStylesheet('messaging', messagingCss);
  return (
    <Dialog open={open} onClose={onClose} title={l.addFolder}>
      <AddFolderForm onClose={onClose} onAdd={onAdd} />
    </Dialog>
  );
}

function AddFolderForm({ onClose, onAdd }: Omit<AddFolderDialogProps, 'open'>) {
  const form = useSaForm({
    defaultValues: { folderName: '' },
    validate: (values) => validateFolderName(values.folderName),
    onSubmit: async (values) => {
      const refused = await onAdd(values.folderName.trim());
      if (refused) return { folderName: refused };
      onClose();
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="sa-msg-folder-form">
      <FormTextField form={form} name="folderName" label={l.folderName} required autoFocus maxLength={200} />
      <div className="sa-msg-actions">
        <Button type="submit" busy={form.busy}>
          {l.addFolder}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {l.cancel}
        </Button>
      </div>
    </form>
  );
}
