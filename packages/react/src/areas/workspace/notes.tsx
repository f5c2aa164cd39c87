import { useForm, type UseFormReturnType } from '@mantine/form';
import { format, formatDisplayDate, messages, NOTE_MAX_LENGTH, showPopup, validateNote, workspaceLabels as l, type workspace } from '@studyatlas/core';
import { FormTextArea, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface NotesProps {
  notes: workspace.Note[];
  /** Null when the role may only read. */
  onAdd: ((text: string) => Promise<void>) | null;
}

/** Internal notes (staff only), newest as the server orders them, and the form to add one. */
export function Notes({ notes, onAdd }: NotesProps) {
  useWorkspaceStyles();
  const form: UseFormReturnType<{ text: string }> = useForm({
    initialValues: { text: '' },
    validate: ruleErrors((values: { text: string }) => validateNote(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ text }) => {
      await onAdd?.(text.trim());
      showPopup(messages.titleSuccess, l.noteAdded);
      form.reset();
    }),
    focusFirstError,
  );
  return (
    <>
      <p className="sa-workspace-hint">{l.notesHint}</p>
      {notes.length === 0 ? (
        <p className="sa-empty">{l.noNotes}</p>
      ) : (
        <ul className="sa-workspace-notes">
          {notes.map((note) => (
            <li key={note.id} className="sa-workspace-note">
              <p className="sa-workspace-note-text">{note.text}</p>
              <p className="sa-workspace-byline">{format(l.byline, { name: note.author.name, date: formatDisplayDate(note.at) })}</p>
            </li>
          ))}
        </ul>
      )}
      {onAdd && (
        <form className="sa-workspace-note-form" aria-label={l.note} onSubmit={submit} noValidate>
          <FormError message={form.errors.form} />
          <FormTextArea form={form} name="text" label={l.note} required maxLength={NOTE_MAX_LENGTH} rows={3} />
          <Button type="submit" busy={form.submitting}>
            {l.addNote}
          </Button>
        </form>
      )}
    </>
  );
}
