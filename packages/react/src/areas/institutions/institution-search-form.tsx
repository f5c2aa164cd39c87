import { format, institutionLabels as t } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { RadioGroup } from '../../ui/radio-group/radio-group.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { INSTITUTION_DISTANCES_KM, type InstitutionSearchBy } from '@studyatlas/core';
import { optionsOf } from '../../ui/select-field/select-field.js';
import { FormSelectField, FormTextField } from '../../form-kit/index.js';
import { useInstitutionSearchForm, type InstitutionSearchFormController, type UseInstitutionSearchFormOptions } from './use-institution-search-form.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

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

const searchByChoices = (): ReadonlyArray<{ value: InstitutionSearchBy; label: string }> => [
  { value: 'N', label: t.byName },
  { value: 'L', label: t.byLocation },
  { value: 'D', label: t.byDistance },
];

const distanceOptions = () => INSTITUTION_DISTANCES_KM.map((km) => ({ value: String(km), label: format(t.distanceOption, { km }) }));

export interface InstitutionSearchFormViewProps extends SearchFormLayoutProps {
  form: InstitutionSearchFormController;
}

export function InstitutionSearchFormView({ form: search, headingLevel = 2, className }: InstitutionSearchFormViewProps) {
  useStylesheet('find-screens', findScreensCss);
  const { form, values, options, set, cascade } = search;
  const near = values.searchBy === 'D';
  return (
    <SearchFormShell
      form={form}
      onSubmit={search.submit}
      className={cx('sa-root sa-find-search', className)}
      role="search"
      title={t.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-find-title"
      onClear={search.clear}
      actionsClassName="sa-find-actions"
      searchLabel={t.search}
      clearLabel={t.clear}
    >
      <RadioGroup
        legend={t.searchBy}
        name="IsInstOrSchName"
        className="sa-find-search-by"
        value={values.searchBy}
        choices={searchByChoices()}
        onChange={(by) => set('searchBy', by)}
      />
      <div className="sa-find-search-grid">
        <FormSelectField
          form={form}
          label={t.country}
          name="countryFk"
          options={optionsOf(options.countries)}
          placeholder={t.any}
          disabled={search.fixedCountry !== null}
          onValueChange={cascade('countryFk')}
        />
        <FormSelectField form={form} label={t.state} name="stateFk" options={optionsOf(options.states)} placeholder={t.any} onValueChange={cascade('stateFk')} />
        <FormSelectField
          form={form}
          label={near ? t.nearCity : t.city}
          name="cityFk"
          options={optionsOf(options.cities)}
          placeholder={near ? t.chooseCity : t.any}
          required={near}
        />
        {near && <FormSelectField form={form} label={t.distance} name="distance" options={distanceOptions()} />}
        <FormTextField form={form} label={t.institutionName} name="searchKey" autoComplete="off" />
        <FormSelectField form={form} label={t.majorArea} name="majorFk" options={optionsOf(options.majors)} placeholder={t.any} onValueChange={cascade('majorFk')} />
        <FormSelectField form={form} label={t.minorArea} name="minorFk" options={optionsOf(options.minors)} placeholder={t.any} />
        <FormSelectField form={form} label={t.levelGroup} name="groupFk" options={optionsOf(options.groups)} placeholder={t.any} onValueChange={cascade('groupFk')} />
        <FormSelectField form={form} label={t.awardLevel} name="awardFk" options={optionsOf(options.awards)} placeholder={t.any} />
      </div>
    </SearchFormShell>
  );
}
