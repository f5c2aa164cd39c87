import { useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { messages, showPopup, STAFF_SUBJECT_MAX_LENGTH, validateStaffMessage, workspaceConversationLabels as c, type StaffMessageValues, type StoredFile } from '@studyatlas/core';
import { FormTextField, focusFirstError, messageOf, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { AttachmentPicker } from '../../kits/compose/attachment-picker.js';
import { RichText } from '../../kits/compose/rich-text.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface StaffMessageFormProps {
  /** The form's name for assistive technology ("Write to the student", "Answer the enquiry"). */
  title: string;
  /** The subject it starts with. */
  subject: string;
  submitLabel: string;
  /** Attachments may go (not by e-mail to an anonymous enquirer). */
  attachments: boolean;
  /** Said above the fields (where the message goes). */
  hint?: string;
  /** Sends; resolves with the words of the success notice. */
  onSend: (values: StaffMessageValues & { fileIds: number[] }) => Promise<string>;
}

/**
 * What staff write as the organisation (the conversation with the student, an enquiry's answer): the
 * subject, the product's rich text editor and attachment picker (kits/compose), checked by core's
 * validateStaffMessage here and on the server; after a send the form starts again empty.
 */
export function StaffMessageForm({ title, subject, submitLabel, attachments: mayAttach, hint, onSend }: StaffMessageFormProps) {
  useWorkspaceStyles();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [generation, setGeneration] = useState(0);
  const form: UseFormReturnType<StaffMessageValues> = useForm({
    initialValues: { subject, message: '' },
    validate: ruleErrors((values: StaffMessageValues) => validateStaffMessage(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const notice = await onSend({ subject: values.subject.trim(), message: values.message, fileIds: files.map((file) => file.fileId) });
      showPopup(messages.titleSuccess, notice);
      form.reset();
      setFiles([]);
      setGeneration((g) => g + 1);
    }),
    focusFirstError,
  );
  return (
    <form className="sa-workspace-message-form" aria-label={title} onSubmit={submit} noValidate>
      {hint && <p className="sa-workspace-hint">{hint}</p>}
      <FormTextField form={form} name="subject" label={c.subject} required maxLength={STAFF_SUBJECT_MAX_LENGTH} />
      <RichText
        key={generation}
        name="message"
        label={c.message}
        value={form.getValues().message}
        error={messageOf(form.errors, 'message')}
        onChange={(html) => form.setFieldValue('message', html)}
      />
      {mayAttach && (
        <AttachmentPicker
          attachments={files}
          onAdd={(file) => setFiles((was) => (was.some((f) => f.fileId === file.fileId) ? was : [...was, file]))}
          onRemove={(fileId) => setFiles((was) => was.filter((f) => f.fileId !== fileId))}
        />
      )}
      <FormError message={form.errors.form} />
      <Button type="submit" busy={form.submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
