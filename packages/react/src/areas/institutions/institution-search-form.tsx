import { TextField } from '../../ui/text-field/text-field.js';
import { format, institutionLabels as t } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { RadioGroup } from '../../ui/radio-group/radio-group.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { INSTITUTION_DISTANCES_KM, type InstitutionSearchBy } from '@studyatlas/core';
import { IdSelectField as SelectField } from '../../ui/select-field/id-select-field.js';
import { useInstitutionSearchForm, type InstitutionSearchFormController, type UseInstitutionSearchFormOptions } from './use-institution-search-form.js';

export interface InstitutionSearchFormProps extends UseInstitutionSearchFormOptions, SearchFormLayoutProps {}

/**
 * The institution search form (the search panel's I tab, and the top of the find screens): search by
 * institution name, by location or near a city (then the city and the distance), country, state and
 * city, institution name, study area and detail, study level group and award level.
 */
export function InstitutionSearchForm({ headingLevel = 2, className, ...options }: InstitutionSearchFormProps) {
  const form = useInstitutionSearchForm(options);
  return <InstitutionSearchFormView form={form} headingLevel={headingLevel} className={className} />;
}

const searchByChoices: ReadonlyArray<{ value: InstitutionSearchBy; label: string }> = [
  { value: 'N', label: t.byName },
  { value: 'L', label: t.byLocation },
  { value: 'D', label: t.byDistance },
];

const distanceOptions = INSTITUTION_DISTANCES_KM.map((km) => ({ id: km, name: format(t.distanceOption, { km }) }));

export interface InstitutionSearchFormViewProps extends SearchFormLayoutProps {
  form: InstitutionSearchFormController;
}

export function InstitutionSearchFormView({ form, headingLevel = 2, className }: InstitutionSearchFormViewProps) {
  const { values, options, set } = form;
  const near = values.searchBy === 'D';
  return (
    <SearchFormShell
      className={cx('sa-root sa-inst-search', className)}
      role="search"
      title={t.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-inst-title"
      error={form.error}
      busy={form.busy}
      onSubmit={(event) => void form.submit(event)}
      onClear={form.clear}
      actionsClassName="sa-inst-actions"
      searchLabel={t.search}
      clearLabel={t.clear}
    >
      <RadioGroup
        legend={t.searchBy}
        name="IsInstOrSchName"
        className="sa-inst-search-by"
        value={values.searchBy}
        choices={searchByChoices}
        onChange={(by) => set('searchBy', by)}
      />
      <div className="sa-inst-search-grid">
        <SelectField
          label={t.country}
          name="countryFk"
          value={values.countryFk}
          options={options.countries}
          anyLabel={t.any}
          disabled={form.fixedCountry !== null}
          onChange={(id) => set('countryFk', id)}
        />
        <SelectField label={t.state} name="stateFk" value={values.stateFk} options={options.states} anyLabel={t.any} onChange={(id) => set('stateFk', id)} />
        <SelectField
          label={near ? t.nearCity : t.city}
          name="cityFk"
          value={values.cityFk}
          options={options.cities}
          anyLabel={near ? t.chooseCity : t.any}
          required={near}
          error={form.errors.cityFk}
          onChange={(id) => set('cityFk', id)}
        />
        {near && (
          <SelectField
            label={t.distance}
            name="distance"
            value={values.distance}
            options={distanceOptions}
            anyLabel={null}
            onChange={(km) => set('distance', km)}
          />
        )}
        <TextField label={t.institutionName} name="searchKey" value={values.searchKey} autoComplete="off" onValueChange={(text) => set('searchKey', text)} />
        <SelectField label={t.majorArea} name="majorFk" value={values.majorFk} options={options.majors} anyLabel={t.any} onChange={(id) => set('majorFk', id)} />
        <SelectField label={t.minorArea} name="minorFk" value={values.minorFk} options={options.minors} anyLabel={t.any} onChange={(id) => set('minorFk', id)} />
        <SelectField label={t.levelGroup} name="groupFk" value={values.groupFk} options={options.groups} anyLabel={t.any} onChange={(id) => set('groupFk', id)} />
        <SelectField label={t.awardLevel} name="awardFk" value={values.awardFk} options={options.awards} anyLabel={t.any} onChange={(id) => set('awardFk', id)} />
      </div>
    </SearchFormShell>
  );
}
