import { useForm, type UseFormReturnType } from '@mantine/form';
import { catalogueLabels as l, saveCatalogueIntake, validateIntake, type IntakeValues, type workspace } from '@studyatlas/core';
import { FormSelectField, FormTextField, SaveCancel, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { QUIET } from './quiet.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface IntakeFormValues extends IntakeValues {
  locationId: number;
  studyModeId: number;
  seats: string;
  annualFee: string;
  totalFee: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export interface IntakeFormProps {
  org: number;
  course: workspace.CatalogueCourse;
  /** The course's campuses and the study modes to choose from. */
  campuses: { id: number; name: string }[];
  studyModes: { id: number; name: string }[];
  /** The intake edited; a new one when absent. */
  intake?: workspace.CatalogueIntake;
  onSaved: (course: workspace.CatalogueCourse) => void;
  onCancel: () => void;
}

/** An intake: campus, study mode, start date, seats (never below the seats taken), fees and currency. */
export function IntakeForm({ org, course, campuses, studyModes, intake, onSaved, onCancel }: IntakeFormProps) {
  useWorkspaceStyles();
  const form: UseFormReturnType<IntakeFormValues> = useForm<IntakeFormValues>({
    initialValues: {
      locationId: intake?.locationId ?? (campuses.length === 1 ? campuses[0]!.id : 0),
      studyModeId: intake?.studyModeId ?? 0,
      startDate: intake?.startDate ?? '',
      seats: text(intake?.seats),
      annualFee: text(intake?.annualFee),
      totalFee: text(intake?.totalFee),
      currency: intake?.currency ?? '',
    },
    validate: ruleErrors((values: IntakeFormValues) => validateIntake(values, intake?.seatsTaken ?? 0)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => onSaved(await saveCatalogueIntake(org, course.id, intake?.id, values, QUIET))),
    focusFirstError,
  );
  const named = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <form className="sa-workspace-intake-form" aria-label={intake ? l.editIntake : l.addIntake} onSubmit={submit} noValidate>
      <FormError message={form.errors.form} />
      <div className="sa-workspace-filter-grid">
        <FormSelectField form={form} name="locationId" label={l.campus} required placeholder={l.choose} options={named(campuses)} />
        <FormSelectField form={form} name="studyModeId" label={l.studyMode} required placeholder={l.choose} options={named(studyModes)} />
        <FormTextField form={form} name="startDate" label={l.startDate} required inputMode="numeric" autoComplete="off" />
        <FormTextField form={form} name="seats" label={l.seats} inputMode="numeric" />
        <FormTextField form={form} name="annualFee" label={l.annualFee} inputMode="decimal" />
        <FormTextField form={form} name="totalFee" label={l.totalFee} inputMode="decimal" />
        <FormTextField form={form} name="currency" label={l.currency} maxLength={3} autoComplete="off" />
      </div>
      <SaveCancel className="sa-workspace-actions" busy={form.submitting} save={l.saveIntake} cancel={l.cancel} onCancel={onCancel} />
    </form>
  );
}
