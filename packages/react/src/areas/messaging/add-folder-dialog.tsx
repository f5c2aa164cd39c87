import { messagingLabels as l, validateFolderName } from '@studyatlas/core';
import { FormTextField } from '../../form-kit/form-text-field.js';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
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
  const form: UseFormReturnType<{ folderName: string }> = useForm({
    initialValues: { folderName: '' },
    validate: ruleErrors((values: { folderName: string }) => validateFolderName(values.folderName)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const refused = await onAdd(values.folderName.trim());
      if (refused) return { folderName: refused };
      onClose();
      return undefined;
    }),
    focusFirstError,
  );
  return (
    <form onSubmit={submit} noValidate className="sa-msg-folder-form">
      <FormTextField form={form} name="folderName" label={l.folderName} required autoFocus maxLength={200} />
      <div className="sa-msg-actions">
        <Button type="submit" busy={form.submitting}>
          {l.addFolder}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {l.cancel}
        </Button>
      </div>
    </form>
  );
}
