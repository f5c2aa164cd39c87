import { scholarshipLabels as l } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { TextField } from '../../ui/text-field/text-field.js';
import type { HeadingLevel } from '../auth/auth-panel.js';
import { IdSelectField as SelectField } from '../institutions/select-field.js';
import { useScholarshipSearchForm, type ScholarshipSearchFormController, type UseScholarshipSearchFormOptions } from './use-scholarship-search-form.js';

export interface ScholarshipSearchFormProps extends UseScholarshipSearchFormOptions {
  /** Level of the form's heading (default 2); `null` renders no heading (inside a tabbed panel). */
  headingLevel?: HeadingLevel | null;
  className?: string;
}

/**
 * The scholarship search form (the search panel's S tab, and the top of /findSch): country,
 * institution, study level group, study area and detail, and the scholarship or institution name.
 */
export function ScholarshipSearchForm({ headingLevel = 2, className, ...options }: ScholarshipSearchFormProps) {
  const form = useScholarshipSearchForm(options);
  return <ScholarshipSearchFormView form={form} headingLevel={headingLevel} className={className} />;
}

export interface ScholarshipSearchFormViewProps {
  form: ScholarshipSearchFormController;
  headingLevel?: HeadingLevel | null;
  className?: string;
}

export function ScholarshipSearchFormView({ form, headingLevel = 2, className }: ScholarshipSearchFormViewProps) {
  const { values, options, set } = form;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <form
      className={cx('sa-root sa-sch-search', className)}
      role="search"
      aria-label={l.searchTitle}
      noValidate
      onSubmit={(event) => void form.submit(event)}
    >
      {Heading && <Heading className="sa-sch-title">{l.searchTitle}</Heading>}
      <FormError message={form.error} />
      <div className="sa-sch-search-grid">
        <SelectField label={l.country} name="country_fk" value={values.countryFk} options={options.countries} anyLabel={l.any} onChange={(id) => set('countryFk', id)} />
        <SelectField
          label={l.institution}
          name="legal_fk"
          value={values.legalFk}
          options={options.institutions}
          anyLabel={l.any}
          disabled={form.fixedInstitution}
          onChange={(id) => set('legalFk', id)}
        />
        <SelectField label={l.levelGroup} name="AwardG_fk" value={values.awardGroupFk} options={options.awardGroups} anyLabel={l.any} onChange={(id) => set('awardGroupFk', id)} />
        <SelectField label={l.majorArea} name="majorFk" value={values.majorFk} options={options.majors} anyLabel={l.any} onChange={(id) => set('majorFk', id)} />
        <SelectField label={l.minorArea} name="minorFk" value={values.minorFk} options={options.minors} anyLabel={l.any} onChange={(id) => set('minorFk', id)} />
        <TextField label={l.keyword} name="keyWord" value={values.keyWord} maxLength={200} autoComplete="off" onValueChange={(text) => set('keyWord', text)} />
      </div>
      <div className="sa-sch-actions">
        <Button type="submit" busy={form.busy}>
          {l.search}
        </Button>
        <Button variant="secondary" onClick={form.clear}>
          {l.clear}
        </Button>
      </div>
    </form>
  );
}
