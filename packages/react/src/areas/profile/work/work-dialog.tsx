import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useInitialData } from '../../../data/use-initial-data.js';
import { WORK } from '../query-keys.js';
import { SaveCancel } from '../../../form-kit/save-cancel.js';
import { getClient, messages, profile, saveWorkRow, showPopup, todayApiDate, validateWork, workLabels as t } from '@studyatlas/core';
import { FormCheckbox, FormDateInput, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { Field } from '../../../ui/text-field/field.js';
import { Loader } from '../../../ui/loader/loader.js';
import { PlaceFields } from '../place-fields.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profileEducationCss } from '../education/education.css.js';

type Values = profile.WorkExperienceBody;
type Contact = Values['EmpContactDetail'][number];

/** The form's values for a job (a new one when none is given): one employer contact of type E. */
export function workValues(row: profile.WorkRow | null): Values {
  const c = row?.contact;
  const contact: Contact = {
    ContactId: c?.contactId ?? 0,
    AddressType: 'E',
    CountryId: c?.countryId ?? 0,
    StateId: c?.stateId ?? 0,
    CityId: c?.cityId ?? 0,
    PostCode: c?.postcode ?? '',
    Address1: c?.address1 ?? '',
    Address2: c?.address2 ?? '',
    Address3: c?.address3 ?? '',
    Phone: c?.phone ?? '',
    Fax: c?.fax ?? '',
    Mobile: c?.mobile ?? '',
    Email: c?.email ?? '',
  };
  return {
    Id: row?.id ?? 0,
    Employer: row?.employer ?? '',
    Position: row?.position ?? '',
    MainDuties: row?.mainDuties ?? '',
    ReportTo: row?.reportTo ?? '',
    StartDate: row?.startDate ?? '',
    EndDate: row?.endDate ?? '',
    IsCurrent: row?.isCurrent ?? false,
    Name: row?.name ?? '',
    EmpContactDetail: [contact],
  };
}

export interface WorkDialogProps {
  /** The job to edit; 0 adds one. */
  id: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit a job (member §3, §5): employer, position, report-to, dates with the current flag,
 * main duties, and the employer contact (address type E: place, postcode, address lines, phones,
 * e-mail). 'Start Date should be less then current Date' and the end-date messages come from the core rule.
 */
export function WorkDialog({ id, onClose, onSaved }: WorkDialogProps) {
  useStylesheet('profile-education', profileEducationCss);
  const [ready, setReady] = useState(id === 0);
  const form: UseFormReturnType<Values> = useForm({
    initialValues: workValues(null),
    validate: ruleErrors((values) => validateWork(values, todayApiDate())),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await saveWorkRow({ ...values, EndDate: values.IsCurrent ? '' : values.EndDate });
      showPopup(messages.titleSuccess, reply.message);
      onSaved();
    }),
    focusFirstError,
  );

  useInitialData(
    id === 0 ? null : `${WORK}/${id}`,
    () => getClient().call(profile.loadAddEditWorkExp, { query: { empId: id } }),
    (data) => {
      form.initialize(workValues(data.detail));
      setReady(true);
    },
    { audience: 'member', onFailed: onClose },
  );
  const current = form.values.IsCurrent;
  const title = id ? t.edit : t.add;

  return (
    <Dialog open onClose={onClose} title={title} part="dialog profile-work">
      <Loader active={!ready} variant="inline" />
      {ready && (
        <form onSubmit={submit} noValidate className="sa-edu-form" aria-label={title}>
          <FormError message={form.errors.form} className="sa-edu-form-wide" />
          <FormTextField form={form} name="Employer" label={t.employer} required maxLength={200} />
          <FormTextField form={form} name="Position" label={t.position} required maxLength={200} />
          <FormTextField form={form} name="ReportTo" label={t.reportTo} required maxLength={200} />
          <FormDateInput form={form} name="StartDate" label={t.startDate} required />
          {!current && <FormDateInput form={form} name="EndDate" label={t.endDate} required />}
          <FormCheckbox form={form} name="IsCurrent" label={t.current} className="sa-edu-form-wide" />
          <Field label={t.mainDuties} className="sa-edu-form-wide">
            {(control) => (
              <textarea
                {...control}
                name="MainDuties"
                rows={3}
                maxLength={4000}
                className="sa-input sa-edu-textarea"
                part="input"
                value={form.values.MainDuties}
                onChange={(event) => form.setFieldValue('MainDuties', event.target.value)}
              />
            )}
          </Field>
          <h3 className="sa-edu-block-title sa-edu-form-wide">{t.contactTitle}</h3>
          <FormTextField form={form} name="Name" label={t.contactName} required maxLength={200} />
          <PlaceFields form={form} country="EmpContactDetail.0.CountryId" state="EmpContactDetail.0.StateId" city="EmpContactDetail.0.CityId" required />
          <FormTextField form={form} name="EmpContactDetail.0.PostCode" label={t.postcode} required maxLength={20} />
          <FormTextField form={form} name="EmpContactDetail.0.Address1" label={t.address1} required maxLength={200} />
          <FormTextField form={form} name="EmpContactDetail.0.Address2" label={t.address2} maxLength={200} />
          <FormTextField form={form} name="EmpContactDetail.0.Address3" label={t.address3} maxLength={200} />
          <FormTextField form={form} name="EmpContactDetail.0.Phone" label={t.phone} type="tel" maxLength={40} />
          <FormTextField form={form} name="EmpContactDetail.0.Fax" label={t.fax} type="tel" maxLength={40} />
          <FormTextField form={form} name="EmpContactDetail.0.Mobile" label={t.mobile} type="tel" maxLength={40} />
          <FormTextField form={form} name="EmpContactDetail.0.Email" label={t.email} type="email" maxLength={200} />
          <SaveCancel className="sa-edu-actions sa-edu-form-wide" busy={form.submitting} save={t.save} cancel={t.cancel} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
