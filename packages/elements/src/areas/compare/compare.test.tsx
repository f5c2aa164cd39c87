import { describe, expect, it } from 'vitest';
import { $compare, addToCompare, compareMessages } from '@studyatlas/core';
import type { CompareDetail } from './index.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * <sa-compare> and <sa-compare-tray> in their shadow roots, against the real API server (an empty
 * catalogue: what they render without course details).
 */

const server = elementSuite();

const button = (element: HTMLElement, name: string) =>
  [...shadow(element).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name)!;

const course = (n: number) => ({ courseId: n, campusId: 1, intakeId: n, name: `Course ${n}` });

describe('<sa-compare>', () => {
  it('renders in its shadow root and follows the shared selection', async () => {
    const compare = place(`<sa-compare api-base="${server().url}"></sa-compare>`);
    const alert = await until(() => shadow(compare).querySelector('[role="alert"]'));
    expect(alert.textContent).toBe('Please select more than one course.');
    expect(shadow(compare).querySelector('.sa-root.sa-compare h2')?.textContent).toBe(compareMessages.compareTitle);
    // The comparison's styles are inside the widget.
    expect([...shadow(compare).querySelectorAll('style')].some((style) => style.textContent?.includes('.sa-compare-table'))).toBe(true);

    addToCompare(course(1));
    addToCompare(course(2));
    await until(() => shadow(compare).querySelector('table'));
    expect([...shadow(compare).querySelectorAll('thead th')].map((th) => th.querySelector('a')?.textContent)).toEqual(['Course 1', 'Course 2']);
  });
});

describe('<sa-compare-tray>', () => {
  it('counts the selection and fires sa-compare with 2 to 10 courses', async () => {
    const user = setupUser();
    const tray = place(`<sa-compare-tray api-base="${server().url}"></sa-compare-tray>`);
    await until(() => textOf(tray).includes('0 of 10 courses selected'));
    addToCompare(course(1));
    await until(() => textOf(tray).includes('1 of 10 courses selected'));
    await user.click(button(tray, compareMessages.compareAction));
    await until(() => textOf(tray).includes(compareMessages.compareMinimum));

    addToCompare(course(2));
    const fired = new Promise<CustomEvent<CompareDetail>>((resolve) =>
      document.addEventListener('sa-compare', (event) => resolve(event as CustomEvent<CompareDetail>), { once: true }),
    );
    await until(() => textOf(tray).includes('2 of 10 courses selected'));
    await user.click(button(tray, compareMessages.compareAction));
    expect((await fired).detail.entries).toEqual([course(1), course(2)].map((entry) => ({ ...entry, locale: 'en' })));
    expect($compare.get()).toHaveLength(2);
  });
});
