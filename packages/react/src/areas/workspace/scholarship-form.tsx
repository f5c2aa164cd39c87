import { LISTING_LIMITS, listingLabels as l, scholarshipRecordLabels as s, validateScholarship, type ScholarshipValues } from '@studyatlas/core';
import { FormSelectField, FormTextArea, FormTextField } from '../../form-kit/index.js';
import { FormError } from '../../ui/form-error/form-error.js';
import type { ListingFormProps } from './listing-kinds.js';
import { named, useListingForm } from './use-listing-form.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

interface Values extends ScholarshipValues {
  countryId: number;
  awardGroupId: number;
  amount: string;
}

/** A scholarship: every field of its discovery detail (name, description, country, study level, amount with currency, web address, the days it is open), with validateScholarship inline. */
export function ScholarshipForm({ org, options, record, readOnly, onSaved }: ListingFormProps<'scholarship'>) {
  useWorkspaceStyles();
  const { form, submit, actions } = useListingForm(
    'scholarship',
    { org, record, onSaved },
    {
      name: record?.name ?? '',
      description: record?.description ?? '',
      countryId: record?.countryId ?? 0,
      awardGroupId: record?.awardGroupId ?? 0,
      amount: record?.amount === null || record?.amount === undefined ? '' : String(record.amount),
      currency: record?.currency ?? '',
      webAddress: record?.webAddress ?? '',
      openDate: record?.openDate ?? '',
      closeDate: record?.closeDate ?? '',
    } satisfies Values,
    (values: Values) => validateScholarship(values),
  );
  return (
    <form className="sa-workspace-course-form" aria-label={s.details} onSubmit={submit} noValidate>
      <fieldset className="sa-workspace-course-fields" disabled={readOnly}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="name" label={l.name} required maxLength={LISTING_LIMITS.name} />
        <FormSelectField form={form} name="countryId" label={s.country} required placeholder={l.choose} options={named(options.countries)} />
        <FormSelectField form={form} name="awardGroupId" label={s.awardGroup} placeholder={s.anyAwardGroup} options={named(options.awardGroups)} />
        <FormTextField form={form} name="amount" label={s.amount} inputMode="decimal" />
        <FormTextField form={form} name="currency" label={s.currency} maxLength={3} />
        <FormTextField form={form} name="openDate" label={s.openDate} required />
        <FormTextField form={form} name="closeDate" label={s.closeDate} required />
        <FormTextField form={form} name="webAddress" label={l.webAddress} type="url" maxLength={LISTING_LIMITS.url} />
        <FormTextArea form={form} name="description" label={l.description} rows={5} maxLength={LISTING_LIMITS.longText} />
      </fieldset>
      {!readOnly && actions}
    </form>
  );
}
