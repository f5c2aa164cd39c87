import { useForm, type UseFormReturnType } from '@mantine/form';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { SaveCancel } from '../../../form-kit/save-cancel.js';
import { profilePassportCss } from './passport.css.js';
import {
  DEPENDANT_GENDERS,
  DEPENDANT_RELATIONS,
  DEPENDANT_TITLES,
  passportLabels as t,
  saveDependant,
  todayApiDate,
  validateDependant,
  type Dependant,
  type DependantGender,
  type DependantRelation,
  type VisaType,
  wordsByKey,
} from '@studyatlas/core';
import { FormCheckbox, FormDateInput, FormSelectField, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { FormTextArea } from './text-area.js';
import { visaTypeOptions } from './visa-dialog.js';

export interface DependantFormValues {
  id: number;
  relation: string;
  title: string;
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  birthCountryFk: number;
  accompanying: boolean;
  visaCountryFk: number;
  visaNo: string;
  visaType: string;
  visaSubClass: string;
  visaGrantDate: string;
  visaExpiryDate: string;
  note: string;
}

type Named = ReadonlyArray<{ id: number; name: string }>;

export const RELATION_LABELS: Readonly<Record<DependantRelation, string>> = wordsByKey(t, {
  spouse: 'relationSpouse',
  partner: 'relationPartner',
  child: 'relationChild',
  parent: 'relationParent',
  sibling: 'relationSibling',
  other: 'relationOther',
});
const GENDER_LABELS: Readonly<Record<DependantGender, string>> = wordsByKey(t, { M: 'genderM', F: 'genderF', O: 'genderO' });

const valuesOf = (d: Dependant | null): DependantFormValues => ({
  id: d?.id ?? 0,
  relation: d?.relation ?? '',
  title: d?.title ?? '',
  firstName: d?.firstName ?? '',
  lastName: d?.lastName ?? '',
  dob: d?.dob ?? '',
  gender: d?.gender ?? '',
  birthCountryFk: d?.birthCountryFk ?? 0,
  accompanying: d?.accompanying ?? false,
  visaCountryFk: d?.visaCountryFk ?? 0,
  visaNo: d?.visaNo ?? '',
  visaType: d?.visaType ?? '',
  visaSubClass: d?.visaSubClass ?? '',
  visaGrantDate: d?.visaGrantDate ?? '',
  visaExpiryDate: d?.visaExpiryDate ?? '',
  note: d?.note ?? '',
});

/** Add or edit a dependant (member §3, §5): the visa block shows (and is required) when accompanying. */
export function DependantDialog({ dependant, countries, onClose, onSaved }: { dependant: Dependant | null; countries: Named; onClose: () => void; onSaved: (message: string) => void }) {
  useStylesheet('profile-passport', profilePassportCss);
  const form: UseFormReturnType<DependantFormValues> = useForm({
    initialValues: valuesOf(dependant),
    validate: ruleErrors((values) => validateDependant({ ...values, visaType: values.visaType as VisaType }, todayApiDate())),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await saveDependant(
        {
          ...values,
          id: values.id || undefined,
          birthCountryFk: values.birthCountryFk || undefined,
          visaCountryFk: values.accompanying ? values.visaCountryFk || undefined : undefined,
        },
        { quiet: true },
      );
      onSaved(reply.message);
    }),
    focusFirstError,
  );
  const accompanying = form.values.accompanying;
  const countryOptions = countries.map((c) => ({ value: String(c.id), label: c.name }));
  const title = dependant ? t.editDependant : t.addDependant;
  return (
    <Dialog open onClose={onClose} title={title} part="dialog profile-dependant">
      <form onSubmit={submit} noValidate aria-label={title}>
        <FormError message={form.errors.form} />
        <div className="sa-passport-form">
          <FormSelectField form={form} name="relation" label={t.relation} required placeholder={t.choose} options={DEPENDANT_RELATIONS.map((value) => ({ value, label: RELATION_LABELS[value] }))} />
          <FormSelectField form={form} name="title" label={t.title} required placeholder={t.choose} options={DEPENDANT_TITLES.map((value) => ({ value, label: value }))} />
          <FormTextField form={form} name="firstName" label={t.firstName} required maxLength={50} />
          <FormTextField form={form} name="lastName" label={t.lastName} required maxLength={50} />
          <FormDateInput form={form} name="dob" label={t.dob} required />
          <FormSelectField form={form} name="gender" label={t.gender} required placeholder={t.choose} options={DEPENDANT_GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))} />
          <FormSelectField form={form} name="birthCountryFk" label={t.birthCountry} required placeholder={t.choose} options={countryOptions} />
          <div className="sa-passport-wide">
            <FormCheckbox form={form} name="accompanying" label={t.accompanying} />
          </div>
          {accompanying && (
            <fieldset className="sa-passport-visa-block">
              <legend>{t.dependantVisa}</legend>
              <FormSelectField form={form} name="visaCountryFk" label={t.visaCountry} required placeholder={t.choose} options={countryOptions} />
              <FormTextField form={form} name="visaNo" label={t.visaNumber} required maxLength={50} />
              <FormSelectField form={form} name="visaType" label={t.visaType} required placeholder={t.choose} options={visaTypeOptions()} />
              <FormTextField form={form} name="visaSubClass" label={t.visaSubClass} required maxLength={50} />
              <FormDateInput form={form} name="visaGrantDate" label={t.grantDate} required />
              <FormDateInput form={form} name="visaExpiryDate" label={t.expiryDate} required />
              <div className="sa-passport-wide">
                <FormTextArea form={form} name="note" label={t.note} required />
              </div>
            </fieldset>
          )}
        </div>
        <SaveCancel className="sa-passport-actions" busy={form.submitting} save={t.save} cancel={t.cancel} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
