import { useForm, type UseFormReturnType } from '@mantine/form';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { SaveCancel } from '../../../form-kit/save-cancel.js';
import { profilePassportCss } from './passport.css.js';
import { passportLabels as t, PASSPORT_TYPES, savePassport, todayApiDate, validatePassport, type Passport, type PassportType, wordsByKey } from '@studyatlas/core';
import { FormDateInput, FormRadioGroup, FormSelectField, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { DocumentField } from '../documents/document-field.js';

export interface PassportFormValues {
  id: number;
  countryFk: number;
  passportType: string;
  passportNo: string;
  issueDate: string;
  expiryDate: string;
  issuingAuthority: string;
  fileInfoId: number;
  fileName: string;
  docTypeId: number;
}

type Named = ReadonlyArray<{ id: number; name: string }>;

const TYPE_LABELS: Readonly<Record<PassportType, string>> = wordsByKey(t, { A: 'passportTypeA', P: 'passportTypeP', O: 'passportTypeO' });

const valuesOf = (passport: Passport | null): PassportFormValues => ({
  id: passport?.id ?? 0,
  countryFk: passport?.countryFk ?? 0,
  passportType: passport?.passportType ?? 'P',
  passportNo: passport?.passportNo ?? '',
  issueDate: passport?.issueDate ?? '',
  expiryDate: passport?.expiryDate ?? '',
  issuingAuthority: passport?.issuingAuthority ?? '',
  fileInfoId: 0,
  fileName: '',
  docTypeId: 0,
});

/**
 * Add or edit a passport (member §3, §5): type A applied-for, P primary or O other; an applied-for
 * passport has no number or dates (they are hidden); a document with its type. '"Applied for" already
 * exists for selected country.' comes back on the country.
 */
export function PassportDialog({ passport, countries, documentTypes, onClose, onSaved }: { passport: Passport | null; countries: Named; documentTypes: Named; onClose: () => void; onSaved: (message: string) => void }) {
  useStylesheet('profile-passport', profilePassportCss);
  const form: UseFormReturnType<PassportFormValues> = useForm({
    initialValues: valuesOf(passport),
    validate: ruleErrors((values) => validatePassport({ ...values, passportType: values.passportType as PassportType }, todayApiDate())),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const appliedFor = values.passportType === 'A';
      const reply = await savePassport(
        {
          id: values.id || undefined,
          countryFk: values.countryFk || undefined,
          passportType: values.passportType,
          passportNo: appliedFor ? '' : values.passportNo.trim(),
          issueDate: appliedFor ? '' : values.issueDate,
          expiryDate: appliedFor ? '' : values.expiryDate,
          issuingAuthority: values.issuingAuthority.trim(),
        },
        { fileInfoId: values.fileInfoId || null, docTypeId: values.docTypeId || null },
        { quiet: true },
      );
      onSaved(reply.message);
    }),
    focusFirstError,
  );
  const appliedFor = form.values.passportType === 'A';
  const title = passport ? t.editPassport : t.addPassport;
  return (
    <Dialog open onClose={onClose} title={title} part="dialog profile-passport">
      <form onSubmit={submit} noValidate aria-label={title}>
        <FormError message={form.errors.form} />
        <div className="sa-passport-form">
          <FormSelectField form={form} name="countryFk" label={t.issuingCountry} required placeholder={t.choose} options={countries.map((c) => ({ value: String(c.id), label: c.name }))} />
          <FormRadioGroup form={form} name="passportType" legend={t.passportType} choices={PASSPORT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))} />
          {!appliedFor && (
            <>
              <FormTextField form={form} name="passportNo" label={t.passportNumber} required maxLength={50} />
              <FormDateInput form={form} name="issueDate" label={t.issueDate} required />
              <FormDateInput form={form} name="expiryDate" label={t.expiryDate} required />
            </>
          )}
          <FormTextField form={form} name="issuingAuthority" label={t.issuingAuthority} maxLength={200} />
          <div className="sa-passport-wide">
            <DocumentField form={form} file="fileInfoId" fileName="fileName" docType="docTypeId" documentTypes={documentTypes} attached={passport?.documents ?? []} />
          </div>
        </div>
        <SaveCancel className="sa-passport-actions" busy={form.submitting} save={t.save} cancel={t.cancel} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
