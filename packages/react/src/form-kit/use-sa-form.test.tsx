import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, validateLogin } from '@studyatlas/core';
import { describe, expect, it, vi } from 'vitest';
import { FormError } from '../ui/form-error/form-error.js';
import { FormCheckbox } from './form-checkbox.js';
import { FormTextField } from './form-text-field.js';
import { useSaForm, type UseSaFormOptions } from './use-sa-form.js';

interface Login {
  username: string;
  password: string;
}

type LoginOptions = Partial<UseSaFormOptions<Login>>;

function LoginForm({ variant = 'page', ...options }: LoginOptions & { variant?: 'page' | 'modal' }) {
  const form = useSaForm<Login>({
    defaultValues: { username: '', password: '' },
    validate: (values) => validateLogin(values, variant),
    onSubmit: () => undefined,
    ...options,
  });
  return (
    <form {...form.formProps}>
      <FormError message={form.formError} />
      <FormTextField form={form} name="username" label="Login ID" />
      <FormTextField form={form} name="password" label="Password" type="password" />
      <output aria-label="busy">{String(form.busy)}</output>
      <button type="submit">Sign in</button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

function setup(props: LoginOptions & { variant?: 'page' | 'modal' } = {}) {
  const user = userEvent.setup();
  render(<LoginForm {...props} />);
  return {
    user,
    username: screen.getByLabelText('Login ID'),
    password: screen.getByLabelText('Password'),
    signIn: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('useSaForm', () => {
  it("shows the rule's form-level message word for word, focuses the first field and does not submit", async () => {
    const onSubmit = vi.fn();
    const { user, signIn, username } = setup({ onSubmit });
    await user.click(signIn);
    expect(alerts()).toEqual(['Please enter your Login ID and Password']);
    expect(document.activeElement).toBe(username);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks each invalid field and focuses the first invalid one in document order', async () => {
    const { user, signIn, username, password } = setup({ variant: 'modal' });
    await user.click(signIn);
    expect(alerts()).toEqual(['User name is required', 'Password is required']);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);

    await user.type(username, 'ann@example.com');
    await user.click(signIn);
    expect(alerts()).toEqual(['Password is required']);
    expect(document.activeElement).toBe(password);
  });

  it('says nothing while typing before the first submit, then re-runs the whole rule on every change', async () => {
    const { user, signIn, username, password } = setup();
    await user.type(username, 'a');
    await user.clear(username);
    expect(alerts()).toEqual([]);
    await user.click(signIn);
    expect(alerts()).toEqual(['Please enter your Login ID and Password']);
    // The form-level message gives way to the password's own as soon as the Login ID is typed.
    await user.type(username, 'ann');
    expect(alerts()).toEqual(['Password required']);
    await user.type(password, 's');
    expect(alerts()).toEqual([]);
    await user.clear(username);
    expect(alerts()).toEqual(['Login ID required']);
  });

  it('is busy while onSubmit runs and ignores a second submit meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, signIn, username, password } = setup({ onSubmit });
    await user.type(username, 'ann@example.com');
    await user.type(password, 'secret1');
    expect(screen.getByLabelText('busy').textContent).toBe('false');
    await user.click(signIn);
    expect(screen.getByLabelText('busy').textContent).toBe('true');
    await user.click(signIn);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ann@example.com', password: 'secret1' });
    await act(async () => finish());
    expect(screen.getByLabelText('busy').textContent).toBe('false');
    await user.click(signIn);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("puts an ApiError's field messages on the fields (unknown fields left out) and focuses the first", async () => {
    const onSubmit = vi.fn(() => {
      throw new ApiError(400, 'Refused', { password: 'minimum 6 character required', Unknown: 'ignored' });
    });
    const { user, signIn, username, password } = setup({ onSubmit });
    await user.type(username, 'ann@example.com');
    await user.type(password, 'abc');
    await user.click(signIn);
    expect(alerts()).toEqual(['minimum 6 character required']);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText('busy').textContent).toBe('false');
  });

  it("maps the server's field names through fieldNames", async () => {
    const onSubmit = () => {
      throw new ApiError(400, 'Refused', { UserName: 'Incorrect Login id entered.' });
    };
    const { user, signIn, username, password } = setup({ onSubmit, fieldNames: { UserName: 'username' } });
    await user.type(username, 'ann@example.com');
    await user.type(password, 'secret1');
    await user.click(signIn);
    expect(alerts()).toEqual(['Incorrect Login id entered.']);
    expect(document.activeElement).toBe(username);
  });

  it("shows an ApiError without known fields as the form's message, gone after the next change", async () => {
    const onSubmit = () => {
      throw new ApiError(400, 'The user name or password is incorrect.');
    };
    const { user, signIn, username, password } = setup({ onSubmit });
    await user.type(username, 'ann@example.com');
    await user.type(password, 'wrong');
    await user.click(signIn);
    expect(alerts()).toEqual(['The user name or password is incorrect.']);
    expect(document.activeElement).toBe(username);
    await user.type(password, '2');
    expect(alerts()).toEqual([]);
  });

  it('shows the messages onSubmit returns', async () => {
    const { user, signIn, username, password } = setup({
      onSubmit: () => ({ form: 'Failed to register user' }),
    });
    await user.type(username, 'ann@example.com');
    await user.type(password, 'secret1');
    await user.click(signIn);
    expect(alerts()).toEqual(['Failed to register user']);
  });

  it('may reset the form from onSubmit (a sent message): empty again, no messages, not busy', async () => {
    const user = userEvent.setup();
    function Contact() {
      const form = useSaForm<Login>({
        defaultValues: { username: '', password: '' },
        validate: validateLogin,
        onSubmit: async () => {
          await Promise.resolve();
          form.reset();
        },
      });
      return (
        <form {...form.formProps}>
          <FormError message={form.formError} />
          <FormTextField form={form} name="username" label="Login ID" />
          <FormTextField form={form} name="password" label="Password" />
          <output aria-label="busy">{String(form.busy)}</output>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Contact />);
    await user.type(screen.getByLabelText('Login ID'), 'ann');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Login ID').value).toBe(''));
    expect(alerts()).toEqual([]);
    expect(screen.getByLabelText('busy').textContent).toBe('false');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(alerts()).toEqual([]);
  });

  it('lets a non-ApiError escape submit', async () => {
    let submit: (() => Promise<void>) | undefined;
    function Failing() {
      const form = useSaForm<Login>({
        defaultValues: { username: 'ann', password: 'secret1' },
        onSubmit: () => {
          throw new TypeError('bug');
        },
      });
      submit = () => form.submit();
      return <output aria-label="busy">{String(form.busy)}</output>;
    }
    render(<Failing />);
    await expect(act(() => submit!())).rejects.toThrow('bug');
    expect(screen.getByLabelText('busy').textContent).toBe('false');
  });

  it('runs an async rule (a field checked against the server) before onSubmit', async () => {
    const onSubmit = vi.fn();
    const taken = async (values: Login) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return values.username === 'taken@example.com' ? { username: 'Email address already in use' } : {};
    };
    const { user, signIn, username, password } = setup({ validate: taken, onSubmit });
    await user.type(username, 'taken@example.com');
    await user.type(password, 'x');
    await user.click(signIn);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email address already in use');
    expect(document.activeElement).toBe(username);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(username);
    await user.type(username, 'free@example.com');
    await user.click(signIn);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('focuses through the field refs when no <form> is attached', async () => {
    let submit: (() => Promise<void>) | undefined;
    function Bare() {
      const form = useSaForm<Login>({ defaultValues: { username: 'ann', password: '' }, validate: validateLogin, onSubmit: () => undefined });
      submit = () => form.submit();
      return (
        <div>
          <FormTextField form={form} name="username" label="Login ID" />
          <FormTextField form={form} name="password" label="Password" />
        </div>
      );
    }
    render(<Bare />);
    await act(() => submit!());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('starts again from the default values, without messages, after reset', async () => {
    let reset: (() => void) | undefined;
    function Resettable() {
      const form = useSaForm<Login>({ defaultValues: { username: '', password: '' }, validate: validateLogin, onSubmit: () => undefined });
      reset = () => form.reset();
      return (
        <form {...form.formProps}>
          <FormError message={form.formError} />
          <FormTextField form={form} name="username" label="Login ID" />
          <button type="submit">Sign in</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Resettable />);
    await user.type(screen.getByLabelText('Login ID'), 'ann');
    await user.clear(screen.getByLabelText('Login ID'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(alerts()).toEqual(['Please enter your Login ID and Password']);
    await user.type(screen.getByLabelText('Login ID'), 'ann');
    await act(async () => reset!());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(alerts()).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Login ID').value).toBe('');
    // Not submitted any more: typing says nothing until the next submit.
    await user.type(screen.getByLabelText('Login ID'), 'a');
    await user.clear(screen.getByLabelText('Login ID'));
    expect(alerts()).toEqual([]);
  });

  it('reads values in render with watch, sets them, tracks dirt and resets to new defaults', async () => {
    interface Filter {
      countryFk: number;
      keyword: string;
      refined: boolean;
    }
    function Watching() {
      const form = useSaForm<Filter>({ defaultValues: { countryFk: 0, keyword: '', refined: false }, onSubmit: () => undefined });
      const [refined, keyword] = form.watch(['refined', 'keyword']);
      const countryFk: number = form.watch('countryFk');
      return (
        <form {...form.formProps}>
          <FormTextField form={form} name="keyword" label="Keyword" />
          <FormCheckbox form={form} name="refined" label="More options" />
          <output aria-label="seen">{`${String(refined satisfies boolean)}:${keyword satisfies string}:${countryFk}`}</output>
          <output aria-label="dirty">{form.isDirty() ? form.dirtyPaths().join(' ') : 'clean'}</output>
          <button type="button" onClick={() => form.setValue('countryFk', 13)}>
            Australia
          </button>
          <button type="button" onClick={() => form.reset({ countryFk: 99, keyword: 'visa', refined: true })}>
            Load
          </button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Watching />);
    const seen = () => screen.getByLabelText('seen').textContent;
    const dirty = () => screen.getByLabelText('dirty').textContent;
    expect(seen()).toBe('false::0');
    await user.type(screen.getByLabelText('Keyword'), 'visa');
    await user.click(screen.getByRole('checkbox', { name: 'More options' }));
    await user.click(screen.getByRole('button', { name: 'Australia' }));
    expect(seen()).toBe('true:visa:13');
    expect(dirty()).toBe('countryFk keyword refined');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(seen()).toBe('true:visa:99');
    expect(dirty()).toBe('clean');
    expect(screen.getByLabelText<HTMLInputElement>('Keyword').value).toBe('visa');
    await user.type(screen.getByLabelText('Keyword'), '!');
    expect(dirty()).toBe('keyword');
    expect(alerts()).toEqual([]);
  });
});
