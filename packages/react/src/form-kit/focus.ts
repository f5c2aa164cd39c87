import { isWithin } from './messages.js';

/** What focus can reach: an element, or a stand-in with `focus()` (a radio group's wrapper). */
export interface Focusable {
  focus: () => void;
}

type Control = Element & { name?: string; disabled?: boolean; type?: string; checked?: boolean; focus?: () => void };

/** A radio's group is reached at its checked radio, else its first. */
function target(form: HTMLFormElement, control: Control): Control {
  if (control.type !== 'radio' || !control.name) return control;
  const group = Array.from(form.elements).filter((element) => (element as Control).name === control.name) as Control[];
  return group.find((radio) => radio.checked) ?? control;
}

/**
 * Focuses the first control of `form`, in document order, whose name is one of `paths` or lies
 * inside one (`rows` → `rows.0.score`). Controlled inputs qualify: only their `name` is read.
 * Returns false when none was found.
 */
export function focusFirstNamed(form: HTMLFormElement | null, paths: readonly string[]): boolean {
  if (!form || paths.length === 0) return false;
  for (const element of Array.from(form.elements) as Control[]) {
    const name = element.name;
    if (!name || element.disabled || !paths.some((path) => isWithin(name, path))) continue;
    const chosen = target(form, element);
    if (typeof chosen.focus !== 'function') continue;
    chosen.focus();
    return true;
  }
  return false;
}
