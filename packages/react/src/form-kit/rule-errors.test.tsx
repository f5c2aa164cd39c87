import { useForm, type UseFormReturnType } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import { ApiError, authMessages as t, validateSignup, type SignupValues } from '@studyatlas/core';
import { describe, expect, it, vi } from 'vitest';
import { FormError } from '../ui/form-error/form-error.js';
import { apiErrors, withServerErrors, type SubmitMessages } from './api-errors.js';
import { focusFirstError } from './focus.js';
import { FormTextField } from './form-text-field.js';
import { placeMessages, recheckShown, ruleErrors } from './rule-errors.js';
import { setupUser } from '../../test/user.js';

const EMPTY: SignupValues = { firstName: '', surname: '', email: '', password: '', confirmPassword: '' };
const FILLED: SignupValues = { firstName: 'Ann', surname: 'Lee', email: 'ann@example.org', password: 'Secret#2024', confirmPassword: 'Secret#2024' };

/** The sign-up form as the areas write it: Mantine's useForm, the core rule, the server's refusals. */
function SignUp({ save, initial = EMPTY }: { save: (values: SignupValues) => Promise<SubmitMessages | void>; initial?: SignupValues }) {
  const form: UseFormReturnType<SignupValues> = useForm({
    initialValues: initial,
    validate: ruleErrors(validateSignup, { EmailId: 'email' }),
    onValuesChange: () => recheckShown(form),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(withServerErrors(form, save, { EmailId: 'email' }), focusFirstError)}>
      <FormError message={form.errors.form} />
      <FormTextField form={form} name="firstName" label="First name" />
      <FormTextField form={form} name="surname" label="Surname" />
      <FormTextField form={form} name="email" label="Email" />
      <FormTextField form={form} name="password" label="Password" type="password" />
      <FormTextField form={form} name="confirmPassword" label="Confirm password" type="password" />
      <button type="submit" aria-busy={form.submitting}>
        Register
      </button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('ruleErrors / placeMessages', () => {
  it("puts a rule's messages on the form's paths, mapped names included, and a stray one as the form's", () => {
    const values = { countryFk: 0, rows: [{ score: '' }], keyword: '' };
    expect(placeMessages({ country_fk: 'Country is required', 'rows[0].score': 'Score is required', keyword: undefined }, values, { country_fk: 'countryFk' })).toEqual({
      countryFk: 'Country is required',
      'rows.0.score': 'Score is required',
    });
    expect(placeMessages({ legal_fk: 'Institution is required' }, values)).toEqual({ form: 'Institution is required' });
    // The rule's own form message wins over a stray one.
    expect(placeMessages({ legal_fk: 'Institution is required', form: 'Choose a filter' }, values)).toEqual({ form: 'Choose a filter' });
    expect(ruleErrors((v: typeof values) => ({ keyword: v.keyword ? undefined : 'Keyword is required' }))(values)).toEqual({ keyword: 'Keyword is required' });
  });
});

describe('apiErrors', () => {
  it("puts a server refusal's field messages on the fields the form has, else its message as the form's", () => {
    const values = { email: '', name: '' };
    expect(apiErrors(new ApiError(400, 'Bad request', { EmailId: 'Email already exists.', Other: 'ignored' }), values, { EmailId: 'email' })).toEqual({ email: 'Email already exists.' });
    expect(apiErrors(new ApiError(400, 'The search could not be run.', { Other: 'x' }), values)).toEqual({ form: 'The search could not be run.' });
  });
});

describe('a form on useForm with the helpers', () => {
  it("validates on submit with the specification's messages, focuses the first invalid field, and stays quiet while typing before", async () => {
    const user = setupUser();
    const save = vi.fn(async () => undefined);
    render(<SignUp save={save} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(save).not.toHaveBeenCalled();
    expect(alerts()).toEqual([t.firstNameRequired, t.lastNameRequired, t.invalidEmail, t.passwordRequired]);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('after a refused submit, every change runs the whole rule again (cross-field messages follow)', async () => {
    const user = setupUser();
    render(<SignUp save={async () => undefined} initial={{ ...FILLED, confirmPassword: 'Other#2024' }} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(alerts()).toEqual([t.passwordMismatch]);
    // Changing the password (not the field with the message) re-checks the pair.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Other#2024');
    expect(alerts()).toEqual([]);
    // Still checked once every message went: a field emptied again says so at once.
    await user.clear(screen.getByLabelText('First name'));
    expect(alerts()).toEqual([t.firstNameRequired]);
  });

  it('is busy while saving and ignores a second submit; a server refusal lands on its field, mapped, and gets focus', async () => {
    const user = setupUser();
    let answer!: (messages: SubmitMessages | void) => void;
    const save = vi.fn(() => new Promise<SubmitMessages | void>((resolve) => (answer = resolve)));
    render(<SignUp save={save} initial={FILLED} />);
    const registerButton = screen.getByRole('button', { name: 'Register' });
    await user.click(registerButton);
    expect(registerButton.getAttribute('aria-busy')).toBe('true');
    await user.type(screen.getByLabelText('Surname'), '{Enter}');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(FILLED);
    answer({ EmailId: 'Email already exists.' });
    await vi.waitFor(() => expect(alerts()).toEqual(['Email already exists.']));
    expect(registerButton.getAttribute('aria-busy')).toBe('false');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it("shows a thrown ApiError without known fields as the form's message, which goes with the next change", async () => {
    const user = setupUser();
    const save = vi.fn(async () => {
      throw new ApiError(503, 'Api is not running.');
    });
    render(<SignUp save={save} initial={FILLED} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(alerts()).toEqual(['Api is not running.']));
    await user.type(screen.getByLabelText('Surname'), 's');
    expect(alerts()).toEqual([]);
  });
});
