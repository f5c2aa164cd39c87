import { format, friendLabels as t, FRIEND_MESSAGE_MAX, FRIEND_NOTE_MAX, FRIEND_SUBJECT_MAX } from '@studyatlas/core';
import type { FormController } from '../../forms/use-form.js';
import { FormTextField } from '../../forms/form-text-field.js';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Field } from '../../ui/text-field/field.js';
import type { MessageFormValues, RequestFormValues } from './use-friend-detail.js';

function TextArea<V extends Record<string, string>>({ form, name, label, maxLength }: { form: FormController<V>; name: keyof V & string; label: string; maxLength: number }) {
  return (
    <Field label={label} required error={(form.errors as Record<string, string | undefined>)[name]}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={4}
          maxLength={maxLength}
          className="sa-input sa-friend-textarea"
          part="input"
          value={form.values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </Field>
  );
}

/** The friend-request popover (discovery §2, §5): a comment box with the default note; an empty comment is refused. */
export function FriendRequestDialog({ open, form, onClose }: { open: boolean; form: FormController<RequestFormValues>; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={t.requestTitle} part="dialog friend-request">
      <form ref={form.formRef} className="sa-friend-dialog-form" aria-label={t.requestTitle} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormError message={form.errors.form} />
        <TextArea form={form} name="NoteText" label={t.comment} maxLength={FRIEND_NOTE_MAX} />
        <div className="sa-friend-actions">
          <Button type="submit" busy={form.busy}>
            {t.sendRequest}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The friend-message form (discovery §5: topic and message required). */
export function FriendMessageDialog({ open, name, form, onClose }: { open: boolean; name: string; form: FormController<MessageFormValues>; onClose: () => void }) {
  const title = format(t.messageTitle, { name });
  return (
    <Dialog open={open} onClose={onClose} title={title} part="dialog friend-message">
      <form ref={form.formRef} className="sa-friend-dialog-form" aria-label={title} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="Subject" label={t.topic} required maxLength={FRIEND_SUBJECT_MAX} />
        <TextArea form={form} name="NoteText" label={t.messageText} maxLength={FRIEND_MESSAGE_MAX} />
        <div className="sa-friend-actions">
          <Button type="submit" busy={form.busy}>
            {t.send}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
