import { format, friendLabels as t, FRIEND_MESSAGE_MAX, FRIEND_NOTE_MAX, FRIEND_SUBJECT_MAX } from '@studyatlas/core';
import { FormTextField, messageOf } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Field } from '../../ui/text-field/field.js';
import type { FriendForm, MessageFormValues, RequestFormValues } from './use-friend-detail.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { friendsCss } from './friends.css.js';

interface TextAreaProps {
  name: string;
  label: string;
  maxLength: number;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}

function TextArea({ name, label, maxLength, value, error, onValueChange }: TextAreaProps) {
  return (
    <Field label={label} required error={error}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={4}
          maxLength={maxLength}
          className="sa-input sa-friend-textarea"
          part="input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The friend-request popover (discovery §2, §5): a comment box with the default note; an empty comment is refused. */
export function FriendRequestDialog({ open, form: { form, submit }, onClose }: { open: boolean; form: FriendForm<RequestFormValues>; onClose: () => void }) {
  useStylesheet('friends', friendsCss);
  return (
    <Dialog open={open} onClose={onClose} title={t.requestTitle} part="dialog friend-request">
      <form onSubmit={submit} noValidate className="sa-friend-dialog-form" aria-label={t.requestTitle}>
        <FormError message={form.errors.form} />
        <TextArea
          name="NoteText"
          label={t.comment}
          maxLength={FRIEND_NOTE_MAX}
          value={form.values.NoteText}
          error={messageOf(form.errors, 'NoteText')}
          onValueChange={(value) => form.setFieldValue('NoteText', value)}
        />
        <div className="sa-friend-actions">
          <Button type="submit" busy={form.submitting}>
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
export function FriendMessageDialog({ open, name, form: { form, submit }, onClose }: { open: boolean; name: string; form: FriendForm<MessageFormValues>; onClose: () => void }) {
  useStylesheet('friends', friendsCss);
  const title = format(t.messageTitle, { name });
  return (
    <Dialog open={open} onClose={onClose} title={title} part="dialog friend-message">
      <form onSubmit={submit} noValidate className="sa-friend-dialog-form" aria-label={title}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="Subject" label={t.topic} required maxLength={FRIEND_SUBJECT_MAX} />
        <TextArea
          name="NoteText"
          label={t.messageText}
          maxLength={FRIEND_MESSAGE_MAX}
          value={form.values.NoteText}
          error={messageOf(form.errors, 'NoteText')}
          onValueChange={(value) => form.setFieldValue('NoteText', value)}
        />
        <div className="sa-friend-actions">
          <Button type="submit" busy={form.submitting}>
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
