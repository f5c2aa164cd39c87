import { describe, expect, it } from 'vitest';
import { $loginDialog, format, messages, scholarshipDetail, scholarshipFilterData, scholarshipLabels as l, searchScholarships, scholarshipMessages, favouriteMessages } from '@studyatlas/core';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * The scholarship elements in their shadow roots, against the real API server with the small seeded
 * catalogue (a child process): what a visitor of a partner page sees and clicks.
 */

const server = elementSuite();

function button(element: HTMLElement, name: string): HTMLButtonElement {
  const found = [...shadow(element).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}" in <${element.localName}>: ${textOf(element)}`);
  return found;
}

const rowNames = (element: HTMLElement) => [...shadow(element).querySelectorAll('.sa-sch-row-name')].map((link) => link.textContent);

describe('<sa-scholarship-search>', () => {
  it('scoped with institution=…, lists that institution’s scholarships, opens one and comes back without touching the page URL', async () => {
    const user = setupUser();
    const pageUrl = location.href;
    const institution = (await scholarshipFilterData()).institutions[0]!;
    const expected = await searchScholarships({ legal_fk: institution.legalFk, from: 0, to: 10, currentPage: 1 });
    const widget = place(`<sa-scholarship-search api-base="${server().url}" institution="${institution.legalFk}"></sa-scholarship-search>`);
    const select = await until(() => shadow(widget).querySelector<HTMLSelectElement>('select[name="legal_fk"]'));
    await until(() => select.value === String(institution.legalFk));
    expect(select.disabled).toBe(true);
    expect(document.body.querySelector('form')).toBeNull(); // nothing leaks into the page

    await user.click(button(widget, l.search));
    await until(() => rowNames(widget).length === expected.rows.length);
    expect(rowNames(widget)).toEqual(expected.rows.map((row) => row.name));
    expect(textOf(widget)).toContain(format(l.resultsTotal, { total: expected.total }));

    const first = expected.rows[0]!;
    await user.click(shadow(widget).querySelector<HTMLAnchorElement>('.sa-sch-row-name')!);
    await until(() => shadow(widget).querySelector('.sa-sch-detail-title h2')?.textContent === first.name);
    expect(location.href).toBe(pageUrl);

    await user.click(button(widget, `‹ ${messages.back}`));
    await until(() => rowNames(widget).length === expected.rows.length);
    expect(location.href).toBe(pageUrl);
  });

  it("shows 'No records found' when nothing matches", async () => {
    const user = setupUser();
    const widget = place(`<sa-scholarship-search api-base="${server().url}"></sa-scholarship-search>`);
    const keyword = await until(() => shadow(widget).querySelector<HTMLInputElement>('input[name="keyWord"]'));
    await user.type(keyword, 'zzqx no such scholarship');
    await user.click(button(widget, l.search));
    await until(() => textOf(widget).includes(messages.noRecords));
  });
});

describe('<sa-scholarship-detail>', () => {
  it('shows the scholarship of its sch-id with expand-all, and the login dialog from the heart while signed out', async () => {
    const user = setupUser();
    const { rows } = await searchScholarships({ from: 0, to: 1, currentPage: 1 });
    const detail = await scholarshipDetail(rows[0]!.schId);
    const widget = place(`<sa-scholarship-detail api-base="${server().url}" sch-id="${detail.schId}"></sa-scholarship-detail>`);
    await until(() => shadow(widget).querySelector('.sa-sch-title')?.textContent === detail.name);
    expect(textOf(widget)).toContain(detail.institutionName);

    await user.click(button(widget, messages.expandAll));
    for (const trigger of shadow(widget).querySelectorAll('.sa-accordion-trigger')) expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(textOf(widget)).toContain(detail.country);

    const heart = shadow(widget).querySelector<HTMLButtonElement>('.sa-favourite-toggle')!;
    expect(heart.getAttribute('aria-label')).toBe(format(favouriteMessages.favouriteToggle, { name: detail.name }));
    await user.click(heart);
    await until(() => $loginDialog.get().open);
  });

  it("shows the server's message for an unknown sch-id", async () => {
    const widget = place(`<sa-scholarship-detail api-base="${server().url}" sch-id="999999"></sa-scholarship-detail>`);
    await until(() => textOf(widget).includes(scholarshipMessages.scholarshipNotFound));
  });
});
