import type { ReactNode } from 'react';
import { eventLabels as l, eventSearch, type EventAllFilterData, type EventFilterData } from '@studyatlas/core';
import { FormSelectField, FormTextField, messageOf } from '../../form-kit/index.js';
import { DateInput } from '../../ui/date-input/date-input.js';
import { cx } from '../../ui/internal/class-names.js';
import { RadioGroup } from '../../ui/radio-group/radio-group.js';
import { FilterFormFrame, SearchFormShell, useFreshForm } from '../../kits/find/search-form-shell.js';
import { dateFieldValue, shownDate } from './event-filter-values.js';
import { useEventFilterData } from './use-event-filter-data.js';
import { useEventSearchForm, type EventSearchFormController, type UseEventSearchFormOptions } from './use-event-search-form.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { eventsCss } from './events.css.js';

export interface EventSearchFormViewProps extends EventSearchFormController {
  onClear: () => void;
  /** Lay the fields out in one column (the filter panel beside a list). */
  compact?: boolean;
}

/** The event filter (pure: everything comes from props). */
export function EventSearchFormView({ form, submit, values, options, shown, scoped, set, onClear, compact }: EventSearchFormViewProps) {
  return (
    <SearchFormShell
      form={form}
      onSubmit={submit}
      className={cx('sa-event-search-form', compact && 'sa-event-search-form--compact')}
      title={l.searchTitle}
      onClear={onClear}
      actionsClassName="sa-event-search-actions"
      searchLabel={l.search}
      clearLabel={l.clear}
    >
      <div className="sa-event-search-fields">
        <FormTextField
          form={form}
          name="searchKey"
          label={shown.IsEventLocOrName === 'L' ? l.searchKeyLocation : l.searchKey}
          autoComplete="off"
          maxLength={200}
        />
        <RadioGroup
          legend={l.searchBy}
          name="IsEventLocOrName"
          value={shown.IsEventLocOrName === 'L' ? 'L' : 'N'}
          choices={[
            { value: 'N', label: l.byName },
            { value: 'L', label: l.byLocation },
          ]}
          onChange={(by) => set('IsEventLocOrName', by)}
        />
        {/* A state or city that no longer fits stays in the form (the lists and the search drop it): "Any" shows. */}
        <FormSelectField form={form} name="country_fk" label={l.country} required placeholder={l.choose} options={options.countries} />
        <FormSelectField form={form} name="state_fk" label={l.state} placeholder={l.any} options={options.states} />
        <FormSelectField form={form} name="city_fk" label={l.city} placeholder={l.any} options={options.cities} />
        {/* Typed text that is no date stays in the values, so the rule says 'Invalid Date'. */}
        <DateInput
          name="date_from"
          label={l.dateFrom}
          value={shownDate(values.date_from)}
          error={messageOf(form.errors, 'date_from')}
          onChange={(value, detail) => set('date_from', dateFieldValue(value, detail))}
        />
        <DateInput
          name="date_to"
          label={l.dateTo}
          value={shownDate(values.date_to)}
          error={messageOf(form.errors, 'date_to')}
          onChange={(value, detail) => set('date_to', dateFieldValue(value, detail))}
        />
        <FormSelectField
          form={form}
          name="showType"
          label={l.sortBy}
          options={[
            { value: 'S', label: l.soonestFirst },
            { value: 'N', label: l.byEventName },
          ]}
        />
      </div>
      {!scoped && (
        <details className="sa-event-more" open={Boolean(shown.legal_fk || shown.searchInstKey || shown.instcountry_fk) || undefined}>
          <summary>{l.moreFilters}</summary>
          <div className="sa-event-search-fields">
            <FormTextField form={form} name="searchInstKey" label={l.searchInstKey} autoComplete="off" maxLength={200} />
            <FormSelectField form={form} name="legal_fk" label={l.institution} placeholder={l.any} options={options.institutions} />
            <FormSelectField form={form} name="instcountry_fk" label={l.instCountry} placeholder={l.any} options={options.instCountries} />
            <FormSelectField form={form} name="inststate_fk" label={l.instState} placeholder={l.any} options={options.instStates} />
            <FormSelectField form={form} name="instcity_fk" label={l.instCity} placeholder={l.any} options={options.instCities} />
          </div>
        </details>
      )}
    </SearchFormShell>
  );
}

export interface EventSearchFormProps extends Omit<UseEventSearchFormOptions, 'data' | 'all'> {
  /** A heading above the form. */
  title?: ReactNode;
  compact?: boolean;
  className?: string;
}

/**
 * The event search (discovery §3 Event filter, §5): the event country is required ('Event country is
 * required.'), the dates are checked by the same rule as the server's ('From Date should be greater
 * than or equal to current date.', 'Invalid Date', 'Date To can not be smaller than Date From.'); with
 * no dates the events from today are found. Country → state → city come from StatePDetail and
 * CityPDetail. A valid search runs through the search store and opens '/findEvent/list'. With
 * `institution` only that institution's events (organised or taken part in) are searched.
 */
export function EventSearchForm({ title, compact, className, ...options }: EventSearchFormProps) {
  useStylesheet('events', eventsCss);
  const { data, all, loading } = useEventFilterData();
  const fresh = useFreshForm(() => eventSearch.clear());
  return (
    <FilterFormFrame className={cx('sa-root sa-event-search', className)} title={title} loading={loading}>
      {data && all && <LoadedForm key={fresh.key} {...options} data={data} all={all} compact={compact} onClear={fresh.clear} />}
    </FilterFormFrame>
  );
}

function LoadedForm({ onClear, compact, ...options }: UseEventSearchFormOptions & { data: EventFilterData; all: EventAllFilterData; onClear: () => void; compact?: boolean }) {
  const controller = useEventSearchForm(options);
  return <EventSearchFormView {...controller} compact={compact} onClear={onClear} />;
}
