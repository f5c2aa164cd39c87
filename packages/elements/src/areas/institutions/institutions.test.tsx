import { describe, expect, it } from 'vitest';
import { EMPTY_INSTITUTION_FILTER, getClient, instituteFilter, institutions, messages, institutionMessages } from '@studyatlas/core';
import { institutionLabels as t } from '@studyatlas/core';
import { leafletCss } from '@studyatlas/react';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * The institution elements in their shadow roots, against the real API server with the small seeded
 * catalogue (a child process): what a visitor of a partner page sees and clicks.
 */

const server = elementSuite();

/** Every stylesheet of a shadow root: adopted sheets, or <style> elements where adoption is missing. */
function sheetsOf(root: ShadowRoot): string[] {
  const adopted = (root.adoptedStyleSheets ?? []).map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
  return [...adopted, ...[...root.querySelectorAll('style')].map((style) => style.textContent ?? '')];
}

const button = (element: HTMLElement, name: string) =>
  [...shadow(element).querySelectorAll<HTMLElement>('button')].find((candidate) => candidate.textContent?.trim() === name);

describe('<sa-institution-detail>', () => {
  it('renders the institution in its shadow root with the theme and Leaflet stylesheets adopted', async () => {
    const { rows } = await getClient().call(institutions.instSearchData, { body: instituteFilter(EMPTY_INSTITUTION_FILTER, 0, 1) });
    const first = rows[0]!;
    const detail = place(`<sa-institution-detail api-base="${server().url}" legal-id="${first.legalFk}" tile-url="http://127.0.0.1:9/{z}/{x}/{y}.png"></sa-institution-detail>`);
    await until(() => shadow(detail).querySelector('.sa-find-title')?.textContent === first.name);

    const sheets = sheetsOf(shadow(detail)).join('\n');
    expect(sheets).toContain('.leaflet-container');
    expect(sheets).toContain('.sa-find-detail');
    expect(sheets).toContain('--sa-color-primary');
    expect(leafletCss).toContain('.leaflet-popup-content');
    expect(textOf(detail)).toContain(t.overview);
    expect(document.head.querySelector('style')).toBeNull();

    const user = setupUser();
    await user.click(button(detail, messages.expandAll)!);
    for (const trigger of shadow(detail).querySelectorAll('.sa-accordion-trigger')) expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const { campuses } = await getClient().call(institutions.instDetail, { query: { legalFk: first.legalFk } });
    await until(() => shadow(detail).querySelectorAll('.leaflet-container .sa-map-pin').length === campuses.length);
  });

  it("shows the server's message for an unknown legal id", async () => {
    const detail = place(`<sa-institution-detail api-base="${server().url}" legal-id="999999"></sa-institution-detail>`);
    await until(() => textOf(detail).includes(institutionMessages.instNotFound));
  });
});

describe('<sa-institution-search>', () => {
  it('searches, lists, opens a detail and comes back inside the widget without touching the page URL', async () => {
    const user = setupUser();
    const pageUrl = location.href;
    const search = place(`<sa-institution-search api-base="${server().url}" tile-url="http://127.0.0.1:9/{z}/{x}/{y}.png"></sa-institution-search>`);
    await until(() => button(search, t.search));
    await user.click(button(search, t.search)!);
    await until(() => textOf(search).includes('institutions found'));
    const link = shadow(search).querySelector<HTMLAnchorElement>('.sa-find-row-name')!;
    const name = link.textContent!;
    await user.click(link);
    await until(() => shadow(search).querySelector('.sa-find-title')?.textContent === name);
    expect(location.href).toBe(pageUrl);

    await user.click(button(search, `‹ ${messages.back}`)!);
    await until(() => textOf(search).includes('institutions found'));
    await user.click(button(search, t.viewMap)!);
    await until(() => shadow(search).querySelector('.sa-map-cluster'));
    expect(location.href).toBe(pageUrl);
  });
});
