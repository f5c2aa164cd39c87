import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.js';
import { TextField } from './text-field.js';
import { setupUser } from '../../../test/user.js';

describe('TextField', () => {
  it('is named by its label and carries the input part', () => {
    render(<TextField label="Login ID" name="username" />);
    const input = screen.getByRole('textbox', { name: 'Login ID' });
    expect(input.getAttribute('name')).toBe('username');
    expect(input.getAttribute('part')).toBe('input');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows an inline error announced as an alert and describing the input', () => {
    render(<TextField label="Login ID" error="Login ID required" hint="Your e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'Login ID' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Login ID required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Your e-mail address', 'Login ID required']);
  });

  it('marks a required field (the * is not read out) without browser validation bubbles', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('is a controlled input that a user can type into', async () => {
    const user = setupUser();
    function Form() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Password" type="password" value={value} onChange={(event) => setValue(event.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.type(input, 'secret1');
    expect(screen.getByRole('status').textContent).toBe('secret1');
  });

  it('lets Field label any control', () => {
    render(
      <Field label="Subject" error="Required">
        {(control) => (
          <select {...control}>
            <option>Feedback</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
