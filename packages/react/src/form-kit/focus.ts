import type { FormErrors } from '@mantine/form';
import { FORM_ERROR } from './rule-errors.js';

type Control = Element & { name?: string; disabled?: boolean; type?: string; checked?: boolean; focus?: () => void };

const isWithin = (name: string, path: string): boolean => name === path || name.startsWith(`${path}.`);

/** A radio's group is reached at its checked radio, else its first. */
function target(form: HTMLFormElement, control: Control): Control {
  if (control.type !== 'radio' || !control.name) return control;
  const group = Array.from(form.elements).filter((element) => (element as Control).name === control.name) as Control[];
  return group.find((radio) => radio.checked) ?? control;
}

/**
 * Focuses the first control of `form`, in document order, whose name is one of `paths` or lies
 * inside one (`rows` → `rows.0.score`); with only a form-level message, the first control. The bound
 * fields name their control by its path. Works inside a shadow root (no document query).
 */
export function focusFirstNamed(form: HTMLFormElement | null, paths: readonly string[]): void {
  if (!form) return;
  for (const element of Array.from(form.elements) as Control[]) {
    const name = element.name;
    if (!name || element.disabled || (paths.length > 0 && !paths.some((path) => isWithin(name, path)))) continue;
    const chosen = target(form, element);
    if (typeof chosen.focus !== 'function') continue;
    chosen.focus();
    return;
  }
}

/**
 * Mantine's `handleValidationFailure` for `form.onSubmit(save, focusFirstError)`: focuses the first
 * field with a message, in document order, in the `<form>` that was submitted.
 */
export function focusFirstError(errors: FormErrors, _values?: unknown, event?: { currentTarget: EventTarget | null }): void {
  const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
  focusFirstNamed(
    form,
    Object.keys(errors).filter((path) => path !== FORM_ERROR && errors[path]),
  );
}
