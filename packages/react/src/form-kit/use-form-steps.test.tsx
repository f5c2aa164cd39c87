import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from './form-text-field.js';
import { useFormSteps, type FormStep } from './use-form-steps.js';
import { recheckShown, ruleErrors } from './rule-errors.js';
import { setupUser } from '../../test/user.js';

interface Application {
  name: string;
  contact: { email: string; phone: string };
  course: string;
}

type StepId = 'about' | 'contact' | 'course';

const STEPS: readonly FormStep<StepId>[] = [
  { id: 'about', fields: ['name'] },
  { id: 'contact', fields: ['contact.email', 'contact.phone'] },
  { id: 'course', fields: ['course'] },
];

function validateApplication(values: Application) {
  const messages: Record<string, string> = {};
  if (!values.name) messages.name = 'First name is required';
  if (!values.contact.email) messages['contact.email'] = 'Email address is required';
  if (!values.contact.phone) messages['contact.phone'] = 'Phone number is required';
  if (!values.course) messages.course = 'Course is required';
  return messages;
}

function Wizard({ onSubmit }: { onSubmit: (values: Application) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form: UseFormReturnType<Application> = useForm({
    initialValues: { name: '', contact: { email: '', phone: '' }, course: '' },
    validate: ruleErrors(validateApplication),
    onValuesChange: () => recheckShown(form),
  });
  const steps = useFormSteps({ steps: STEPS, form, formRef });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit(values),
        (errors) => steps.goToFirstInvalid(errors),
      )}
    >
      <p>
        Step {steps.index + 1} of {steps.count} ({Math.round(steps.progress * 100)}%)
      </p>
      {steps.id === 'about' && <FormTextField form={form} name="name" label="First name" />}
      {steps.id === 'contact' && (
        <>
          <FormTextField form={form} name="contact.email" label="Email" />
          <FormTextField form={form} name="contact.phone" label="Phone" />
        </>
      )}
      {steps.id === 'course' && <FormTextField form={form} name="course" label="Course" />}
      {!steps.isFirst && (
        <button type="button" onClick={steps.back}>
          Back
        </button>
      )}
      <button type="button" disabled={!steps.canGoTo('course')} onClick={() => steps.goTo('course')}>
        Go to course
      </button>
      {steps.isLast ? <button type="submit">Apply</button> : <button type="button" onClick={() => steps.next()}>Next</button>}
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const stepText = () => screen.getByText(/^Step /).textContent;

describe('useFormSteps', () => {
  it("refuses to move on while the step's own fields are invalid, focusing the first, then follows each change", async () => {
    const user = setupUser();
    render(<Wizard onSubmit={() => undefined} />);
    expect(stepText()).toBe('Step 1 of 3 (33%)');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepText()).toBe('Step 2 of 3 (67%)');
    // Only this step is checked: the course (next step) says nothing yet.
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepText()).toBe('Step 2 of 3 (67%)');
    expect(alerts()).toEqual(['Phone number is required']);
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
    await user.clear(screen.getByLabelText('Email'));
    expect(alerts()).toEqual(['Email address is required', 'Phone number is required']);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Phone'), '0400 000 000');
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepText()).toBe('Step 3 of 3 (100%)');
    expect(alerts()).toEqual([]);
  });

  it('goes back freely, keeps the values, and jumps only to steps already reached', async () => {
    const user = setupUser();
    render(<Wizard onSubmit={() => undefined} />);
    const jump = screen.getByRole('button', { name: 'Go to course' });
    expect(jump).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Phone'), '0400');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepText()).toBe('Step 3 of 3 (100%)');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepText()).toBe('Step 1 of 3 (33%)');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ann');
    expect(jump).toHaveProperty('disabled', false);
    await user.click(jump);
    expect(stepText()).toBe('Step 3 of 3 (100%)');
  });

  it('submits the whole form on the last step, or opens the first step with a message and focuses it', async () => {
    const user = setupUser();
    const onSubmit = vi.fn();
    render(<Wizard onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Phone'), '0400');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Go to course' }));
    await user.type(screen.getByLabelText('Course'), 'Nursing');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(stepText()).toBe('Step 2 of 3 (67%)');
    expect(alerts()).toEqual(['Phone number is required']);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone')));
    await user.type(screen.getByLabelText('Phone'), '0400');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', contact: { email: 'ann@example.com', phone: '0400' }, course: 'Nursing' });
  });
});
