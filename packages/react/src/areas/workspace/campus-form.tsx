import { useRef } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { CAMPUS_NAME_MAX, CITY_NAME_MAX, organisationProfileLabels as p, PROFILE_LIMITS, saveCampus, validateCampus, type CampusValues, type workspace } from '@studyatlas/core';
import { FormCheckbox, FormSelectField, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { PinMap } from '../../kits/map/pin-map.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { QUIET } from './quiet.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Country = { id: number; name: string; latitude: number; longitude: number };

/** The form's values: the country's id as a number (0 none), the pin's coordinates as typed ('' none: the city's). */
export interface CampusFormValues extends CampusValues {
  countryId: number;
  latitude: string;
  longitude: string;
}

const valuesOf = (campus?: workspace.Campus): CampusFormValues => ({
  name: campus?.name ?? '',
  countryId: campus?.countryId ?? 0,
  state: campus?.state ?? '',
  city: campus?.city ?? '',
  address: campus?.address ?? '',
  postcode: campus?.postcode ?? '',
  phone: campus?.phone ?? '',
  email: campus?.email ?? '',
  headOffice: campus?.headOffice ?? false,
  // An approximate campus has no position of its own: blank, so a save reads its place again.
  latitude: campus && !campus.approximate ? String(campus.latitude) : '',
  longitude: campus && !campus.approximate ? String(campus.longitude) : '',
});

/** Where the pin stands: the coordinates typed or dragged, else the campus's, else the country's centre, else the world. */
function pinOf(values: CampusFormValues, countries: readonly Country[], campus?: workspace.Campus) {
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  if (values.latitude.trim() && values.longitude.trim() && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
    return { position: { latitude, longitude }, zoom: 13 };
  }
  if (campus) return { position: { latitude: campus.latitude, longitude: campus.longitude }, zoom: 13 };
  const country = countries.find((c) => c.id === values.countryId);
  return country ? { position: { latitude: country.latitude, longitude: country.longitude }, zoom: 5 } : { position: { latitude: 20, longitude: 0 }, zoom: 2 };
}

export interface CampusFormProps {
  org: number;
  countries: readonly Country[];
  /** The campus edited; a new one when absent. */
  campus?: workspace.Campus;
  readOnly: boolean;
  /** How the server read the place at the last save (the importer's messages), shown under the city. */
  placeNotes: readonly string[];
  onSaved: (saved: { campus: workspace.Campus; warnings: string[] }) => void;
}

/**
 * A campus (or an agent's office): its name, place and contacts with the importer's rules inline (core
 * rules/workspace-profile.ts), and a map pin the editor drags to the exact spot. The place is read on
 * the server by the importer's place resolution: a place it cannot settle comes back as the city's
 * message, how it read one under the city. Changing the country, state or city lets the pin go back to
 * the city's position until it is dragged again.
 */
export function CampusForm({ org, countries, campus, readOnly, placeNotes, onSaved }: CampusFormProps) {
  useWorkspaceStyles();
  const form: UseFormReturnType<CampusFormValues> = useForm<CampusFormValues>({
    initialValues: valuesOf(campus),
    validate: ruleErrors((values: CampusFormValues) => validateCampus(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => onSaved(await saveCampus(org, campus?.id ?? null, values, QUIET))),
    focusFirstError,
  );
  const placeChanged = () => form.setValues({ latitude: '', longitude: '' });
  // A state or city edited (not merely visited) lets the pin go back to the place's position.
  const typedAtFocus = useRef('');
  const placeField = (name: 'state' | 'city') => ({
    onFocus: () => (typedAtFocus.current = form.values[name]),
    onBlur: () => form.values[name] !== typedAtFocus.current && placeChanged(),
  });
  const pin = pinOf(form.values, countries, campus);
  return (
    <form className="sa-workspace-course-form" aria-label={p.campusDetails} onSubmit={submit} noValidate>
      <fieldset className="sa-workspace-course-fields" disabled={readOnly}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="name" label={p.campusName} required maxLength={CAMPUS_NAME_MAX} />
        <FormSelectField
          form={form}
          name="countryId"
          label={p.country}
          required
          placeholder={p.choose}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          onValueChange={placeChanged}
        />
        <FormTextField form={form} name="state" label={p.state} maxLength={PROFILE_LIMITS.state} {...placeField('state')} />
        <FormTextField
          form={form}
          name="city"
          label={p.city}
          required
          maxLength={CITY_NAME_MAX}
          {...placeField('city')}
          hint={
            placeNotes.length > 0 ? (
              <span className="sa-workspace-place-notes" role="status">
                {placeNotes.join(' ')}
              </span>
            ) : undefined
          }
        />
        <FormTextField form={form} name="address" label={p.address} maxLength={PROFILE_LIMITS.address} />
        <FormTextField form={form} name="postcode" label={p.postcode} maxLength={PROFILE_LIMITS.postcode} />
        <FormTextField form={form} name="phone" label={p.phone} type="tel" maxLength={PROFILE_LIMITS.phone} />
        <FormTextField form={form} name="email" label={p.email} type="email" maxLength={PROFILE_LIMITS.email} />
        <FormCheckbox form={form} name="headOffice" label={p.headOffice} />
        <PinMap
          position={pin.position}
          zoom={pin.zoom}
          label={p.mapPin}
          hint={readOnly ? undefined : p.mapHint}
          onMove={(at) => !readOnly && form.setValues({ latitude: String(at.latitude), longitude: String(at.longitude) })}
        />
        <div className="sa-workspace-filter-grid">
          <FormTextField form={form} name="latitude" label={p.latitude} inputMode="decimal" maxLength={40} />
          <FormTextField form={form} name="longitude" label={p.longitude} inputMode="decimal" maxLength={40} />
        </div>
        {campus?.approximate && !form.values.latitude.trim() && <p className="sa-workspace-hint">{p.approximate}</p>}
      </fieldset>
      {!readOnly && (
        <div className="sa-workspace-actions">
          <Button type="submit" busy={form.submitting}>
            {p.saveCampus}
          </Button>
        </div>
      )}
    </form>
  );
}
