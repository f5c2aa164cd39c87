import { institutionLabels as t, type InstDetail } from '@studyatlas/core';
import type { FormController } from '../../forms/use-form.js';
import { FormTextField } from '../../forms/form-text-field.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Field } from '../../ui/text-field/field.js';

export interface ConnectMeFormValues extends Record<string, string> {
  locationFk: string;
  subject: string;
  noteText: string;
}

/** The campus an enquiry goes to by default: the head office, else the first campus. */
export const defaultCampus = (campuses: InstDetail['campuses']) => (campuses.find((campus) => campus.isHeadOffice) ?? campuses[0])?.locationFk ?? 0;

/** The enquiry itself, the same for members and visitors: the campus (when there are several), subject and message. */
export function ConnectEnquiryFields<V extends ConnectMeFormValues>({ form, campuses }: { form: FormController<V>; campuses: InstDetail['campuses'] }) {
  return (
    <>
      {campuses.length > 1 && (
        <Field label={t.campus} error={form.errors.locationFk}>
          {(control) => (
            <select
              {...control}
              name="locationFk"
              className="sa-select sa-inst-select"
              part="select"
              value={form.values.locationFk}
              onChange={(event) => form.setValue('locationFk', event.target.value)}
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
      {campuses.length <= 1 && form.errors.locationFk && <FormError message={form.errors.locationFk} />}
      <FormTextField form={form} name="subject" label={t.subject} required maxLength={200} />
      <Field label={t.message} required error={form.errors.noteText}>
        {(control) => (
          <textarea
            {...control}
            name="noteText"
            rows={4}
            className="sa-input sa-inst-textarea"
            part="input"
            value={form.values.noteText}
            onChange={(event) => form.setValue('noteText', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
