import { describe, expect, it } from 'vitest';
import { eventLabels as l } from '@studyatlas/core';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * <sa-search-panel> in its shadow root, against the real API server with the small seeded catalogue
 * (a child process): the tabs' forms, and a tab's results opening inside the panel.
 */

const server = elementSuite();

function button(element: HTMLElement, name: string): HTMLButtonElement {
  const found = [...shadow(element).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}" in <${element.localName}>: ${textOf(element)}`);
  return found;
}

const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
};

describe('<sa-search-panel>', () => {
  it('shows the Friends gate and the Courses form', async () => {
    const panel = place(`<sa-search-panel api-base="${server().url}"></sa-search-panel>`);
    await until(() => shadow(panel).querySelector('form.sa-course-search-form'));
    const tabs = [...shadow(panel).querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toContain('Friends');
    expect(tabs).toContain('Courses');
  });
});

describe('<sa-search-panel> E tab', () => {
  it('searches events and opens the list inside the panel', async () => {
    const user = setupUser();
    const panel = place(`<sa-search-panel api-base="${server().url}"></sa-search-panel>`);
    const tab = await until(() => [...shadow(panel).querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.dataset.tab === 'E'));
    await user.click(tab);
    const country = await until(() => shadow(panel).querySelector<HTMLSelectElement>('form.sa-event-search-form select[name="country_fk"]'));
    await until(() => country.options.length > 1);
    choose(country, country.options[1]!.value);
    await user.click(button(panel, l.search));
    await until(() => shadow(panel).querySelector('.sa-event-list'));
    expect(shadow(panel).querySelector('[role="tablist"]')).toBeNull();
  });
});
