import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profilePassportCss } from './passport.css.js';
import { passportLabels as t, saveVisaRefusal, validateVisaRefusal, type VisaRefusal } from '@studyatlas/core';
import { FormCheckbox, FormSelectField, useSaForm } from '../../../form-kit/index.js';
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
  const form = useSaForm<RefusalFormValues>({
    defaultValues: { ViolationCond: refusal.ViolationCond, ViolationDet: refusal.ViolationDet, RefCountry: refusal.RefCountry, RefCountryFk: refusal.RefCountryFk ?? 0, RefDetail: refusal.RefDetail },
    validate: (values) => validateVisaRefusal(values),
    onSubmit: async (values) => {
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
      form.reset(values);
      onSaved(reply.message);
    },
  });
  const [violation, refused] = form.watch(['ViolationCond', 'RefCountry']);
  return (
    <form {...form.formProps} className="sa-passport-refusal" aria-label={t.refusalTitle}>
      <FormError message={form.formError} />
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
        <Button type="submit" busy={form.busy}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
