import { eventRecordLabels as e, LISTING_LIMITS, listingLabels as l, validateEvent, type EventValues } from '@studyatlas/core';
import { FormSelectField, FormTextArea, FormTextField, messageOf } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { EventDocuments } from './event-documents.js';
import { EventParticipants } from './event-participants.js';
import type { ListingFormProps } from './listing-kinds.js';
import { named, useListingForm } from './use-listing-form.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

interface Values extends EventValues {
  locationId: number;
  cityId: number;
  costs: { label: string; amount: string; currency: string }[];
  contacts: { name: string; email: string; phone: string }[];
  participantIds: number[];
  documentIds: number[];
}

/**
 * An event: every field of its discovery detail — where (one of the organisation's campuses, or a venue
 * and its city), the days, the registration address, the web site, the registration costs and the
 * contacts, the participants (picked from the catalogue) and the documents (uploaded) — with
 * validateEvent inline (a row's messages on its fields).
 */
export function EventForm({ org, options, record, readOnly, onSaved }: ListingFormProps<'event'>) {
  useWorkspaceStyles();
  const { form, submit, actions } = useListingForm(
    'event',
    { org, record, onSaved },
    {
      name: record?.name ?? '',
      description: record?.description ?? '',
      locationId: record?.locationId ?? options.campuses[0]?.id ?? 0,
      venueName: record?.venueName ?? '',
      cityId: record?.locationId ? 0 : (record?.cityId ?? 0),
      dateFrom: record?.dateFrom ?? '',
      dateTo: record?.dateTo ?? '',
      regUrl: record?.regUrl ?? '',
      webSite: record?.webSite ?? '',
      costs: (record?.costs ?? []).map((c) => ({ label: c.label, amount: String(c.amount), currency: c.currency })),
      contacts: (record?.contacts ?? []).map((c) => ({ ...c })),
      participantIds: (record?.participants ?? []).map((p) => p.id),
      documentIds: (record?.documents ?? []).map((d) => d.fileId),
    } satisfies Values,
    (values: Values) => validateEvent(values),
  );
  const elsewhere = form.values.locationId === 0;
  const cities = options.cities.map((c) => ({ value: String(c.id), label: `${c.name}, ${c.state}` }));
  const currency = options.campuses[0]?.currency ?? '';
  return (
    <form className="sa-workspace-course-form" aria-label={e.details} onSubmit={submit} noValidate>
      <fieldset className="sa-workspace-course-fields" disabled={readOnly}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="name" label={l.name} required maxLength={LISTING_LIMITS.name} />
        <FormSelectField form={form} name="locationId" label={e.campus} placeholder={e.elsewhere} options={named(options.campuses)} />
        <FormTextField form={form} name="venueName" label={e.venueName} required={elsewhere} maxLength={LISTING_LIMITS.venue} />
        {elsewhere && <FormSelectField form={form} name="cityId" label={e.city} required placeholder={l.choose} options={cities} />}
        <FormTextField form={form} name="dateFrom" label={e.dateFrom} required />
        <FormTextField form={form} name="dateTo" label={e.dateTo} required />
        <FormTextField form={form} name="regUrl" label={e.regUrl} type="url" maxLength={LISTING_LIMITS.url} />
        <FormTextField form={form} name="webSite" label={e.webSite} type="url" maxLength={LISTING_LIMITS.url} />
        <FormTextArea form={form} name="description" label={l.description} rows={5} maxLength={LISTING_LIMITS.longText} />
        <fieldset className="sa-workspace-events">
          <legend>{e.costs}</legend>
          {form.values.costs.map((_, i) => (
            <div key={i} className="sa-workspace-filter-grid">
              <FormTextField form={form} name={`costs.${i}.label`} label={e.costLabel} required maxLength={LISTING_LIMITS.costLabel} />
              <FormTextField form={form} name={`costs.${i}.amount`} label={e.costAmount} required inputMode="decimal" />
              <FormTextField form={form} name={`costs.${i}.currency`} label={e.costCurrency} required maxLength={3} />
              <Button variant="secondary" onClick={() => form.removeListItem('costs', i)}>
                {e.removeCost}
              </Button>
            </div>
          ))}
          <Button variant="secondary" onClick={() => form.insertListItem('costs', { label: '', amount: '', currency })}>
            {e.addCost}
          </Button>
        </fieldset>
        <fieldset className="sa-workspace-events">
          <legend>{e.contacts}</legend>
          {form.values.contacts.map((_, i) => (
            <div key={i} className="sa-workspace-filter-grid">
              <FormTextField form={form} name={`contacts.${i}.name`} label={e.contactName} required maxLength={LISTING_LIMITS.contactName} />
              <FormTextField form={form} name={`contacts.${i}.email`} label={e.contactEmail} type="email" />
              <FormTextField form={form} name={`contacts.${i}.phone`} label={e.contactPhone} maxLength={LISTING_LIMITS.phone} />
              <Button variant="secondary" onClick={() => form.removeListItem('contacts', i)}>
                {e.removeContact}
              </Button>
            </div>
          ))}
          <Button variant="secondary" onClick={() => form.insertListItem('contacts', { name: '', email: '', phone: '' })}>
            {e.addContact}
          </Button>
        </fieldset>
        <EventParticipants
          org={org}
          chosen={form.values.participantIds}
          saved={record?.participants ?? []}
          onChange={(ids) => form.setFieldValue('participantIds', ids)}
          error={messageOf(form.errors, 'participantIds') ?? null}
        />
        <EventDocuments chosen={form.values.documentIds} saved={record?.documents ?? []} onChange={(ids) => form.setFieldValue('documentIds', ids)} disabled={readOnly} />
      </fieldset>
      {!readOnly && actions}
    </form>
  );
}
