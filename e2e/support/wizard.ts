import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationWizardLabels as wizard } from '@studyatlas/core';

/** The online application wizard's heading: the current step's name. */
export const stepHeading = (page: Page) => page.locator('.sa-apply-step-title');

/**
 * From the wizard's current step to a submitted application, by its buttons: Next through every step
 * up to the summary, the declaration accepted, Submit; it ends on My applications. `onStep` sees each
 * step's heading once its buttons are there (the declaration's after it is accepted). For applications
 * whose courses ask no questionnaire (its own buttons: e2e/member-apply.test.ts).
 */
export async function applyThroughWizard(page: Page, onStep: (heading: string) => Promise<void> = async () => undefined): Promise<void> {
  for (let seen = 0; ; seen++) {
    const heading = (await stepHeading(page).textContent()) ?? '';
    expect(Object.values(wizard.steps)).toContain(heading);
    await page.getByRole('button', { name: wizard.next, exact: true }).waitFor();
    await onStep(heading);
    if (heading === wizard.steps.AS) break;
    expect(seen, 'steps before the summary').toBeLessThan(8);
    await page.getByRole('button', { name: wizard.next, exact: true }).click();
    await expect.poll(() => stepHeading(page).textContent()).not.toBe(heading);
  }
  await page.getByRole('button', { name: wizard.next, exact: true }).click();
  await expect.poll(() => stepHeading(page).textContent()).toBe(wizard.steps.DC);
  await page.getByRole('checkbox', { name: wizard.accept }).check();
  await onStep(wizard.steps.DC);
  await page.getByRole('button', { name: wizard.submit, exact: true }).click();
  await page.waitForURL(/\/apps/);
}
