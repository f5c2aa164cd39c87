import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';

/** The text of everything that describes a field (its hint and its inline error). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** Matches a label's text, ignoring the required mark ' *'. */
export const labelled = (label: string) => (content: string) => content.replace(/\s*\*$/, '').trim() === label;

/** The input labelled `label`, its inline message and whether it is marked invalid. */
export function field(label: string): { input: HTMLInputElement; error: string; invalid: boolean } {
  const input = screen.getByLabelText(labelled(label), { selector: 'input' }) as HTMLInputElement;
  return { input, error: descriptionOf(input), invalid: input.getAttribute('aria-invalid') === 'true' };
}

/** Text of every alert shown (inline errors and form errors). */
export const alerts = (): string[] => screen.queryAllByRole('alert').map((el) => el.textContent ?? '');

/**
 * The form names of the controls marked required (' *' after a label or a radio group's legend), in
 * document order: what a test compares with the paths its core rule requires.
 */
export function requiredMarkNames(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('.sa-required-mark')].map((mark) => {
    const label = mark.closest('label');
    const control = label?.htmlFor ? root.querySelector(`[id="${label.htmlFor}"]`) : mark.closest('fieldset')?.querySelector('input');
    return control?.getAttribute('name') ?? '(no control)';
  });
}

/** The Success notice (a status message, not a dialog) that says `message`, once it shows. */
export async function findNotice(message: string): Promise<HTMLElement> {
  // The popup host loads with the first popup: the region is looked for afresh every time.
  return waitFor(
    () => {
      const found = screen
        .queryAllByRole('status')
        .flatMap((region) => [...region.querySelectorAll<HTMLElement>('.sa-notice')])
        .find((notice) => notice.textContent?.includes(message));
      if (!found) throw new Error(`no notice "${message}"`);
      return found;
    },
    { timeout: 5000 },
  );
}

/** Closes the Success notice that says `message` with its Dismiss button (a notice never blocks: this only tidies). */
export async function dismissNotice(user: { click: (element: Element) => Promise<void> }, message: string): Promise<void> {
  const notice = await findNotice(message);
  await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(notice.isConnected).toBe(false));
}

/**
 * Waits for the option that reads `name` in a drop-down list inside `container`. (A role query over
 * the options of every country list computes hundreds of accessible names on each try: seconds in jsdom.)
 */
export function findOption(container: ParentNode, name: string): Promise<HTMLOptionElement> {
  return waitFor(() => {
    const found = [...container.querySelectorAll('option')].find((option) => option.textContent?.trim() === name);
    if (!found) throw new Error(`no option "${name}"`);
    return found;
  });
}

/** The texts of the options of a drop-down list. */
export const optionTexts = (select: ParentNode): string[] => [...select.querySelectorAll('option')].map((option) => option.textContent ?? '');
