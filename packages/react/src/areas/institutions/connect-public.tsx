import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { institutionLabels as t, openLoginDialog, validateConnectPublic } from '@studyatlas/core';
import { FormTextField, focusFirstError, messageOf, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { DigitsInput } from '../../ui/filtered-input/filtered-input.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { SuccessText } from '../../ui/panel/panel.js';
import { connectPublic, type InstDetail } from '@studyatlas/core';
import { ConnectEnquiryFields, defaultCampus, type ConnectMeFormValues } from './connect-fields.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

export interface PublicConnectMeFormValues extends ConnectMeFormValues {
  name: string;
  email: string;
  phone: string;
}

export interface PublicConnectMeController {
  form: UseFormReturnType<PublicConnectMeFormValues>;
  submit: FormSubmit;
  /** The success text once the enquiry was sent. */
  sent: string | null;
}

const toRequest = (v: PublicConnectMeFormValues) => ({ ...v, locationFk: Number(v.locationFk) });

/**
 * The public connect-me (POST connectPublic): a signed-out visitor's enquiry with their name, a reply
 * e-mail and optionally a phone (digits only), checked with the server's own rule (the same
 * catalogue messages inline as the server would answer).
 */
export function usePublicConnectMe(campuses: InstDetail['campuses']): PublicConnectMeController {
  const [sent, setSent] = useState<string | null>(null);
  const initial: PublicConnectMeFormValues = { name: '', email: '', phone: '', locationFk: String(defaultCampus(campuses)), subject: '', noteText: '' };
  const form: UseFormReturnType<PublicConnectMeFormValues> = useForm({
    initialValues: initial,
    validate: ruleErrors((values) => validateConnectPublic(toRequest(values))),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      setSent(null);
      setSent(await connectPublic(toRequest(values), { quiet: true }));
    }),
    focusFirstError,
  );
  return { form, submit, sent };
}

export function PublicConnectMeForm({ campuses }: { campuses: InstDetail['campuses'] }) {
  const connect = usePublicConnectMe(campuses);
  return <PublicConnectMeFormView connect={connect} campuses={campuses} />;
}

export function PublicConnectMeFormView({ connect, campuses }: { connect: PublicConnectMeController; campuses: InstDetail['campuses'] }) {
  useStylesheet('find-screens', findScreensCss);
  const { form, submit, sent } = connect;
  return (
    <form onSubmit={submit} noValidate className="sa-find-connect" aria-label={t.connectMe}>
      <p className="sa-find-muted">{t.connectPublicIntro}</p>
      <Button variant="link" className="sa-find-connect-sign-in" onClick={() => openLoginDialog()}>
        {t.connectSignIn}
      </Button>
      {sent && <SuccessText>{sent}</SuccessText>}
      <FormError message={form.errors.form} />
      <FormTextField form={form} name="name" label={t.yourName} required autoComplete="name" maxLength={200} />
      <FormTextField form={form} name="email" label={t.email} required type="email" autoComplete="email" maxLength={200} />
      <DigitsInput
        name="phone"
        label={t.phone}
        value={form.values.phone}
        error={messageOf(form.errors, 'phone')}
        autoComplete="tel"
        maxLength={20}
        onValueChange={(value) => form.setFieldValue('phone', value)}
      />
      <ConnectEnquiryFields form={form} campuses={campuses} />
      <Button type="submit" busy={form.submitting}>
        {t.send}
      </Button>
    </form>
  );
}
