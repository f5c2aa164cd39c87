import { useEffect } from 'react';

const TEXT_INPUT_TYPES = new Set([
  'text', 'password', 'email', 'search', 'tel', 'url', 'number', 'date', 'datetime-local', 'month', 'time', 'week',
]);

/** True when Backspace edits text at the target: a text-like input, a textarea or editable content. */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest?.('[contenteditable=""], [contenteditable="true"]')) return true;
  if (element.tagName === 'TEXTAREA') return !(element as HTMLTextAreaElement).readOnly;
  if (element.tagName !== 'INPUT') return false;
  const input = element as HTMLInputElement;
  return TEXT_INPUT_TYPES.has(input.type.toLowerCase()) && !input.readOnly && !input.disabled;
}

/** Discovery §2: Backspace is blocked outside text inputs (old browsers navigated back on it). */
export function shouldBlockBackspace(event: Pick<KeyboardEvent, 'key' | 'target' | 'composedPath'>): boolean {
  if (event.key !== 'Backspace') return false;
  // Inside a shadow root the event is retargeted to the host: look at the real origin.
  const origin = event.composedPath?.()[0] ?? event.target;
  return !isTextEntryTarget(origin);
}

/** Installs the Backspace guard on the document while the calling component is mounted. */
export function useBlockBackspace(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldBlockBackspace(event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
