import { useForm, type UseFormReturnType } from '@mantine/form';
import { INSTITUTION_NAME_MAX, organisationProfileLabels as p, PROFILE_LIMITS, saveOrganisationProfile, validateOrganisationProfile, type OrganisationProfileValues, type workspace } from '@studyatlas/core';
import { FormTextArea, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { QUIET } from './quiet.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

const valuesOf = (profile: workspace.OrganisationProfile): OrganisationProfileValues => ({
  name: profile.name,
  description: profile.description,
  webAddress: profile.webAddress,
  email: profile.email,
  phone: profile.phone,
});

export interface ProfileFormProps {
  org: number;
  profile: workspace.OrganisationProfile;
  readOnly: boolean;
  onSaved: (profile: workspace.OrganisationProfile) => void;
}

/** The organisation's name, description, web address and contacts, with the importer's rules inline (core rules/workspace-profile.ts). */
export function ProfileForm({ org, profile, readOnly, onSaved }: ProfileFormProps) {
  useWorkspaceStyles();
  const form: UseFormReturnType<OrganisationProfileValues> = useForm<OrganisationProfileValues>({
    initialValues: valuesOf(profile),
    validate: ruleErrors((values: OrganisationProfileValues) => validateOrganisationProfile(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => onSaved(await saveOrganisationProfile(org, values, QUIET))),
    focusFirstError,
  );
  return (
    <form className="sa-workspace-course-form" aria-label={p.profileTitle} onSubmit={submit} noValidate>
      <fieldset className="sa-workspace-course-fields" disabled={readOnly}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="name" label={p.name} required maxLength={INSTITUTION_NAME_MAX} />
        <FormTextArea form={form} name="description" label={p.description} rows={6} maxLength={PROFILE_LIMITS.description} />
        <FormTextField form={form} name="webAddress" label={p.webAddress} inputMode="url" maxLength={PROFILE_LIMITS.webAddress} />
        <FormTextField form={form} name="email" label={p.email} type="email" maxLength={PROFILE_LIMITS.email} />
        <FormTextField form={form} name="phone" label={p.phone} type="tel" maxLength={PROFILE_LIMITS.phone} />
      </fieldset>
      {!readOnly && (
        <div className="sa-workspace-actions">
          <Button type="submit" busy={form.submitting}>
            {p.save}
          </Button>
        </div>
      )}
    </form>
  );
}
