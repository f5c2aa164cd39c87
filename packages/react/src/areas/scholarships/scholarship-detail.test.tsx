import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $rememberedSearches, courseSearch, format, getClient, institutions, messages, scholarshipDetail, scholarshipLabels as l, scholarshipSearch, searchScholarships, setDetailOrigin, truncate, type ScholarshipDetail as Detail, scholarshipMessages, favouriteMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { InstitutionDetail } from '../institutions/institution-detail.js';
import { ScholarshipDetail } from './scholarship-detail.js';

// The remembered searches live in a persistent store that unsubscribes from window events 1 s after
// its last reader; kept mounted here so that never happens after the test environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));

afterEach(() => {
  scholarshipSearch.clear();
  courseSearch.clear();
  setDetailOrigin(null);
  vi.restoreAllMocks();
});

/** A scholarship of the seeded catalogue with a description over 200 characters and courses it applies to. */
async function aScholarship(): Promise<Detail> {
  const { rows } = await searchScholarships({ from: 0, to: 100, currentPage: 1 });
  const details = await Promise.all(rows.map((row) => scholarshipDetail(row.schId)));
  const found = details.find((d) => d.description.length > 200 && d.courses.count > 0);
  if (!found) throw new Error('the test catalogue has no scholarship with a long description and courses');
  return found;
}

const trigger = (title: string) => screen.getByRole('button', { name: title });

describe('ScholarshipDetail', () => {
  it('shows the scholarship in accordion sections with expand all, collapse all and read more', async () => {
    const detail = await aScholarship();
    const { user } = renderWithProvider(<ScholarshipDetail schId={detail.schId} />);

    expect(await screen.findByRole('heading', { name: detail.name, level: 2 })).toBeTruthy();
    expect(screen.getByText(detail.institutionName, { selector: '.sa-sch-detail-title span' })).toBeTruthy();
    const titles = [l.overview, l.eligibility, l.institutionSection, `${l.courses} (${detail.courses.count})`];
    expect([...document.querySelectorAll('.sa-accordion-trigger')].map((b) => b.textContent)).toEqual(titles);
    expect(trigger(l.overview).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(l.eligibility).getAttribute('aria-expanded')).toBe('false');

    expect(screen.getByText(truncate(detail.description, 200))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.readMore }));
    expect(screen.getByText(detail.description)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.readLess }));
    expect(screen.getByText(truncate(detail.description, 200))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: messages.expandAll }));
    for (const button of document.querySelectorAll('.sa-accordion-trigger')) expect(button.getAttribute('aria-expanded')).toBe('true');
    const eligibility = document.getElementById(trigger(l.eligibility).getAttribute('aria-controls')!)!;
    expect(eligibility.textContent).toContain(detail.country);
    expect(eligibility.textContent).toContain(detail.awardGroup ?? l.anyLevel);
    const institution = document.getElementById(trigger(l.institutionSection).getAttribute('aria-controls')!)!;
    expect(within(institution).getByRole('link', { name: detail.institutionName }).getAttribute('href')).toBe(`/instdetail/${detail.legalFk}`);
    expect(screen.getByText(format(l.courseCount, { count: detail.courses.count, institution: detail.institutionName }))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: messages.collapseAll }));
    for (const button of document.querySelectorAll('.sa-accordion-trigger')) expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the courses it applies to: the course search with scholFk and scholLegalFk, then the course list', async () => {
    const detail = await aScholarship();
    const { user, navigate } = renderWithProvider(<ScholarshipDetail schId={detail.schId} />);
    await screen.findByRole('heading', { name: detail.name });
    await user.click(trigger(`${l.courses} (${detail.courses.count})`));
    await user.click(screen.getByRole('button', { name: l.viewCourses }));

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/findCourse/list?country_fk=${detail.countryId}&scholFk=${detail.schId}&scholLegalFk=${detail.legalFk}&by=CN&sort=N`,
      ),
    );
    const state = courseSearch.$state.get();
    expect(state.filter).toMatchObject({ scholFk: detail.schId, scholLegalFk: detail.legalFk, country_fk: detail.countryId });
    expect(state.total).toBe(detail.courses.count);
    expect(state.rows.every((row) => row.legalFk === detail.legalFk)).toBe(true);
  });

  it('opens the print view with PrintScholarDetail, prints, and closes it again', async () => {
    const detail = await aScholarship();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProvider(<ScholarshipDetail schId={detail.schId} />);
    await screen.findByRole('heading', { name: detail.name });

    await user.click(screen.getByRole('button', { name: l.print }));
    const view = await screen.findByRole('article', { name: `${l.print}: ${detail.name}` });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(view.textContent).toContain(detail.description);
    expect(view.textContent).toContain(detail.institutionName);
    expect(document.querySelector('.sa-accordion')).toBeNull();

    await user.click(within(view).getByRole('button', { name: messages.printNow }));
    expect(print).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: messages.closePrint }));
    expect(await screen.findByRole('button', { name: messages.expandAll })).toBeTruthy();
  });

  it('goes back to the list when opened from it, otherwise to the previous page', async () => {
    const detail = await aScholarship();
    setDetailOrigin('/findSch/list');
    const first = renderWithProvider(<ScholarshipDetail schId={detail.schId} />);
    await screen.findByRole('heading', { name: detail.name });
    await first.user.click(screen.getByRole('button', { name: messages.back }));
    expect(first.navigate).toHaveBeenCalledWith('/findSch/list');
    first.unmount();

    const historyBack = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const second = renderWithProvider(<ScholarshipDetail schId={detail.schId} />);
    await screen.findByRole('heading', { name: detail.name });
    await second.user.click(screen.getByRole('button', { name: messages.back }));
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(second.navigate).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in from the favourite heart', async () => {
    const detail = await aScholarship();
    const { user } = renderWithProvider(<ScholarshipDetail schId={detail.schId} />);
    await screen.findByRole('heading', { name: detail.name });
    const heart = screen.getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: detail.name }) });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect($loginDialog.get().open).toBe(true);
  });

  it("shows the server's message for an unknown scholarship", async () => {
    renderWithProvider(<ScholarshipDetail schId={999_999} />);
    expect(await screen.findByText(scholarshipMessages.scholarshipNotFound)).toBeTruthy();
  });
});

describe('InstitutionDetail scholarships', () => {
  it('link each scholarship to /schdetail/:schId', async () => {
    const detail = await aScholarship();
    const { rows } = await getClient().call(institutions.scholarships, { query: { legalFk: detail.legalFk } });
    const { user } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Scholarships \\(${rows.length}\\)$`) }));
    for (const row of rows) expect(screen.getByRole('link', { name: row.name }).getAttribute('href')).toBe(`/schdetail/${row.schId}`);
  });
});
