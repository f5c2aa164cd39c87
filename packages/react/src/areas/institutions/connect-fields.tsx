import { institutionLabels as t, type InstDetail } from '@studyatlas/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormTextField, messageOf } from '../../form-kit/index.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Field } from '../../ui/text-field/field.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

export interface ConnectMeFormValues {
  locationFk: string;
  subject: string;
  noteText: string;
}

/** The campus an enquiry goes to by default: the head office, else the first campus. */
export const defaultCampus = (campuses: InstDetail['campuses']) => (campuses.find((campus) => campus.isHeadOffice) ?? campuses[0])?.locationFk ?? 0;

/** The enquiry itself, the same for members and visitors: the campus (when there are several), subject and message. */
export function ConnectEnquiryFields<V extends ConnectMeFormValues>({ form: whole, campuses }: { form: UseFormReturnType<V>; campuses: InstDetail['campuses'] }) {
  useStylesheet('find-screens', findScreensCss);
  // V holds the enquiry's values (and maybe more, the visitor's name, …): these fields read those alone.
  const form = whole as unknown as UseFormReturnType<ConnectMeFormValues>;
  const locationError = messageOf(form.errors, 'locationFk');
  return (
    <>
      {campuses.length > 1 && (
        <Field label={t.campus} error={locationError}>
          {(control) => (
            <select
              {...control}
              name="locationFk"
              className="sa-select sa-find-select"
              part="select"
              value={form.values.locationFk}
              onChange={(event) => form.setFieldValue('locationFk', event.target.value)}
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
      {campuses.length <= 1 && locationError && <FormError message={locationError} />}
      <FormTextField form={form} name="subject" label={t.subject} required maxLength={200} />
      <Field label={t.message} required error={messageOf(form.errors, 'noteText')}>
        {(control) => (
          <textarea
            {...control}
            name="noteText"
            rows={4}
            className="sa-input sa-find-textarea"
            part="input"
            value={form.values.noteText}
            onChange={(event) => form.setFieldValue('noteText', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
