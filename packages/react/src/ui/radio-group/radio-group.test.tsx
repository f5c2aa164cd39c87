import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group.js';
import { setupUser } from '../../../test/user.js';

function Ordering({ onChange }: { onChange?: (value: 'N' | 'L') => void }) {
  const [value, setValue] = useState<'N' | 'L'>('N');
  return (
    <RadioGroup
      legend="Search by"
      name="order"
      value={value}
      choices={[
        { value: 'N', label: 'Name' },
        { value: 'L', label: 'Location' },
      ]}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a named group of radios with the chosen one checked', () => {
    render(<Ordering />);
    const group = screen.getByRole('group', { name: 'Search by' });
    expect(group.tagName).toBe('FIELDSET');
    expect((screen.getByRole('radio', { name: 'Name' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Location' }) as HTMLInputElement).checked).toBe(false);
  });

  it('changes by a click on a radio or its label text', async () => {
    const user = setupUser();
    const chosen: string[] = [];
    render(<Ordering onChange={(value) => chosen.push(value)} />);
    await user.click(screen.getByRole('radio', { name: 'Location' }));
    expect((screen.getByRole('radio', { name: 'Location' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByText('Name'));
    expect((screen.getByRole('radio', { name: 'Name' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Location' }) as HTMLInputElement).checked).toBe(false);
    expect(chosen).toEqual(['L', 'N']);
  });

  it('names every radio alike, so the browser moves between them with the arrow keys (one tab stop)', () => {
    // jsdom has no arrow-key navigation between radios; the e2e journey presses them in Chromium.
    render(<Ordering />);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name)).toEqual(['order', 'order']);
  });

  it('required: the legend carries the mark * (hidden from the name) and the group says aria-required', () => {
    const { rerender } = render(<RadioGroup legend="Gender" name="g" value="" choices={[{ value: 'F', label: 'Female' }]} onChange={() => undefined} required />);
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.querySelector('legend')!.textContent).toBe('Gender *');
    rerender(<RadioGroup legend="Gender" name="g" value="" choices={[{ value: 'F', label: 'Female' }]} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Gender' }).querySelector('legend')!.textContent).toBe('Gender');
  });
});
