import { useForm, type UseFormReturnType } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import { ApiError, validateAgentSearch } from '@studyatlas/core';
import { describe, expect, it, vi } from 'vitest';
import { FormError } from '../ui/form-error/form-error.js';
import { FormCheckbox } from './form-checkbox.js';
import { FormSelectField } from './form-select-field.js';
import { FormTextField } from './form-text-field.js';
import { withServerErrors } from './api-errors.js';
import { focusFirstError } from './focus.js';
import { recheckShown, ruleErrors } from './rule-errors.js';
import { setupUser } from '../../test/user.js';

interface AgentFilter {
  countryFk: number;
  stateFk: number;
  keyword: string;
  refined: boolean;
}

const EMPTY: AgentFilter = { countryFk: 0, stateFk: 0, keyword: '', refined: false };

/** A search form as the areas' own-useState hooks become: ids, cascading choices, the search's refusal. */
function AgentSearch({ search }: { search: (filter: AgentFilter) => Promise<void> }) {
  const form: UseFormReturnType<AgentFilter> = useForm({
    initialValues: EMPTY,
    validate: ruleErrors(validateAgentSearch, { country_fk: 'countryFk' }),
    onValuesChange: () => recheckShown(form),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(withServerErrors(form, search), focusFirstError)} role="search">
      <FormError message={form.errors.form} />
      <FormSelectField
        form={form}
        name="countryFk"
        label="Country"
        placeholder="Any"
        options={[
          { value: '13', label: 'Australia' },
          { value: '99', label: 'India' },
        ]}
        onValueChange={() => form.setFieldValue('stateFk', 0)}
      />
      <FormSelectField form={form} name="stateFk" label="State" placeholder="Any" options={[{ value: '4', label: 'Victoria' }]} />
      <FormTextField form={form} name="keyword" label="Keyword" />
      <FormCheckbox form={form} name="refined" label="More options" />
      <button type="submit">Search</button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('a search form on Mantine with the core rule', () => {
  it("puts a core rule's message given under another name (country_fk) on its field", async () => {
    const user = setupUser();
    const search = vi.fn(async () => undefined);
    render(<AgentSearch search={search} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(alerts()).toEqual(['Country is required']);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Country' }));
    // Refined: a keyword is enough, and the rule's wording follows the change at once.
    await user.click(screen.getByRole('checkbox', { name: 'More options' }));
    expect(alerts()).toEqual(['Country or Keyword is required']);
    await user.type(screen.getByLabelText('Keyword'), 'visa');
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).toHaveBeenCalledWith({ countryFk: 0, stateFk: 0, keyword: 'visa', refined: true });
  });

  it("resets a finer choice when a coarser one changes and shows the search's refusal above the form", async () => {
    const user = setupUser();
    const search = vi.fn(async () => {
      throw new ApiError(503, 'Api is not running.');
    });
    render(<AgentSearch search={search} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Victoria');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'India');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' }).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).toHaveBeenCalledWith({ countryFk: 99, stateFk: 0, keyword: '', refined: false });
    expect(alerts()).toEqual(['Api is not running.']);
  });

  it("shows a rule's message for a field the form does not have as the form's message, and does not submit", async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    function Stray() {
      const form = useForm({
        initialValues: { keyword: '' },
        validate: ruleErrors(() => ({ country_fk: 'Country is required' })),
      });
      return (
        <form noValidate onSubmit={form.onSubmit(onSubmit)}>
          <FormError message={form.errors.form} />
          <FormTextField form={form} name="keyword" label="Keyword" />
          <button type="submit">Search</button>
        </form>
      );
    }
    render(<Stray />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(alerts()).toEqual(['Country is required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
