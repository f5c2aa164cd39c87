import { useForm, type UseFormReturnType } from '@mantine/form';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { SaveCancel } from '../../../form-kit/save-cancel.js';
import { profilePassportCss } from './passport.css.js';
import { passportLabels as t, saveVisa, todayApiDate, validateVisa, VISA_TYPES, type Visa, type VisaType, wordsByKey } from '@studyatlas/core';
import { FormDateInput, FormSelectField, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { DocumentField } from '../documents/document-field.js';

export interface VisaFormValues {
  id: number;
  countryFk: number;
  visaNo: string;
  visaType: string;
  otherType: string;
  subClass: string;
  grantDate: string;
  expiryDate: string;
  fileInfoId: number;
  fileName: string;
  docTypeId: number;
}

type Named = ReadonlyArray<{ id: number; name: string }>;

/** Visa type → its label (member §9: ST student, VS visitor, SP spouse, OT other). */
export const VISA_TYPE_LABELS: Readonly<Record<VisaType, string>> = wordsByKey(t, { ST: 'visaTypeST', VS: 'visaTypeVS', SP: 'visaTypeSP', OT: 'visaTypeOT' });
export const visaTypeOptions = () => VISA_TYPES.map((value) => ({ value, label: VISA_TYPE_LABELS[value] }));

const valuesOf = (visa: Visa | null): VisaFormValues => ({
  id: visa?.id ?? 0,
  countryFk: visa?.countryFk ?? 0,
  visaNo: visa?.visaNo ?? '',
  visaType: visa?.visaType ?? '',
  otherType: visa?.otherType ?? '',
  subClass: visa?.subClass ?? '',
  grantDate: visa?.grantDate ?? '',
  expiryDate: visa?.expiryDate ?? '',
  fileInfoId: 0,
  fileName: '',
  docTypeId: 0,
});

/** Add or edit a visa (member §3, §5): the other type's text shows (and is required) for OT; a document with its type. */
export function VisaDialog({ visa, countries, documentTypes, onClose, onSaved }: { visa: Visa | null; countries: Named; documentTypes: Named; onClose: () => void; onSaved: (message: string) => void }) {
  useStylesheet('profile-passport', profilePassportCss);
  const form: UseFormReturnType<VisaFormValues> = useForm({
    initialValues: valuesOf(visa),
    validate: ruleErrors((values) => validateVisa({ ...values, visaType: values.visaType as VisaType }, todayApiDate())),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await saveVisa(
        {
          id: values.id || undefined,
          countryFk: values.countryFk || undefined,
          visaNo: values.visaNo.trim(),
          visaType: values.visaType,
          otherType: values.visaType === 'OT' ? values.otherType.trim() : '',
          subClass: values.subClass.trim(),
          grantDate: values.grantDate,
          expiryDate: values.expiryDate,
        },
        { fileInfoId: values.fileInfoId || null, docTypeId: values.docTypeId || null },
        { quiet: true },
      );
      onSaved(reply.message);
    }),
    focusFirstError,
  );
  const other = form.values.visaType === 'OT';
  const title = visa ? t.editVisa : t.addVisa;
  return (
    <Dialog open onClose={onClose} title={title} part="dialog profile-visa">
      <form onSubmit={submit} noValidate aria-label={title}>
        <FormError message={form.errors.form} />
        <div className="sa-passport-form">
          <FormSelectField form={form} name="countryFk" label={t.country} required placeholder={t.choose} options={countries.map((c) => ({ value: String(c.id), label: c.name }))} />
          <FormTextField form={form} name="visaNo" label={t.visaNumber} required maxLength={50} />
          <FormSelectField form={form} name="visaType" label={t.visaType} required placeholder={t.choose} options={visaTypeOptions()} />
          {other && <FormTextField form={form} name="otherType" label={t.visaOtherType} required maxLength={50} />}
          <FormTextField form={form} name="subClass" label={t.visaSubClass} required maxLength={50} />
          <FormDateInput form={form} name="grantDate" label={t.grantDate} required />
          <FormDateInput form={form} name="expiryDate" label={t.expiryDate} required />
          <div className="sa-passport-wide">
            <DocumentField form={form} file="fileInfoId" fileName="fileName" docType="docTypeId" documentTypes={documentTypes} attached={visa?.documents ?? []} />
          </div>
        </div>
        <SaveCancel className="sa-passport-actions" busy={form.submitting} save={t.save} cancel={t.cancel} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
