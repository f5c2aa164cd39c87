import { useState, type FormEvent } from 'react';
import { INBOX_ROUTE, messagingLabels as l, type MessageActionType, type RecipientField as FieldName, wordsByKey } from '@studyatlas/core';
import { FormTextField } from '../../form-kit/form-text-field.js';
import { messageOf } from '../../form-kit/bound.js';
import { useNavigation } from '../../navigation/navigation.js';
import { Button } from '../../ui/button/button.js';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import type { ScreenProps } from '../../ui/panel/panel.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { noRecordsCss } from '../../styles/no-records.css.js';
import { messagingCss } from './messaging.css.js';
import { RecipientField } from './recipient-field.js';
import { RecipientPicker } from './recipient-picker.js';
import { AttachmentPicker } from '../../kits/compose/attachment-picker.js';
import { RichText } from '../../kits/compose/rich-text.js';
import { useCompose } from './use-compose.js';

export interface ComposeProps extends ScreenProps {
  /** The message to open: a draft (actionType D), or the one to reply to (R, RA) or forward (F). */
  msgId?: number;
  actionType?: MessageActionType;
  /** After a send or a discard; by default the inbox's route through the navigation seam. */
  onDone?: () => void;
}

const FIELDS: ReadonlyArray<{ field: FieldName; labelKey: 'to' | 'cc' | 'bcc' }> = [
  { field: 'TO', labelKey: 'to' },
  { field: 'CC', labelKey: 'cc' },
  { field: 'BCC', labelKey: 'bcc' },
];

const TITLES: Readonly<Record<MessageActionType, string>> = wordsByKey(l, { S: 'composeTitle', D: 'draftTitle', R: 'replyTitle', RA: 'replyTitle', F: 'forwardTitle' });

/**
 * Compose (member §2 "Messaging", route /createMsg/:msgId?actionType): To, Cc and Bcc as chips with
 * the recipient picker, the subject, the rich text body (loaded lazily), attachments, Send, Save
 * draft and Discard draft. A reply, reply all or forward opens with the quoted original.
 */
export function Compose({ msgId, actionType = 'S', onDone, headingLevel = 2, className }: ComposeProps) {
  useStylesheet('no-records', noRecordsCss);
  useStylesheet('messaging', messagingCss);
  const { navigate } = useNavigation();
  const done = onDone ?? (() => navigate(INBOX_ROUTE));
  const compose = useCompose({ msgId, actionType, onSent: done });
  const { form } = compose;
  const [picking, setPicking] = useState<FieldName | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const Heading = `h${headingLevel}` as const;
  // The form's submit (Enter in the subject, the Send button) sends; Save draft submits as a draft.
  const send = (event: FormEvent<HTMLFormElement>) => {
    compose.submit('send', event);
  };
  const title = compose.messageFk && compose.kind === 'S' ? l.draftTitle : TITLES[msgId ? actionType : 'S'];

  return (
    <section className={cx('sa-root sa-messaging sa-compose', className)} part="compose" aria-busy={!compose.ready || undefined}>
      <Heading className="sa-msg-title">{title}</Heading>
      {compose.failed && (
        <p className="sa-msg-alert" role="alert">
          {l.messageLoadFailed}
        </p>
      )}
      {!compose.ready && !compose.failed && <Loader active variant="inline" label={l.loading} />}
      {compose.ready && (
        <form ref={compose.formRef} noValidate onSubmit={send} className="sa-msg-form">
          {FIELDS.map(({ field, labelKey }) => (
            <RecipientField
              key={field}
              field={field}
              label={l[labelKey]}
              value={form.values[field]}
              names={compose.names}
              directory={compose.directory}
              error={messageOf(form.errors, field)}
              onChange={(value) => form.setFieldValue(field, value)}
              onChoose={() => setPicking(field)}
            />
          ))}
          <FormTextField form={form} name="subject" label={l.subject} required maxLength={400} />
          <RichText
            key={compose.generation}
            name="message"
            label={l.body}
            value={form.getValues().message}
            error={messageOf(form.errors, 'message')}
            onChange={(html) => form.setFieldValue('message', html)}
          />
          <AttachmentPicker attachments={compose.attachments} onAdd={compose.addAttachment} onRemove={compose.removeAttachment} />
          <FormError message={form.errors.form} />
          <div className="sa-msg-actions">
            <Button type="submit" busy={compose.running === 'send'}>
              {l.send}
            </Button>
            <Button variant="secondary" busy={compose.running === 'draft'} onClick={() => compose.submit('draft')}>
              {l.saveDraft}
            </Button>
            {compose.messageFk > 0 && (
              <Button variant="danger" onClick={() => setDiscarding(true)}>
                {l.discard}
              </Button>
            )}
            <Button variant="secondary" onClick={done}>
              {l.cancel}
            </Button>
          </div>
        </form>
      )}
      <RecipientPicker
        open={picking !== null}
        field={picking ?? 'TO'}
        lists={{ TO: form.values.TO, CC: form.values.CC, BCC: form.values.BCC }}
        directory={compose.directory}
        onChange={(field, value) => form.setFieldValue(field, value)}
        onClose={() => setPicking(null)}
      />
      <ConfirmDialog
        open={discarding}
        title={l.discard}
        message={l.discardConfirm}
        confirmLabel={l.discard}
        cancelLabel={l.cancel}
        busy={false}
        onConfirm={() => {
          setDiscarding(false);
          void compose.discard().then((gone) => gone && done());
        }}
        onClose={() => setDiscarding(false)}
      />
    </section>
  );
}
