import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from './form-text-field.js';
import { useFormRows } from './index.js';
import { useSaForm, type SaForm } from './use-sa-form.js';

interface Row {
  subject: string;
  score: string;
}

interface Profile {
  name: string;
  contact: { email: string };
  rows: Row[];
}

/** A rule over nested values, answering with dotted paths as core's rules will. */
function validateProfile(values: Profile): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!values.contact.email.trim()) messages['contact.email'] = 'Email address is required';
  values.rows.forEach((row, index) => {
    if (!row.subject.trim()) messages[`rows.${index}.subject`] = 'Subject is required';
    if (!/^\d+$/.test(row.score)) messages[`rows.${index}.score`] = 'Score must be a number';
  });
  if (values.rows.length === 0) messages.rows = 'Add at least one score';
  return messages;
}

let latest: SaForm<Profile> | undefined;

function ProfileForm({ onSubmit = () => undefined }: { onSubmit?: (values: Profile) => void }) {
  const form = useSaForm<Profile>({
    defaultValues: { name: 'Ann', contact: { email: 'ann@example.com' }, rows: [{ subject: 'Maths', score: '90' }] },
    validate: validateProfile,
    onSubmit,
  });
  latest = form;
  const rows = useFormRows(form, 'rows');
  return (
    <form {...form.formProps}>
      <FormTextField form={form} name="name" label="Name" />
      <FormTextField form={form} name="contact.email" label="Email" />
      {rows.rows.map(({ key }, index) => (
        <fieldset key={key} aria-label={`Row ${index + 1}`}>
          <FormTextField form={form} name={`rows.${index}.subject`} label="Subject" />
          <FormTextField form={form} name={`rows.${index}.score`} label="Score" />
          <button type="button" onClick={() => rows.remove(index)}>
            Remove
          </button>
        </fieldset>
      ))}
      <p role="alert">{form.errorOf('rows')}</p>
      <button type="button" onClick={() => rows.append({ subject: '', score: '' })}>
        Add row
      </button>
      <output aria-label="dirty">{form.isDirty() ? `dirty: ${form.dirtyPaths().join(', ')}` : 'clean'}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const row = (n: number) => within(screen.getByRole('group', { name: `Row ${n}` }));

describe('useSaForm with nested values and rows', () => {
  it('binds dotted paths, adds rows, puts messages on rows.1.score and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProfileForm onSubmit={onSubmit} />);
    expect(row(1).getByLabelText<HTMLInputElement>('Score').value).toBe('90');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(row(2).getByLabelText('Subject'), 'Physics');
    await user.type(row(2).getByLabelText('Score'), 'A+');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const score = row(2).getByLabelText('Score');
    expect(score.getAttribute('name')).toBe('rows.1.score');
    expect(row(2).getByRole('alert').textContent).toBe('Score must be a number');
    expect(latest!.errorOf('rows.1.score')).toBe('Score must be a number');
    expect(document.activeElement).toBe(score);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(score);
    await user.type(score, '75');
    expect(row(2).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Ann',
        contact: { email: 'ann@example.com' },
        rows: [
          { subject: 'Maths', score: '90' },
          { subject: 'Physics', score: '75' },
        ],
      },
    );
  });

  it("moves a row's messages with it when an earlier row is removed, and re-checks the array", async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(row(2).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Subject is required', 'Score must be a number']);
    expect(document.activeElement).toBe(row(2).getByLabelText('Subject'));

    await user.click(row(1).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Row 2' })).toBeNull();
    expect(row(1).getByLabelText('Subject').getAttribute('name')).toBe('rows.0.subject');
    expect(row(1).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Subject is required', 'Score must be a number']);

    await user.click(row(1).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Add at least one score']));
  });

  it('puts a nested message on its field and focuses it', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(email.getAttribute('name')).toBe('contact.email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(latest!.errorOf('contact.email')).toBe('Email address is required');
  });

  it('tracks what changed from the default values, nested paths and rows included', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    const dirty = screen.getByLabelText('dirty');
    expect(dirty.textContent).toBe('clean');
    const email = screen.getByLabelText('Email');
    await user.type(email, 'x');
    expect(dirty.textContent).toBe('dirty: contact.email');
    await user.type(email, '{Backspace}');
    expect(dirty.textContent).toBe('clean');
    await user.clear(row(1).getByLabelText('Score'));
    await user.type(row(1).getByLabelText('Score'), '91');
    expect(dirty.textContent).toBe('dirty: rows.0.score');
  });
});

describe('useFormRows', () => {
  function Reorder() {
    const form = useSaForm<Profile>({
      defaultValues: { name: 'Ann', contact: { email: 'ann@example.com' }, rows: [{ subject: 'Maths', score: '90' }, { subject: 'Physics', score: '75' }] },
      validate: validateProfile,
      onSubmit: () => undefined,
    });
    const rows = useFormRows(form, 'rows');
    return (
      <form {...form.formProps}>
        {rows.rows.map(({ key }, index) => (
          <fieldset key={key} aria-label={`Row ${index + 1}`}>
            <FormTextField form={form} name={`rows.${index}.subject`} label="Subject" />
            <FormTextField form={form} name={`rows.${index}.score`} label="Score" />
            <button type="button" onClick={() => rows.move(index, 0)}>
              To top
            </button>
            <button type="button" onClick={() => rows.insert(index, { subject: '', score: '' })}>
              Insert above
            </button>
          </fieldset>
        ))}
        <output aria-label="subjects">{rows.rows.map((entry) => `${entry.index}:${entry.value.subject}`).join(' ')}</output>
        <button type="button" onClick={() => form.showMessages({ 'rows.1.score': 'Score was refused' })}>
          Refuse
        </button>
      </form>
    );
  }

  it('moves and inserts rows with stable keys, their messages following them', async () => {
    const user = userEvent.setup();
    render(<Reorder />);
    const physics = row(2).getByLabelText<HTMLInputElement>('Subject');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(row(2).getByRole('alert').textContent).toBe('Score was refused');

    await user.click(row(2).getByRole('button', { name: 'To top' }));
    expect(screen.getByLabelText('subjects').textContent).toBe('0:Physics 1:Maths');
    // The same inputs, renamed: the row kept its key.
    expect(row(1).getByLabelText('Subject')).toBe(physics);
    expect(physics.getAttribute('name')).toBe('rows.0.subject');
    expect(row(1).getByRole('alert').textContent).toBe('Score was refused');
    expect(row(2).queryByRole('alert')).toBeNull();

    await user.click(row(1).getByRole('button', { name: 'Insert above' }));
    expect(screen.getByLabelText('subjects').textContent).toBe('0: 1:Physics 2:Maths');
    expect(row(2).getByLabelText('Subject')).toBe(physics);
    expect(row(2).getByRole('alert').textContent).toBe('Score was refused');
    expect(row(1).queryByRole('alert')).toBeNull();
  });
});
