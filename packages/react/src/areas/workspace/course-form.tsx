import { useRef } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { catalogueLabels as l, CATALOGUE_LIMITS, COURSE_NAME_MAX, createCatalogueCourse, updateCatalogueCourse, validateCourseForm, type workspace } from '@studyatlas/core';
import { FormCheckbox, FormSelectField, FormTextArea, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { QUIET } from './quiet.js';
import { SaveActions } from './save-actions.js';
import { CourseTranslations } from './course-translations.js';
import { valuesOf, type CourseFormValues } from './course-form-values.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Options = Awaited<ReturnType<typeof import('@studyatlas/core').loadCatalogueOptions>>;

export interface CourseFormProps {
  org: number;
  options: Options;
  /** The course edited; a new one when absent (saved as a draft, or published at once). */
  course?: workspace.CatalogueCourse;
  readOnly: boolean;
  onSaved: (course: workspace.CatalogueCourse) => void;
}

/** Every field of the course detail, with the importer's rules inline (core rules/workspace-catalogue.ts). */
export function CourseForm({ org, options, course, readOnly, onSaved }: CourseFormProps) {
  useWorkspaceStyles();
  const publish = useRef(false);
  const form: UseFormReturnType<CourseFormValues> = useForm<CourseFormValues>({
    initialValues: valuesOf(course),
    validate: ruleErrors((values: CourseFormValues) => validateCourseForm(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      onSaved(course ? await updateCatalogueCourse(org, course.id, values, QUIET) : await createCatalogueCourse(org, values, publish.current, QUIET));
    }),
    focusFirstError,
  );
  const minors = options.minors.filter((m) => m.parentFk === form.values.majorId);
  const toggleCampus = (id: number, on: boolean) => form.setFieldValue('campusIds', on ? [...form.values.campusIds, id] : form.values.campusIds.filter((c) => c !== id));
  const named = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  const L = CATALOGUE_LIMITS;
  return (
    <form className="sa-workspace-course-form" aria-label={l.courseDetails} onSubmit={submit} noValidate>
      <fieldset className="sa-workspace-course-fields" disabled={readOnly}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="name" label={l.name} required maxLength={COURSE_NAME_MAX} />
        <FormTextField form={form} name="courseCode" label={l.courseCode} maxLength={L.courseCode} />
        <FormSelectField form={form} name="majorId" label={l.major} required placeholder={l.choose} options={named(options.majors)} onValueChange={() => form.setFieldValue('minorId', 0)} />
        <FormSelectField form={form} name="minorId" label={l.minor} placeholder={l.noMinor} options={named(minors)} />
        <FormSelectField form={form} name="awardId" label={l.awardLevel} required placeholder={l.choose} options={named(options.awards)} />
        <fieldset className="sa-workspace-events">
          <legend>{l.campuses}</legend>
          {options.campuses.map((campus) => (
            <label key={campus.id} className="sa-checkbox">
              <input type="checkbox" name="campusIds" checked={form.values.campusIds.includes(campus.id)} onChange={(e) => toggleCampus(campus.id, e.currentTarget.checked)} />
              <span>{campus.name}</span>
            </label>
          ))}
          {typeof form.errors.campusIds === 'string' && (
            <p className="sa-field-error" role="alert">
              {form.errors.campusIds}
            </p>
          )}
        </fieldset>
        <FormTextField form={form} name="durationMonths" label={l.durationMonths} inputMode="numeric" />
        <FormTextField form={form} name="durationText" label={l.durationText} maxLength={L.durationText} />
        <FormTextField form={form} name="studentType" label={l.studentType} maxLength={L.studentType} />
        <FormTextField form={form} name="minReference" label={l.minReference} inputMode="numeric" />
        <FormCheckbox form={form} name="interviewRequired" label={l.interviewRequired} />
        <FormTextArea form={form} name="description" label={l.description} rows={5} maxLength={L.longText} />
        <FormTextArea form={form} name="structure" label={l.structure} rows={4} maxLength={L.longText} />
        <CourseTranslations form={form} />
      </fieldset>
      {!readOnly && <SaveActions editing={Boolean(course)} submitting={form.submitting} publish={publish} />}
    </form>
  );
}
