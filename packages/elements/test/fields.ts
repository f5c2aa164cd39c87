import { shadow, textOf } from './suite.js';

/*
 * Form controls inside an element's shadow root, found the way a visitor finds them (label text,
 * button text), and filled the way React sees it.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The control whose label reads `label` (the required mark ignored). */
export function controlByLabel<T extends Control = HTMLInputElement>(element: HTMLElement, label: string): T {
  const found = [...shadow(element).querySelectorAll('label')].find((candidate) => candidate.textContent?.replace(/\s*\*$/, '').trim() === label);
  const control = found && shadow(element).getElementById(found.htmlFor);
  if (!control) throw new Error(`no field "${label}" in <${element.localName}>: ${textOf(element)}`);
  return control as T;
}

/** The button whose text reads `name`. */
export function buttonNamed(element: HTMLElement, name: string): HTMLButtonElement {
  const found = [...shadow(element).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}" in <${element.localName}>: ${textOf(element)}`);
  return found;
}

/** The message describing a control (its inline error). */
export function errorOf(element: HTMLElement, control: Control): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => shadow(element).getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * Sets a value the way React sees it: the native setter of the control's own kind, then a composed
 * input (text) or change (select) event. (user-event loses React's change events for the second
 * field typed inside a shadow root.)
 */
export function fillIn(control: Control, value: string): void {
  control.focus();
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
  const type = control instanceof HTMLSelectElement ? 'change' : 'input';
  control.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
}
