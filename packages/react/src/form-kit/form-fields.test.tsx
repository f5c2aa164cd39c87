import { useForm, type UseFormReturnType } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormCheckbox } from './form-checkbox.js';
import { FormDateInput } from './form-date-input.js';
import { FormRadioGroup } from './form-radio-group.js';
import { FormSelectField } from './form-select-field.js';
import { focusFirstError } from './focus.js';
import { recheckShown, ruleErrors } from './rule-errors.js';
import { setupUser } from '../../test/user.js';

interface Enquiry {
  subject: string;
  countryFk: number;
  order: string;
  from: string;
  agree: boolean;
}

const EMPTY: Enquiry = { subject: '', countryFk: 0, order: '', from: '', agree: false };

function validateEnquiry(values: Enquiry) {
  return {
    subject: values.subject ? undefined : 'Subject is required',
    countryFk: values.countryFk ? undefined : 'Country is required',
    order: values.order ? undefined : 'Choose how to sort',
    from: values.from ? undefined : 'From Date is required',
    agree: values.agree ? undefined : 'Please accept the terms',
  };
}

function EnquiryForm({ onSubmit, defaults = EMPTY }: { onSubmit: (values: Enquiry) => void; defaults?: Enquiry }) {
  const form: UseFormReturnType<Enquiry> = useForm({
    initialValues: defaults,
    validate: ruleErrors(validateEnquiry),
    onValuesChange: () => recheckShown(form),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values), focusFirstError)}>
      <FormSelectField
        form={form}
        name="subject"
        label="Subject"
        placeholder="Choose a subject…"
        options={[
          { value: 'feedback', label: 'Feedback' },
          { value: 'help', label: 'Help' },
        ]}
      />
      <FormSelectField
        form={form}
        name="countryFk"
        label="Country"
        placeholder="Any"
        options={[
          { value: '13', label: 'Australia' },
          { value: '99', label: 'India' },
        ]}
      />
      <FormRadioGroup
        form={form}
        name="order"
        legend="Sort by"
        choices={[
          { value: 'N', label: 'Name' },
          { value: 'L', label: 'Location' },
        ]}
      />
      <FormDateInput form={form} name="from" label="From" />
      <FormCheckbox form={form} name="agree" label="I accept the terms" />
      <button type="submit">Send</button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('bound fields', () => {
  it("show the rule's messages on every kind of field and focus the first invalid one", async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    render(<EnquiryForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alerts()).toEqual(['Subject is required', 'Country is required', 'Choose how to sort', 'From Date is required', 'Please accept the terms']);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Subject' }));
    expect(screen.getByRole('combobox', { name: 'Country' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('send text, ids, a choice, a yyyy-MM-dd date and a yes, clearing each message as it is answered', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    render(<EnquiryForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'help');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'India');
    await user.click(screen.getByRole('radio', { name: 'Location' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), '05/03/2026');
    expect(alerts()).toEqual(['Please accept the terms']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'From' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ subject: 'help', countryFk: 99, order: 'L', from: '2026-03-05', agree: true });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'From' }).value).toBe('05-Mar-2026');
  });

  it('take an id back to 0 with the empty option', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    render(<EnquiryForm onSubmit={onSubmit} defaults={{ subject: 'help', countryFk: 13, order: 'N', from: '2026-03-05', agree: true }} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('13');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'From' }).value).toBe('05-Mar-2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Any');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alerts()).toEqual(['Country is required']);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Country' }));
  });

  it("show DateInput's own 'Invalid Date' until the rule speaks", async () => {
    const user = setupUser();
    render(<EnquiryForm onSubmit={() => undefined} />);
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.type(from, '31/04/2026');
    await user.tab();
    expect(alerts()).toEqual(['Invalid Date']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alerts()).toContain('From Date is required');
  });
});
