import type { ReactNode } from 'react';
import { basicLabels as t, digitsOnly, type BasicDetailValues, wordsByKey } from '@studyatlas/core';
import { FormCheckbox, FormDateInput, FormRadioGroup, FormSelectField, FormTextField, messageOf } from '../../../form-kit/index.js';
import { Button } from '../../../ui/button/button.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { Loader } from '../../../ui/loader/loader.js';
import type { HeadingLevel } from '../../../ui/panel/panel.js';
import { optionsOf } from '../../../ui/select-field/select-field.js';
import { Field } from '../../../ui/text-field/field.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { PlaceFields } from '../place-fields.js';
import { basicCss } from './basic.css.js';
import { ProfileImage } from './profile-image.js';
import { PreferredDestination } from './preferred-destination.js';
import { useBasicSection, type BasicSectionCalls, type BasicSectionController } from './use-basic-section.js';

export interface BasicSectionProps extends BasicSectionCalls {
  /** Shows a Back button (the wizard's B step). */
  onBack?: () => void;
  /** Shows a Next button (the wizard's B step decides where it leads). */
  onNext?: () => void;
  /** After every successful save. */
  onSaved?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

const GENDER_LABELS: Readonly<Record<string, string>> = wordsByKey(t, { M: 'genderM', F: 'genderF', O: 'genderO' });

function Group({ title, level, children }: { title: string; level: HeadingLevel; children: ReactNode }) {
  const Heading = `h${Math.min(level + 1, 6)}` as 'h3';
  return (
    <section className="sa-basic-group">
      <Heading className="sa-basic-heading">{title}</Heading>
      <div className="sa-basic-grid">{children}</div>
    </section>
  );
}

export type BasicSectionViewProps = BasicSectionController & Omit<BasicSectionProps, 'onSaved' | 'load' | 'save'>;

/** The B form as the controller holds it (see `BasicSection`). */
export function BasicSectionView({ form, submit, data, loading, institutions, onBack, onNext, headingLevel = 2, className }: BasicSectionViewProps) {
  useStylesheet('profile-basic', basicCss);
  const level = headingLevel;
  const Heading = `h${level}` as 'h2';
  const v = form.values;
  const countries = optionsOf(data?.countries ?? []);
  const nationalities = (data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.nationality || c.name }));
  const codes = [...new Set((data?.countries ?? []).map((c) => c.phoneCode.trim()).filter((code) => code !== ''))]
    .map((code) => (code.startsWith('+') ? code : `+${code}`))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((code) => ({ value: code, label: code }));

  return (
    <div className={className ? `sa-root sa-basic ${className}` : 'sa-root sa-basic'}>
      <Heading className="sa-basic-title">{t.sectionTitle}</Heading>
      <Loader active={loading} label={t.loading} />
      {data && (
        <div className="sa-basic-top">
          <ProfileImage image={data.pflImage} />
          <PreferredDestination initial={data.preferredDestinationFk} names={data.countries} />
        </div>
      )}
      <form onSubmit={submit} noValidate className="sa-basic-form" aria-label={t.sectionTitle} aria-busy={loading || undefined}>
        <FormError message={form.errors.form} />
        {/* The place fields wait for the first answer, which carries their lists. */}
        {data && (
        <fieldset className="sa-basic-fieldset" disabled={loading}>
          <Group title={t.aboutMeHeading} level={level}>
            <FormSelectField form={form} name="basic.title" label={t.title} required placeholder={t.choose} options={(data?.titles ?? []).map((title) => ({ value: title, label: title }))} />
            <FormTextField form={form} name="basic.firstName" label={t.firstName} required autoComplete="given-name" maxLength={100} />
            <FormTextField form={form} name="basic.middleName" label={t.middleName} autoComplete="additional-name" maxLength={100} />
            <FormTextField form={form} name="basic.surname" label={t.surname} required autoComplete="family-name" maxLength={100} />
            <FormTextField form={form} name="basic.previousSurname" label={t.previousSurname} maxLength={100} />
            <FormRadioGroup
              form={form}
              name="basic.gender"
              legend={t.gender}
              required
              choices={(data?.genders ?? ['M', 'F', 'O']).map((code) => ({ value: code, label: GENDER_LABELS[code] ?? code }))}
            />
            <FormDateInput form={form} name="basic.dateOfBirth" label={t.dateOfBirth} required autoComplete="bday" />
            <FormSelectField form={form} name="basic.birthCountryFk" label={t.birthCountry} placeholder={t.choose} options={countries} />
            <FormSelectField form={form} name="basic.nationalityFk" label={t.nationality} placeholder={t.choose} options={nationalities} />
            <Field label={t.aboutMe} error={messageOf(form.errors, 'basic.aboutMe')} className="sa-basic-wide">
              {(control) => (
                <textarea
                  {...control}
                  name="basic.aboutMe"
                  value={v.basic.aboutMe}
                  onChange={(event) => form.setFieldValue('basic.aboutMe', event.target.value)}
                  rows={3}
                  maxLength={2000}
                  className="sa-input sa-basic-about"
                  part="input"
                />
              )}
            </Field>
          </Group>

          <Group title={t.contactHeading} level={level}>
            <div className="sa-basic-pair">
              <FormTextField form={form} name="email.email" label={t.email} type="email" required autoComplete="email" maxLength={200} />
              <FormCheckbox form={form} name="email.publish" label={t.publish} aria-label={`${t.email}: ${t.publish}`} />
            </div>
            <FormSelectField form={form} name="contact.countryCode" label={t.countryCode} placeholder={t.choose} options={codes} />
            <div className="sa-basic-pair">
              <FormTextField form={form} name="contact.mobile" label={t.mobile} type="tel" autoComplete="tel-national" filter={digitsOnly} maxLength={20} />
              <FormCheckbox form={form} name="contact.mobilePublish" label={t.publish} aria-label={`${t.mobile}: ${t.publish}`} />
            </div>
            <div className="sa-basic-pair">
              <FormTextField form={form} name="contact.phone" label={t.phone} type="tel" filter={digitsOnly} maxLength={20} />
              <FormCheckbox form={form} name="contact.phonePublish" label={t.publish} aria-label={`${t.phone}: ${t.publish}`} />
            </div>
          </Group>

          <Group title={t.currentAddressHeading} level={level}>
            <PlaceFields form={form} country="contact.current.countryFk" state="contact.current.stateFk" city="contact.current.cityFk" required />
            <FormTextField form={form} name="contact.current.address" label={t.address} autoComplete="street-address" maxLength={300} className="sa-basic-wide" />
            <FormTextField form={form} name="contact.current.postcode" label={t.postcode} autoComplete="postal-code" maxLength={20} />
            <FormCheckbox form={form} name="contact.postalSameAsCurrent" label={t.postalSame} className="sa-basic-wide" />
          </Group>

          {!v.contact.postalSameAsCurrent && (
            <Group title={t.postalAddressHeading} level={level}>
              <PlaceFields
                form={form}
                country="contact.postal.countryFk"
                state="contact.postal.stateFk"
                city="contact.postal.cityFk"
                required
                labels={{ country: t.postalCountry, state: t.postalState, city: t.postalCity }}
              />
              <FormTextField form={form} name="contact.postal.address" label={t.postalAddress} required maxLength={300} className="sa-basic-wide" />
              <FormTextField form={form} name="contact.postal.postcode" label={t.postalPostcode} maxLength={20} />
            </Group>
          )}

          <Group title={t.homeHeading} level={level}>
            <PlaceFields
              form={form}
              country="family.homeCountryFk"
              state="family.homeStateFk"
              city="family.homeCityFk"
              required
              labels={{ country: t.homeCountry, state: t.homeState, city: t.homeTown }}
            />
          </Group>

          <Group title={t.studyHeading} level={level}>
            <FormCheckbox form={form} name="basic.currentStudy" label={t.currentStudy} className="sa-basic-wide" />
            {v.basic.currentStudy && (
              <>
                <FormSelectField
                  form={form}
                  name="basic.institutionCountryFk"
                  label={t.institutionCountry}
                  required
                  placeholder={t.choose}
                  options={countries}
                  onValueChange={() => form.setFieldValue('basic.institutionFk', 0)}
                />
                <FormSelectField
                  form={form}
                  name="basic.institutionFk"
                  label={t.institution}
                  placeholder={t.institutionOther}
                  disabled={!v.basic.institutionCountryFk}
                  options={optionsOf(institutions)}
                />
                {!v.basic.institutionFk && <FormTextField form={form} name="basic.institutionName" label={t.institutionName} required maxLength={200} />}
              </>
            )}
            <FormCheckbox form={form} name="basic.promotionalMaterial" label={t.promotionalMaterial} className="sa-basic-wide" />
          </Group>
        </fieldset>
        )}
        <div className="sa-basic-actions">
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              {t.back}
            </Button>
          )}
          <Button type="submit" busy={form.submitting} disabled={loading}>
            {t.save}
          </Button>
          {onNext && (
            <Button variant="secondary" onClick={onNext}>
              {t.next}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

/**
 * Tab B "myDetail" (member §2, §3 "About-me and basic profile"): every about-me field with the
 * publish flags, current and postal address (same-as-above hides postal), home country, state and
 * town, the current study with the institution from the country's list or typed, the profile image
 * with its crop dialog and the preferred destination. Usable alone or as the wizard's B step
 * (`onBack`, `onNext`, and `load` / `save` with the wizard's LoadAboutMe / UpdateAboutMe).
 */
export function BasicSection({ onSaved, load, save, ...props }: BasicSectionProps) {
  return <BasicSectionView {...useBasicSection(onSaved, { load, save })} {...props} />;
}
