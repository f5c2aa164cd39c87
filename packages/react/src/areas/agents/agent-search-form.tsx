import { useId } from 'react';
import { AGENT_DISTANCE_MAX_KM, AGENT_DISTANCE_MIN_KM, AGENT_DISTANCE_STEP_KM, agentLabels as t, format } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { RangeField } from '../../ui/range-field/range-field.js';
import { optionsOf } from '../../ui/select-field/select-field.js';
import { FormSelectField, FormTextField } from '../../form-kit/index.js';
import { SearchFormShell, type SearchFormLayoutProps } from '../../kits/find/search-form-shell.js';
import { useAgentSearchForm, type AgentSearchFormController, type UseAgentSearchFormOptions } from './use-agent-search-form.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';
import { agentsCss } from './agents.css.js';

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

const orderOptions = () => [
  { value: 'L', label: t.byLocation },
  { value: 'N', label: t.byName },
];

export function AgentSearchFormView({ form: search, headingLevel = 2, className }: AgentSearchFormViewProps) {
  useStylesheet('find-screens', findScreensCss);
  useStylesheet('agents', agentsCss);
  const { form, values, options, set, cascade } = search;
  const refinedId = useId();
  return (
    <SearchFormShell
      form={form}
      onSubmit={search.submit}
      className={cx('sa-root sa-agent-search', className)}
      role="search"
      title={t.searchTitle}
      headingLevel={headingLevel}
      headingClassName="sa-find-title"
      onClear={search.clear}
      actionsClassName="sa-find-actions"
      searchLabel={t.search}
      clearLabel={t.clear}
    >
      <div className="sa-find-search-grid">
        <FormSelectField
          form={form}
          label={t.country}
          name="country_fk"
          options={optionsOf(options.countries)}
          placeholder={values.refined ? t.any : t.choose}
          required={!values.refined}
          disabled={search.fixedCountry !== null}
          onValueChange={cascade('country_fk')}
        />
        <FormSelectField form={form} label={t.state} name="state_fk" options={optionsOf(options.states)} placeholder={t.any} onValueChange={cascade('state_fk')} />
        <FormSelectField form={form} label={t.city} name="city_fk" options={optionsOf(options.cities)} placeholder={t.any} />
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
        <FormTextField form={form} label={t.keyword} name="keyword" autoComplete="off" />
        <FormSelectField form={form} label={t.sortBy} name="IsLocOrName" options={orderOptions()} />
      </div>
      <Button variant="link" className="sa-agent-refine" aria-expanded={values.refined} aria-controls={refinedId} onClick={search.toggleRefined}>
        {values.refined ? t.refineLess : t.refine}
      </Button>
      <div id={refinedId} className="sa-find-search-grid" hidden={!values.refined}>
        {values.refined && (
          <>
            <FormSelectField form={form} label={t.institution} name="legal_fk" options={optionsOf(options.institutions)} placeholder={t.any} />
            <FormSelectField
              form={form}
              label={t.instCountry}
              name="instCountry_fk"
              options={optionsOf(options.instCountries)}
              placeholder={t.any}
              onValueChange={cascade('instCountry_fk')}
            />
            <FormSelectField
              form={form}
              label={t.instState}
              name="instState_fk"
              options={optionsOf(options.instStates)}
              placeholder={t.any}
              onValueChange={cascade('instState_fk')}
            />
            <FormSelectField form={form} label={t.instCity} name="instCity_fk" options={optionsOf(options.instCities)} placeholder={t.any} />
            <FormTextField form={form} label={t.instKeyword} name="instKeyword" autoComplete="off" />
          </>
        )}
      </div>
    </SearchFormShell>
  );
}
