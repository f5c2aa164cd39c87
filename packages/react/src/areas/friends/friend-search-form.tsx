import { useId, type ReactNode } from 'react';
import { friendLabels as t } from '@studyatlas/core';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { SelectField as ChoiceField } from '../../ui/select-field/select-field.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { IdSelectField as SelectField } from '../../ui/select-field/id-select-field.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { useFriendSearchForm, type FriendSearchFormController, type UseFriendSearchFormOptions } from './use-friend-search-form.js';

export interface FriendSearchFormProps extends UseFriendSearchFormOptions, SearchFormLayoutProps {}

/** The friend search form (the search panel's R tab, and the top of the friend list). */
export function FriendSearchForm({ headingLevel = 2, className, ...options }: FriendSearchFormProps) {
  const form = useFriendSearchForm(options);
  return <FriendSearchFormView form={form} headingLevel={headingLevel} className={className} />;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="sa-friend-group">
      <legend className="sa-friend-legend">{legend}</legend>
      <div className="sa-friend-grid">{children}</div>
    </fieldset>
  );
}

function Checkbox({ label, checked, name, onChange }: { label: string; checked: boolean; name: string; onChange: (checked: boolean) => void }) {
  return (
    <label className="sa-friend-check">
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export interface FriendSearchFormViewProps extends SearchFormLayoutProps {
  form: FriendSearchFormController;
}

export function FriendSearchFormView({ form, headingLevel = 2, className }: FriendSearchFormViewProps) {
  const { values, options, set } = form;
  const listId = `sa-friend-institutions-${useId()}`;
  const any = t.any;
  return (
    <SearchFormShell
      className={cx('sa-root sa-friend-search', className)}
      role="search"
      title={t.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-friend-title"
      error={form.error}
      busy={form.busy}
      onSubmit={(event) => void form.submit(event)}
      onClear={form.clear}
      actionsClassName="sa-friend-actions"
      searchLabel={t.search}
      clearLabel={t.clear}
    >
      <div className="sa-friend-grid">
        <TextField
          label={values.searchBy === 'FL' ? t.quickSearchPlace : t.quickSearch}
          name="QuickSearch"
          value={values.quickSearch}
          autoComplete="off"
          onValueChange={(text) => set('quickSearch', text)}
        />
        <ChoiceField
          label={t.searchBy}
          name="IsFriendLocOrName"
          value={values.searchBy}
          options={[
            { value: 'FN', label: t.byName },
            { value: 'FL', label: t.byLocation },
          ]}
          onValueChange={(chosen) => set('searchBy', chosen === 'FL' ? 'FL' : 'FN')}
        />
        <ChoiceField
          label={t.orderBy}
          name="sortBy"
          value={values.sortBy}
          options={[
            { value: 'N', label: t.byName },
            { value: 'L', label: t.byLocation },
          ]}
          onValueChange={(chosen) => set('sortBy', chosen === 'L' ? 'L' : 'N')}
        />
      </div>
      <Group legend={t.homeTown}>
        <SelectField label={t.homeCountry} name="HmtwnCntry" value={values.homeCountry} options={options.countries} anyLabel={any} onChange={(id) => set('homeCountry', id)} />
        <SelectField label={t.homeState} name="HmtwnState" value={values.homeState} options={options.homeStates} anyLabel={any} onChange={(id) => set('homeState', id)} />
        <SelectField label={t.homeCity} name="HmtwnCity" value={values.homeCity} options={options.homeCities} anyLabel={any} onChange={(id) => set('homeCity', id)} />
        <Checkbox label={t.sameHomeTown} name="isHomeTown" checked={values.isHomeTown} onChange={(checked) => set('isHomeTown', checked)} />
      </Group>
      <Group legend={t.currentPlace}>
        <SelectField label={t.currentCountry} name="CurrCntry" value={values.currentCountry} options={options.countries} anyLabel={any} onChange={(id) => set('currentCountry', id)} />
        <SelectField label={t.currentState} name="CurrState" value={values.currentState} options={options.currentStates} anyLabel={any} onChange={(id) => set('currentState', id)} />
        <SelectField label={t.currentCity} name="CurrCity" value={values.currentCity} options={options.currentCities} anyLabel={any} onChange={(id) => set('currentCity', id)} />
      </Group>
      <Group legend={t.destination}>
        <SelectField label={t.destinationCountry} name="DstCntry" value={values.destinationCountry} options={options.countries} anyLabel={any} onChange={(id) => set('destinationCountry', id)} />
        <SelectField label={t.destinationCity} name="DstCity" value={values.destinationCity} options={options.destinationCities} anyLabel={any} onChange={(id) => set('destinationCity', id)} />
      </Group>
      <div className="sa-friend-grid">
        <TextField label={t.institution} name="InstName" value={values.institution} list={listId} autoComplete="off" onValueChange={(text) => set('institution', text)} />
        <TextField label={t.studyInstitution} name="StudyInstName" value={values.studyInstitution} list={listId} autoComplete="off" onValueChange={(text) => set('studyInstitution', text)} />
        <datalist id={listId}>
          {options.institutions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <SelectField label={t.fromYear} name="FromYear" value={values.fromYear} options={options.years} anyLabel={any} onChange={(year) => set('fromYear', year)} />
        <SelectField label={t.toYear} name="ToYear" value={values.toYear} options={options.years} anyLabel={any} onChange={(year) => set('toYear', year)} />
        <SelectField label={t.majorArea} name="MajArea" value={values.majorArea} options={options.majors} anyLabel={any} onChange={(id) => set('majorArea', id)} />
        <SelectField label={t.minorArea} name="MinArea" value={values.minorArea} options={options.minors} anyLabel={any} onChange={(id) => set('minorArea', id)} />
        <Checkbox label={t.currentStudy} name="currentStudy" checked={values.currentStudy} onChange={(checked) => set('currentStudy', checked)} />
      </div>
      <FormError message={form.errors.FromYear ?? form.errors.ToYear ?? null} />
    </SearchFormShell>
  );
}
