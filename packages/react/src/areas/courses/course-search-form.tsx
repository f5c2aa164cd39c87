import type { ReactNode } from 'react';
import { courseSearch, type CourseFilterData } from '@studyatlas/core';
import { DateInput } from '../../ui/date-input/date-input.js';
import { FormSelectField, FormTextField } from '../../form-kit/index.js';
import { cx } from '../../ui/internal/class-names.js';
import { courseLabels as l } from '@studyatlas/core';
import { RadioGroup } from '../../ui/radio-group/radio-group.js';
import { FilterFormFrame, SearchFormShell, useFreshForm } from '../../kits/find/search-form-shell.js';
import { useCourseFilterData } from './use-course-filter-data.js';
import { useCourseSearchForm, type CourseSearchFormController, type UseCourseSearchFormOptions } from './use-course-search-form.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { coursesCss } from './courses.css.js';

export interface CourseSearchFormViewProps extends CourseSearchFormController {
  onClear: () => void;
  /** Lay the fields out in one column (the filter panel beside a list). */
  compact?: boolean;
}

/** The course filter (pure: everything comes from props). */
export function CourseSearchFormView({ form, submit, options, shown, scoped, set, onClear, compact }: CourseSearchFormViewProps) {
  return (
    <SearchFormShell
      form={form}
      onSubmit={submit}
      className={cx('sa-course-search-form', compact && 'sa-course-search-form--compact')}
      title={l.searchTitle}
      onClear={onClear}
      actionsClassName="sa-course-search-actions"
      searchLabel={l.search}
      clearLabel={l.clear}
    >
      <div className="sa-course-search-fields">
        <FormTextField
          form={form}
          name="search"
          label={scoped ? l.keyword : l.searchText}
          required={!scoped}
          autoComplete="off"
          className="sa-course-search-text"
        />
        {/* A cascading choice that no longer fits its parent stays in the form (the lists and the search drop it): "Any" shows. */}
        <FormSelectField form={form} name="country_fk" label={l.country} required placeholder={l.choose} options={options.countries} />
        <FormSelectField
          form={form}
          name="AwardG_fk"
          label={l.levelGroup}
          required={!scoped}
          placeholder={scoped ? l.any : l.choose}
          options={options.levelGroups}
        />
        <FormSelectField form={form} name="state_fk" label={l.state} placeholder={l.any} options={options.states} />
        <FormSelectField form={form} name="city_fk" label={l.city} placeholder={l.any} options={options.cities} />
        {scoped && <FormSelectField form={form} name="campus_fk" label={l.campus} placeholder={l.any} options={options.campuses} />}
        <FormSelectField form={form} name="Award_fk" label={l.award} placeholder={l.any} options={options.awards} />
        <FormSelectField form={form} name="majorFk" label={l.majorArea} placeholder={l.any} options={options.majors} />
        <FormSelectField form={form} name="minorFk" label={l.minorArea} placeholder={l.any} options={options.minors} />
        <FormSelectField form={form} name="studyModeFk" label={l.studyMode} placeholder={l.any} options={options.studyModes} />
        <DateInput name="intakeDate" label={l.intakeDate} value={shown.intakeDate} onChange={(value) => set('intakeDate', value)} />
        <RadioGroup
          legend={l.searchBy}
          name="IsCourseLocOrName"
          className="sa-course-search-by"
          value={shown.IsCourseLocOrName === 'CL' ? 'CL' : 'CN'}
          choices={[
            { value: 'CN', label: l.byName },
            { value: 'CL', label: l.byLocation },
          ]}
          onChange={(code) => set('IsCourseLocOrName', code)}
        />
        <FormSelectField
          form={form}
          name="SortParm"
          label={l.sortBy}
          options={[
            { value: 'N', label: l.sortByName },
            { value: 'L', label: l.sortByLocation },
          ]}
        />
      </div>
    </SearchFormShell>
  );
}

export interface CourseSearchFormProps extends Omit<UseCourseSearchFormOptions, 'data' | 'institution'> {
  /** Scopes the search to one institution's courses (its legal id): the partner widget. */
  institution?: number;
  /** A heading above the form. */
  title?: ReactNode;
  compact?: boolean;
  className?: string;
}

/** The lists while they load: the form is drawn (inert) with empty choices, so its height is there at once. */
const NO_FILTER_DATA: CourseFilterData = { countries: [], states: [], cities: [], majors: [], minors: [], awardGroups: [], awards: [], studyModes: [] };

/**
 * The course search (discovery §3 Course filter, §5): study area or course name, institution country
 * and study level group required ('At least 3 characters of Study Area Or Course Name must be
 * provided', 'Institution Country is required', 'Study Level Group is required', and the combined
 * warning), the other filters optional. A valid search runs through the search store (results
 * cached, filter remembered) and opens '/findCourse/list'. With `institution` the search covers that
 * institution's courses only; its country comes from the institution's campuses and the text is
 * optional (the specification's old filter: 'Country is required').
 */
export function CourseSearchForm({ institution, title, compact, className, ...options }: CourseSearchFormProps) {
  useStylesheet('courses', coursesCss);
  const { data, campuses, loading } = useCourseFilterData(institution);
  const fresh = useFreshForm(() => courseSearch.clear());
  return (
    <FilterFormFrame className={cx('sa-root sa-course-search', className)} title={title} loading={loading}>
      {(loading || data) && (
        <LoadedForm
          // Mounted again once the lists are there: its first values (remembered filter, an
          // institution's country) need them; the placeholder before was inert.
          key={`${fresh.key}${loading ? '-placeholder' : ''}`}
          {...options}
          data={loading || !data ? NO_FILTER_DATA : data}
          compact={compact}
          institution={institution ? { legalFk: institution, campuses: (!loading && campuses) || [] } : undefined}
          onClear={fresh.clear}
        />
      )}
    </FilterFormFrame>
  );
}

function LoadedForm({ onClear, compact, ...options }: UseCourseSearchFormOptions & { data: CourseFilterData; onClear: () => void; compact?: boolean }) {
  const controller = useCourseSearchForm(options);
  return <CourseSearchFormView {...controller} compact={compact} onClear={onClear} />;
}

