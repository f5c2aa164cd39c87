import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, $signedIn, institutionLabels as t, messages, openLoginDialog, validateConnectMe } from '@studyatlas/core';
import { useForm, type FormController } from '../../forms/use-form.js';
import { FormTextField } from '../../forms/form-text-field.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Field } from '../../ui/text-field/field.js';
import { SuccessText } from '../auth/auth-panel.js';
import { connectMe, type InstDetail } from './api.js';
import { PublicConnectMeForm } from './connect-public.js';

export interface ConnectMeFormValues extends Record<string, string> {
  locationFk: string;
  subject: string;
  noteText: string;
}

export interface ConnectMeController {
  form: FormController<ConnectMeFormValues>;
  /** The success text once the enquiry was sent. */
  sent: string | null;
}

/** The campus an enquiry goes to by default: the head office, else the first campus. */
export const defaultCampus = (campuses: InstDetail['campuses']) => (campuses.find((campus) => campus.isHeadOffice) ?? campuses[0])?.locationFk ?? 0;

/**
 * Connect-me (discovery §3, §6): an enquiry to one of the institution's campuses, sent with
 * ConnectMe/CUpsert as the signed-in member. Should the session end before sending, the login
 * dialog opens instead.
 */
export function useConnectMe(campuses: InstDetail['campuses']): ConnectMeController {
  const [sent, setSent] = useState<string | null>(null);
  const toValues = (v: ConnectMeFormValues) => ({ locationFk: Number(v.locationFk), subject: v.subject, noteText: v.noteText });
  const form = useForm<ConnectMeFormValues>({
    initial: { locationFk: String(defaultCampus(campuses)), subject: '', noteText: '' },
    validate: (values) => validateConnectMe(toValues(values)),
    onSubmit: async (values) => {
      setSent(null);
      if (!$session.get()) {
        openLoginDialog(messages.signInRequired);
        return;
      }
      setSent(await connectMe(toValues(values), { quiet: true }));
    },
  });
  return { form, sent };
}

/**
 * The connect-me form of the detail's Contact section: a signed-in member's enquiry (ConnectMe/CUpsert),
 * or for a signed-out visitor the public enquiry with a name, an e-mail and a phone (connectPublic).
 */
export function ConnectMeForm({ campuses }: { campuses: InstDetail['campuses'] }) {
  const signedIn = useStore($signedIn);
  return signedIn ? <MemberConnectMeForm campuses={campuses} /> : <PublicConnectMeForm campuses={campuses} />;
}

function MemberConnectMeForm({ campuses }: { campuses: InstDetail['campuses'] }) {
  const connect = useConnectMe(campuses);
  return <ConnectMeFormView connect={connect} campuses={campuses} />;
}

export function ConnectMeFormView({ connect, campuses }: { connect: ConnectMeController; campuses: InstDetail['campuses'] }) {
  const { form, sent } = connect;
  return (
    <form ref={form.formRef} className="sa-inst-connect" aria-label={t.connectMe} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <p className="sa-inst-muted">{t.connectIntro}</p>
      {sent && <SuccessText>{sent}</SuccessText>}
      <FormError message={form.errors.form} />
      <ConnectEnquiryFields form={form} campuses={campuses} />
      <Button type="submit" busy={form.busy}>
        {t.send}
      </Button>
    </form>
  );
}

/** The enquiry itself, the same for members and visitors: the campus (when there are several), subject and message. */
export function ConnectEnquiryFields<V extends ConnectMeFormValues>({ form, campuses }: { form: FormController<V>; campuses: InstDetail['campuses'] }) {
  return (
    <>
      {campuses.length > 1 && (
        <Field label={t.campus} error={form.errors.locationFk}>
          {(control) => (
            <select
              {...control}
              name="locationFk"
              className="sa-select sa-inst-select"
              part="select"
              value={form.values.locationFk}
              onChange={(event) => form.setValue('locationFk', event.target.value)}
            >
              {campuses.map((campus) => (
                <option key={campus.locationFk} value={campus.locationFk}>
                  {`${campus.name} (${campus.city})`}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {campuses.length <= 1 && form.errors.locationFk && <FormError message={form.errors.locationFk} />}
      <FormTextField form={form} name="subject" label={t.subject} required maxLength={200} />
      <Field label={t.message} required error={form.errors.noteText}>
        {(control) => (
          <textarea
            {...control}
            name="noteText"
            rows={4}
            className="sa-input sa-inst-textarea"
            part="input"
            value={form.values.noteText}
            onChange={(event) => form.setValue('noteText', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
