import { contactLabels as t, format } from '@studyatlas/core';
import { FormSelectField, FormTextField, messageOf } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { DigitsInput } from '../../ui/filtered-input/filtered-input.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { optionsOf } from '../../ui/select-field/select-field.js';
import { Field } from '../../ui/text-field/field.js';
import { AuthPanel, SuccessText, type ScreenProps } from '../../ui/panel/panel.js';
import { useContactUs, type ContactUsController } from './use-contact-us.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { contactCss } from './contact.css.js';

export type ContactUsViewProps = ContactUsController & ScreenProps;

export function ContactUsView({ form, submit, memberEmail, subjects, sent, headingLevel, className }: ContactUsViewProps) {
  useStylesheet('contact', contactCss);
  const anonymous = memberEmail === null;
  return (
    <AuthPanel
      title={t.title}
      intro={anonymous ? t.intro : format(t.memberIntro, { email: memberEmail })}
      headingLevel={headingLevel}
      className={className ? `sa-contact ${className}` : 'sa-contact'}
    >
      {sent && <SuccessText>{sent}</SuccessText>}
      <form onSubmit={submit} noValidate className="sa-contact-form" aria-label={t.title}>
        <FormError message={form.errors.form} />
        {anonymous && (
          <>
            <FormTextField form={form} name="name" label={t.name} autoComplete="name" required maxLength={100} />
            <div className="sa-auth-row">
              <FormTextField form={form} name="email" label={t.email} type="email" autoComplete="email" required />
              <FormTextField form={form} name="verifyEmail" label={t.verifyEmail} type="email" autoComplete="off" required />
            </div>
            <DigitsInput
              name="number"
              label={t.number}
              autoComplete="tel"
              required
              value={form.values.number}
              error={messageOf(form.errors, 'number')}
              onValueChange={(value) => form.setFieldValue('number', value)}
            />
          </>
        )}
        <FormSelectField
          form={form}
          name="subject"
          label={t.subject}
          required
          placeholder={t.chooseSubject}
          options={optionsOf(subjects ?? [])}
        />
        <Loader active={subjects === null} variant="inline" />
        <Field label={t.message} required error={messageOf(form.errors, 'noteText')}>
          {(control) => (
            <textarea
              {...control}
              name="noteText"
              rows={6}
              maxLength={4000}
              className="sa-input sa-contact-message"
              part="input"
              value={form.values.noteText}
              onChange={(event) => form.setFieldValue('noteText', event.target.value)}
            />
          )}
        </Field>
        <div className="sa-auth-actions">
          <Button type="submit" busy={form.submitting}>
            {t.send}
          </Button>
        </div>
      </form>
    </AuthPanel>
  );
}

/**
 * The contact-us form (discovery §2 /contactUs): anonymous visitors and members alike; members skip
 * name, e-mail and phone, which come from their account.
 */
export function ContactUs(props: ScreenProps) {
  return <ContactUsView {...useContactUs()} {...props} />;
}
