import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { $session, connectMe, institutionLabels as t, messages, openLoginDialog, validateConnectMe, type InstDetail } from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { SuccessText } from '../../ui/panel/panel.js';
import { ConnectEnquiryFields, defaultCampus, type ConnectMeFormValues } from './connect-fields.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

export interface ConnectMeController {
  form: UseFormReturnType<ConnectMeFormValues>;
  submit: FormSubmit;
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
  const form: UseFormReturnType<ConnectMeFormValues> = useForm({
    initialValues: { locationFk: String(defaultCampus(campuses)), subject: '', noteText: '' },
    validate: ruleErrors((values) => validateConnectMe(toValues(values))),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      setSent(null);
      if (!$session.get()) {
        openLoginDialog(messages.signInRequired);
        return;
      }
      setSent(await connectMe(toValues(values), { quiet: true }));
    }),
    focusFirstError,
  );
  return { form, submit, sent };
}

export function MemberConnectMeForm({ campuses }: { campuses: InstDetail['campuses'] }) {
  const connect = useConnectMe(campuses);
  return <ConnectMeFormView connect={connect} campuses={campuses} />;
}

export function ConnectMeFormView({ connect, campuses }: { connect: ConnectMeController; campuses: InstDetail['campuses'] }) {
  useStylesheet('find-screens', findScreensCss);
  const { form, submit, sent } = connect;
  return (
    <form onSubmit={submit} noValidate className="sa-find-connect" aria-label={t.connectMe}>
      <p className="sa-find-muted">{t.connectIntro}</p>
      {sent && <SuccessText>{sent}</SuccessText>}
      <FormError message={form.errors.form} />
      <ConnectEnquiryFields form={form} campuses={campuses} />
      <Button type="submit" busy={form.submitting}>
        {t.send}
      </Button>
    </form>
  );
}
