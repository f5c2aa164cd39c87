import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, type DateInputProps } from './date-input.js';
import { setupUser } from '../../../test/user.js';

function setup(props: Partial<DateInputProps> = {}) {
  const user = setupUser();
  const onChange = vi.fn();
  render(
    <>
      <DateInput label="Date of birth" onChange={onChange} {...props} />
      <button type="button">Next</button>
    </>,
  );
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of birth' });
  return { user, onChange, input };
}

describe('DateInput', () => {
  it('sends yyyy-MM-dd as soon as the text is a date and shows dd-MMM-yyyy once left', async () => {
    const { user, onChange, input } = setup();
    await user.type(input, '29/02/2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29', { status: 'valid', text: '29/02/2024' });
    await user.tab();
    expect(input.value).toBe('29-Feb-2024');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts day-Mon-year and short day/month/year', async () => {
    const { user, onChange, input } = setup();
    await user.type(input, '5 mar 2026');
    await user.tab();
    expect(input.value).toBe('05-Mar-2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05', expect.objectContaining({ status: 'valid' }));
    await user.clear(input);
    await user.type(input, '1/3/2025{Enter}');
    expect(input.value).toBe('01-Mar-2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-01', expect.objectContaining({ status: 'valid' }));
  });

  it('clears a day the month does not have and says Invalid Date', async () => {
    const { user, onChange, input } = setup();
    await user.type(input, '29/02/2025');
    await user.tab();
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('', { status: 'cleared', text: '' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid Date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps unreadable text for correction, sends an empty value and says Invalid Date when left', async () => {
    const { user, onChange, input } = setup();
    await user.type(input, '1/3/25');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('', { status: 'invalid', text: '1/3/25' });
    await user.tab();
    expect(input.value).toBe('1/3/25');
    expect(screen.getByRole('alert').textContent).toBe('Invalid Date');
    await user.type(input, '25');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Required' when a required date is left empty, or at once when asked to show errors", async () => {
    const { user, input } = setup({ required: true });
    expect(input.getAttribute('aria-required')).toBe('true');
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });

  it('shows its own messages at once with showErrors, and a form message instead of its own', () => {
    const { rerender } = render(<DateInput label="From" required showErrors />);
    expect(screen.getByRole('alert').textContent).toBe('Required');
    rerender(<DateInput label="From" required showErrors error="From Date should be greater than or equal to current date." />);
    expect(screen.getByRole('alert').textContent).toBe('From Date should be greater than or equal to current date.');
  });

  it('shows a value from the parent as dd-MMM-yyyy and follows its changes', async () => {
    const user = setupUser();
    function Form() {
      const [date, setDate] = useState('2026-03-05');
      return (
        <>
          <DateInput label="From" value={date} onChange={setDate} />
          <button type="button" onClick={() => setDate('2027-12-31')}>
            Next year
          </button>
          <output>{date}</output>
        </>
      );
    }
    render(<Form />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'From' });
    expect(input.value).toBe('05-Mar-2026');
    await user.clear(input);
    await user.type(input, '07.04.2026');
    expect(screen.getByRole('status').textContent).toBe('2026-04-07');
    expect(input.value).toBe('07.04.2026');
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(input.value).toBe('31-Dec-2027');
  });

  it('hints at the accepted formats', () => {
    render(<DateInput label="To" />);
    const input = screen.getByRole('textbox', { name: 'To' });
    expect(input.getAttribute('placeholder')).toBe('dd-Mmm-yyyy');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'For example 05-Mar-2026 or 05/03/2026.',
    );
  });
});
