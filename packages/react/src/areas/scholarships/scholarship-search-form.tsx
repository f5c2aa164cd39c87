import { scholarshipLabels as l } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { optionsOf } from '../../ui/select-field/select-field.js';
import { FormSelectField, FormTextField } from '../../form-kit/index.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { useScholarshipSearchForm, type ScholarshipSearchFormController, type UseScholarshipSearchFormOptions } from './use-scholarship-search-form.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { scholarshipsCss } from './scholarships.css.js';

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

export function ScholarshipSearchFormView({ form: search, headingLevel = 2, className }: ScholarshipSearchFormViewProps) {
  useStylesheet('scholarships', scholarshipsCss);
  const { form, options, cascade } = search;
  return (
    <SearchFormShell
      form={form}
      onSubmit={search.submit}
      className={cx('sa-root sa-sch-search', className)}
      role="search"
      title={l.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-sch-title"
      onClear={search.clear}
      actionsClassName="sa-sch-actions"
      searchLabel={l.search}
      clearLabel={l.clear}
    >
      <div className="sa-sch-search-grid">
        <FormSelectField form={form} label={l.country} name="country_fk" options={optionsOf(options.countries)} placeholder={l.any} onValueChange={cascade('country_fk')} />
        <FormSelectField
          form={form}
          label={l.institution}
          name="legal_fk"
          options={optionsOf(options.institutions)}
          placeholder={l.any}
          disabled={search.fixedInstitution}
        />
        <FormSelectField form={form} label={l.levelGroup} name="AwardG_fk" options={optionsOf(options.awardGroups)} placeholder={l.any} />
        <FormSelectField form={form} label={l.majorArea} name="majorFk" options={optionsOf(options.majors)} placeholder={l.any} onValueChange={cascade('majorFk')} />
        <FormSelectField form={form} label={l.minorArea} name="minorFk" options={optionsOf(options.minors)} placeholder={l.any} />
        <FormTextField form={form} label={l.keyword} name="keyWord" maxLength={200} autoComplete="off" />
      </div>
    </SearchFormShell>
  );
}
