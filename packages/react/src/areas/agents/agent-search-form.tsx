import { useId } from 'react';
import { AGENT_DISTANCE_MAX_KM, AGENT_DISTANCE_MIN_KM, AGENT_DISTANCE_STEP_KM, agentLabels as t, format, agentMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { RangeField } from '../../ui/range-field/range-field.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { IdSelectField } from '../../ui/select-field/id-select-field.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { useAgentSearchForm, type AgentSearchFormController, type UseAgentSearchFormOptions } from './use-agent-search-form.js';

export interface AgentSearchFormProps extends UseAgentSearchFormOptions, SearchFormLayoutProps {}

/**
 * The agent search form (the search panel's A tab, and the top of the find screens): country,
 * state, city, the distance slider around the city, the agent's name and the order; More options
 * opens the refined search (the institution represented, its country, state, city and name).
 */
export function AgentSearchForm({ headingLevel = 2, className, ...options }: AgentSearchFormProps) {
  const form = useAgentSearchForm(options);
  return <AgentSearchFormView form={form} headingLevel={headingLevel} className={className} />;
}

export interface AgentSearchFormViewProps extends SearchFormLayoutProps {
  form: AgentSearchFormController;
}

const RULE_MESSAGES: readonly string[] = [agentMessages.agentCountryRequired, agentMessages.agentCountryOrKeywordRequired];

const orderOptions = [
  { value: 'L', label: t.byLocation },
  { value: 'N', label: t.byName },
];

export function AgentSearchFormView({ form, headingLevel = 2, className }: AgentSearchFormViewProps) {
  const { values, options, set } = form;
  const refinedId = useId();
  const countryError = form.error && RULE_MESSAGES.includes(form.error) ? form.error : null;
  return (
    <SearchFormShell
      className={cx('sa-root sa-agent-search', className)}
      role="search"
      title={t.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-inst-title"
      error={countryError ? null : form.error}
      busy={form.busy}
      onSubmit={(event) => void form.submit(event)}
      onClear={form.clear}
      actionsClassName="sa-inst-actions"
      searchLabel={t.search}
      clearLabel={t.clear}
    >
      <div className="sa-inst-search-grid">
        <IdSelectField
          label={t.country}
          name="country_fk"
          value={values.countryFk}
          options={options.countries}
          anyLabel={t.any}
          required={!values.refined}
          error={countryError}
          disabled={form.fixedCountry !== null}
          onChange={(id) => set('countryFk', id)}
        />
        <IdSelectField label={t.state} name="state_fk" value={values.stateFk} options={options.states} anyLabel={t.any} onChange={(id) => set('stateFk', id)} />
        <IdSelectField label={t.city} name="city_fk" value={values.cityFk} options={options.cities} anyLabel={t.any} onChange={(id) => set('cityFk', id)} />
        <RangeField
          label={t.distance}
          name="distence"
          value={values.distance}
          min={AGENT_DISTANCE_MIN_KM}
          max={AGENT_DISTANCE_MAX_KM}
          step={AGENT_DISTANCE_STEP_KM}
          valueText={(km) => format(t.distanceValue, { km })}
          hint={t.distanceHint}
          onChange={(km) => set('distance', km)}
        />
        <TextField label={t.keyword} name="keyword" value={values.keyword} autoComplete="off" onValueChange={(text) => set('keyword', text)} />
        <SelectField label={t.sortBy} name="IsLocOrName" value={values.order} options={orderOptions} onValueChange={(order) => set('order', order === 'N' ? 'N' : 'L')} />
      </div>
      <Button variant="link" className="sa-agent-refine" aria-expanded={values.refined} aria-controls={refinedId} onClick={form.toggleRefined}>
        {values.refined ? t.refineLess : t.refine}
      </Button>
      <div id={refinedId} className="sa-inst-search-grid" hidden={!values.refined}>
        {values.refined && (
          <>
            <IdSelectField
              label={t.institution}
              name="legal_fk"
              value={values.institutionFk}
              options={options.institutions}
              anyLabel={t.any}
              onChange={(id) => set('institutionFk', id)}
            />
            <IdSelectField
              label={t.instCountry}
              name="instCountry_fk"
              value={values.instCountryFk}
              options={options.instCountries}
              anyLabel={t.any}
              onChange={(id) => set('instCountryFk', id)}
            />
            <IdSelectField label={t.instState} name="instState_fk" value={values.instStateFk} options={options.instStates} anyLabel={t.any} onChange={(id) => set('instStateFk', id)} />
            <IdSelectField label={t.instCity} name="instCity_fk" value={values.instCityFk} options={options.instCities} anyLabel={t.any} onChange={(id) => set('instCityFk', id)} />
            <TextField label={t.instKeyword} name="instKeyword" value={values.instKeyword} autoComplete="off" onValueChange={(text) => set('instKeyword', text)} />
          </>
        )}
      </div>
    </SearchFormShell>
  );
}
