import { useState } from 'react';
import { $session, connectMe, institutionLabels as t, messages, openLoginDialog, validateConnectMe, type InstDetail } from '@studyatlas/core';
import { useForm, type FormController } from '../../forms/use-form.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { SuccessText } from '../../ui/panel/panel.js';
import { ConnectEnquiryFields, defaultCampus, type ConnectMeFormValues } from './connect-fields.js';

export interface ConnectMeController {
  form: FormController<ConnectMeFormValues>;
  /** The success text once the enquiry was sent. */
  sent: string | null;
}

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

export function MemberConnectMeForm({ campuses }: { campuses: InstDetail['campuses'] }) {
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
