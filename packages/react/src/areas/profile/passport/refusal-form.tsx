import { useForm, type UseFormReturnType } from '@mantine/form';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profilePassportCss } from './passport.css.js';
import { passportLabels as t, saveVisaRefusal, validateVisaRefusal, type VisaRefusal } from '@studyatlas/core';
import { FormCheckbox, FormSelectField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { Button } from '../../../ui/button/button.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { FormTextArea } from './text-area.js';

export interface RefusalFormValues {
  ViolationCond: boolean;
  ViolationDet: string;
  RefCountry: boolean;
  RefCountryFk: number;
  RefDetail: string;
}

/** The visa breach and refusal flags with their details (member §3, §5), saved with SaveVisaRes. */
export function RefusalForm({ refusal, countries, onSaved }: { refusal: VisaRefusal; countries: ReadonlyArray<{ id: number; name: string }>; onSaved: (message: string) => void }) {
  useStylesheet('profile-passport', profilePassportCss);
  const form: UseFormReturnType<RefusalFormValues> = useForm({
    initialValues: { ViolationCond: refusal.ViolationCond, ViolationDet: refusal.ViolationDet, RefCountry: refusal.RefCountry, RefCountryFk: refusal.RefCountryFk ?? 0, RefDetail: refusal.RefDetail },
    validate: ruleErrors((values) => validateVisaRefusal(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await saveVisaRefusal(
        {
          ViolationCond: values.ViolationCond,
          ViolationDet: values.ViolationCond ? values.ViolationDet.trim() : '',
          RefCountry: values.RefCountry,
          RefCountryFk: values.RefCountry ? values.RefCountryFk || undefined : undefined,
          RefDetail: values.RefCountry ? values.RefDetail.trim() : '',
        },
        { quiet: true },
      );
      form.setInitialValues(values);
      form.reset();
      onSaved(reply.message);
    }),
    focusFirstError,
  );
  const { ViolationCond: violation, RefCountry: refused } = form.values;
  return (
    <form onSubmit={submit} noValidate className="sa-passport-refusal" aria-label={t.refusalTitle}>
      <FormError message={form.errors.form} />
      <FormCheckbox form={form} name="ViolationCond" label={t.violation} />
      {violation && <FormTextArea form={form} name="ViolationDet" label={t.violationDetail} required />}
      <FormCheckbox form={form} name="RefCountry" label={t.refused} />
      {refused && (
        <>
          <FormSelectField form={form} name="RefCountryFk" label={t.refusedCountry} required placeholder={t.choose} options={countries.map((c) => ({ value: String(c.id), label: c.name }))} />
          <FormTextArea form={form} name="RefDetail" label={t.refusalDetail} required />
        </>
      )}
      <div className="sa-passport-actions">
        <Button type="submit" busy={form.submitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
