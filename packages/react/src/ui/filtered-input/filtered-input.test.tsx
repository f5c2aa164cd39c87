import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DigitsInput, LettersInput } from './filtered-input.js';
import { setupUser } from '../../../test/user.js';

describe('DigitsInput', () => {
  it('drops everything but digits as the user types, and opens the numeric keypad', async () => {
    const user = setupUser();
    const onValueChange = vi.fn();
    render(<DigitsInput label="Phone number" onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.type(input, '+61 a4-12');
    expect(input.value).toBe('61412');
    expect(onValueChange).toHaveBeenLastCalledWith('61412');
  });

  it('cleans pasted text and keeps the caret after the pasted part', async () => {
    const user = setupUser();
    render(<DigitsInput label="Phone number" defaultValue="0099" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.paste('(12) 34');
    expect(input.value).toBe('00123499');
    expect(input.selectionStart).toBe(6);
  });

  it('gives a controlled parent the cleaned value', async () => {
    const user = setupUser();
    function Form() {
      const [phone, setPhone] = useState('');
      return (
        <>
          <DigitsInput label="Phone number" value={phone} onChange={(event) => setPhone(event.target.value)} />
          <output>{phone}</output>
        </>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Phone number'), '12ab3');
    expect(screen.getByRole('status').textContent).toBe('123');
  });
});

describe('LettersInput', () => {
  it('keeps letters of any script, spaces, apostrophes and hyphens', async () => {
    const user = setupUser();
    render(<LettersInput label="First name" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' });
    await user.type(input, "Zoë-Ann O'Brien 3rd!");
    expect(input.value).toBe("Zoë-Ann O'Brien rd");
  });

  it('cleans pasted names', async () => {
    const user = setupUser();
    render(<LettersInput label="Surname" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Surname' });
    await user.click(input);
    await user.paste('Łukasz_2 Müller, 山田');
    expect(input.value).toBe('Łukasz Müller 山田');
  });
});
