import { useId, type ReactNode } from 'react';
import { friendLabels as t } from '@studyatlas/core';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { optionsOf } from '../../ui/select-field/select-field.js';
import { IdSelectField } from '../../ui/select-field/id-select-field.js';
import { FormSelectField, FormTextField, messageOf } from '../../form-kit/index.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { useFriendSearchForm, type FriendSearchFormController, type UseFriendSearchFormOptions } from './use-friend-search-form.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { friendsCss } from './friends.css.js';

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

export function FriendSearchFormView({ form: search, headingLevel = 2, className }: FriendSearchFormViewProps) {
  useStylesheet('friends', friendsCss);
  const { form, values, options, set, cascade } = search;
  const listId = `sa-friend-institutions-${useId()}`;
  const any = t.any;
  return (
    <SearchFormShell
      form={form}
      onSubmit={search.submit}
      className={cx('sa-root sa-friend-search', className)}
      role="search"
      title={t.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-friend-title"
      onClear={search.clear}
      actionsClassName="sa-friend-actions"
      searchLabel={t.search}
      clearLabel={t.clear}
    >
      <div className="sa-friend-grid">
        <FormTextField form={form} label={values.IsFriendLocOrName === 'FL' ? t.quickSearchPlace : t.quickSearch} name="QuickSearch" autoComplete="off" />
        <FormSelectField
          form={form}
          label={t.searchBy}
          name="IsFriendLocOrName"
          options={[
            { value: 'FN', label: t.byName },
            { value: 'FL', label: t.byLocation },
          ]}
        />
        <FormSelectField
          form={form}
          label={t.orderBy}
          name="sortBy"
          options={[
            { value: 'N', label: t.byName },
            { value: 'L', label: t.byLocation },
          ]}
        />
      </div>
      <Group legend={t.homeTown}>
        <FormSelectField form={form} label={t.homeCountry} name="HmtwnCntry" options={optionsOf(options.countries)} placeholder={any} onValueChange={cascade('HmtwnCntry')} />
        <FormSelectField form={form} label={t.homeState} name="HmtwnState" options={optionsOf(options.homeStates)} placeholder={any} onValueChange={cascade('HmtwnState')} />
        <FormSelectField form={form} label={t.homeCity} name="HmtwnCity" options={optionsOf(options.homeCities)} placeholder={any} />
        <Checkbox label={t.sameHomeTown} name="isHomeTown" checked={values.isHomeTown} onChange={(checked) => set('isHomeTown', checked)} />
      </Group>
      <Group legend={t.currentPlace}>
        <FormSelectField form={form} label={t.currentCountry} name="CurrCntry" options={optionsOf(options.countries)} placeholder={any} onValueChange={cascade('CurrCntry')} />
        <FormSelectField form={form} label={t.currentState} name="CurrState" options={optionsOf(options.currentStates)} placeholder={any} onValueChange={cascade('CurrState')} />
        <FormSelectField form={form} label={t.currentCity} name="CurrCity" options={optionsOf(options.currentCities)} placeholder={any} />
      </Group>
      <Group legend={t.destination}>
        <FormSelectField form={form} label={t.destinationCountry} name="DstCntry" options={optionsOf(options.countries)} placeholder={any} onValueChange={cascade('DstCntry')} />
        <FormSelectField form={form} label={t.destinationCity} name="DstCity" options={optionsOf(options.destinationCities)} placeholder={any} />
      </Group>
      <div className="sa-friend-grid">
        <FormTextField form={form} label={t.institution} name="InstName" list={listId} autoComplete="off" />
        <FormTextField form={form} label={t.studyInstitution} name="StudyInstName" list={listId} autoComplete="off" />
        <datalist id={listId}>
          {options.institutions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {/* The years' message shows under the fields (below), not on one year. */}
        <IdSelectField label={t.fromYear} name="FromYear" value={values.FromYear} options={options.years} anyLabel={any} onChange={(year) => set('FromYear', year)} />
        <IdSelectField label={t.toYear} name="ToYear" value={values.ToYear} options={options.years} anyLabel={any} onChange={(year) => set('ToYear', year)} />
        <FormSelectField form={form} label={t.majorArea} name="MajArea" options={optionsOf(options.majors)} placeholder={any} onValueChange={cascade('MajArea')} />
        <FormSelectField form={form} label={t.minorArea} name="MinArea" options={optionsOf(options.minors)} placeholder={any} />
        <Checkbox label={t.currentStudy} name="currentStudy" checked={values.currentStudy} onChange={(checked) => set('currentStudy', checked)} />
      </div>
      <FormError message={messageOf(form.errors, 'FromYear') ?? messageOf(form.errors, 'ToYear') ?? null} />
    </SearchFormShell>
  );
}
