import { scholarshipLabels as l } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { IdSelectField as SelectField } from '../../ui/select-field/id-select-field.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { useScholarshipSearchForm, type ScholarshipSearchFormController, type UseScholarshipSearchFormOptions } from './use-scholarship-search-form.js';

export interface ScholarshipSearchFormProps extends UseScholarshipSearchFormOptions, SearchFormLayoutProps {}

/**
 * The scholarship search form (the search panel's S tab, and the top of /findSch): country,
 * institution, study level group, study area and detail, and the scholarship or institution name.
 */
export function ScholarshipSearchForm({ headingLevel = 2, className, ...options }: ScholarshipSearchFormProps) {
  const form = useScholarshipSearchForm(options);
  return <ScholarshipSearchFormView form={form} headingLevel={headingLevel} className={className} />;
}

export interface ScholarshipSearchFormViewProps extends SearchFormLayoutProps {
  form: ScholarshipSearchFormController;
}

export function ScholarshipSearchFormView({ form, headingLevel = 2, className }: ScholarshipSearchFormViewProps) {
  const { values, options, set } = form;
  return (
    <SearchFormShell
      className={cx('sa-root sa-sch-search', className)}
      role="search"
      title={l.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-sch-title"
      error={form.error}
      busy={form.busy}
      onSubmit={(event) => void form.submit(event)}
      onClear={form.clear}
      actionsClassName="sa-sch-actions"
      searchLabel={l.search}
      clearLabel={l.clear}
    >
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
    </SearchFormShell>
  );
}
