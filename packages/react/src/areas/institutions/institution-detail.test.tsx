import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $rememberedSearches, $loginDialog, ApiError, format, getClient, institutions, messages, setDetailOrigin, signIn, truncate, institutionMessages, httpMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { descriptionOf, field } from '../../../test/queries.js';
import { verifiedMember } from '../../../test/members.js';
import { EMPTY_INSTITUTION_FILTER, instituteFilter, institutionSearch } from '@studyatlas/core';
import { InstitutionDetail } from './institution-detail.js';
import { institutionLabels as t } from '@studyatlas/core';

// The remembered searches live in a persistent store that unsubscribes from window events 1 s after
// its last reader; kept mounted here so that never happens after the test environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));

afterEach(() => {
  institutionSearch.clear();
  vi.restoreAllMocks();
});

/** An institution of the seeded catalogue, read through the API, preferring one with a long description and agents. */
async function anInstitution() {
  const { rows } = await getClient().call(institutions.instSearchData, { body: instituteFilter(EMPTY_INSTITUTION_FILTER) });
  const details = await Promise.all(rows.map((row) => getClient().call(institutions.instDetail, { query: { legalFk: row.legalFk } })));
  const scored = details.map((detail) => ({ detail, score: Number(detail.description.length > 200) * 2 + Number(detail.counts.agents > 0) + Number(detail.counts.scholarships > 0) }));
  return scored.sort((a, b) => b.score - a.score)[0]!.detail;
}

const trigger = (title: RegExp | string) => screen.getByRole('button', { name: title });

describe('InstitutionDetail', () => {
  it('shows the institution in accordion sections with expand all, collapse all and read more', async () => {
    const detail = await anInstitution();
    const agents = await getClient().call(institutions.repAgent, { body: { legalFk: detail.legalFk, rowFrom: 0, rowTo: 1000 } });
    const scholarships = await getClient().call(institutions.scholarships, { query: { legalFk: detail.legalFk } });
    const { user } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);

    expect(await screen.findByRole('heading', { name: detail.name, level: 2 })).toBeTruthy();
    for (const title of [
      t.overview,
      `${t.campuses} (${detail.campuses.length})`,
      `${t.scholarships} (${scholarships.rows.length})`,
      new RegExp(`^${t.forms} \\(\\d+\\)$`),
      `${t.agents} (${agents.rows.length})`,
      `${t.events} (${detail.events.length})`,
      t.contact,
    ]) {
      expect(trigger(title)).toBeTruthy();
    }
    expect(trigger(t.overview).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(t.contact).getAttribute('aria-expanded')).toBe('false');

    expect(detail.description.length).toBeGreaterThan(200);
    expect(screen.getByText(truncate(detail.description, 200))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.readMore }));
    expect(screen.getByText(detail.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.readLess })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: messages.expandAll }));
    for (const button of document.querySelectorAll('.sa-accordion-trigger')) expect(button.getAttribute('aria-expanded')).toBe('true');
    const campusPanel = document.getElementById(trigger(`${t.campuses} (${detail.campuses.length})`).getAttribute('aria-controls')!)!;
    for (const campus of detail.campuses) expect(within(campusPanel).getAllByText(campus.name).length).toBeGreaterThan(0);
    await waitFor(() => expect(campusPanel.querySelectorAll('.sa-map-pin')).toHaveLength(detail.campuses.length));
    const agentsPanel = document.getElementById(trigger(`${t.agents} (${agents.rows.length})`).getAttribute('aria-controls')!)!;
    for (const agent of agents.rows) expect(agentsPanel.textContent).toContain(agent.agentName);

    await user.click(screen.getByRole('button', { name: messages.collapseAll }));
    for (const button of document.querySelectorAll('.sa-accordion-trigger')) expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the print view with instDetailPrint, prints, and closes it again', async () => {
    const detail = await anInstitution();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const printData = await getClient().call(institutions.instDetailPrint, { query: { legalFk: detail.legalFk } });
    const { user } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);
    await screen.findByRole('heading', { name: detail.name });

    await user.click(screen.getByRole('button', { name: t.print }));
    const view = await screen.findByRole('article', { name: `${t.print}: ${detail.name}` });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(view.textContent).toContain(detail.description);
    for (const campus of printData.campuses) expect(view.textContent).toContain(campus.name);
    for (const agent of printData.agents) expect(view.textContent).toContain(agent.agentName);
    for (const scholarship of printData.scholarships) expect(view.textContent).toContain(scholarship.name);
    expect(document.querySelector('.sa-accordion')).toBeNull();

    await user.click(within(view).getByRole('button', { name: t.printNow }));
    expect(print).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: t.closePrint }));
    expect(await screen.findByRole('button', { name: messages.expandAll })).toBeTruthy();
  });

  it('goes back to the search when opened from the list', async () => {
    const detail = await anInstitution();
    setDetailOrigin('/findInst/list');
    const { user, navigate } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);
    await screen.findByRole('heading', { name: detail.name });
    await user.click(screen.getByRole('button', { name: messages.back }));
    expect(navigate).toHaveBeenCalledWith('/findInst/list');
  });

  it("shows the server's message for an unknown institution", async () => {
    renderWithProvider(<InstitutionDetail legalFk={999_999} />);
    expect(await screen.findByText(institutionMessages.instNotFound)).toBeTruthy();
  });

  it('lets a signed-out visitor send the public enquiry (connectPublic) with inline messages from the catalogue', async () => {
    const detail = await anInstitution();
    const { user } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);
    await screen.findByRole('heading', { name: detail.name });
    await user.click(trigger(t.contact));
    const form = screen.getByRole('form', { name: t.connectMe });
    expect(within(form).getByText(t.connectPublicIntro)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: t.send }));
    expect(field(t.yourName).error).toBe(institutionMessages.connectNameRequired);
    expect(field(t.email).error).toBe(institutionMessages.connectEmailRequired);
    expect(field(t.subject).error).toBe(institutionMessages.connectSubjectRequired);
    expect(descriptionOf(within(form).getByLabelText(new RegExp(`^${t.message}`)))).toBe(institutionMessages.connectNoteRequired);
    expect(document.activeElement).toBe(field(t.yourName).input);

    await user.type(field(t.yourName).input, 'Lee Visitor');
    await user.type(field(t.email).input, 'lee@');
    expect(field(t.email).error).toBe(institutionMessages.connectInvalidEmail);
    await user.type(field(t.email).input, 'example.org');
    expect(field(t.email).error).toBe('');
    await user.type(field(t.phone).input, '+61 (0)400-111');
    expect(field(t.phone).input.value).toBe('610400111'); // digits only
    await user.type(field(t.subject).input, 'Entry requirements');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.message}`)), 'Which English test do you accept?');
    await user.click(within(form).getByRole('button', { name: t.send }));
    expect(await within(form).findByText(institutionMessages.requestSent)).toBeTruthy();
    expect($loginDialog.get().open).toBe(false);
  });

  it("shows the server's message when the public enquiry is refused", async () => {
    const detail = await anInstitution();
    const { user } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);
    await screen.findByRole('heading', { name: detail.name });
    await user.click(trigger(t.contact));
    const form = screen.getByRole('form', { name: t.connectMe });
    await user.type(field(t.yourName).input, 'Lee');
    await user.type(field(t.email).input, 'lee@example.org');
    await user.type(field(t.subject).input, 'Fees');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.message}`)), 'How much?');
    vi.spyOn(getClient(), 'call').mockRejectedValueOnce(new ApiError(429, httpMessages.tooManyRequests));
    await user.click(within(form).getByRole('button', { name: t.send }));
    expect(await within(form).findByText(httpMessages.tooManyRequests)).toBeTruthy();
    expect(within(form).queryByText(institutionMessages.requestSent)).toBeNull();
  });

  it('offers a member the sign-in, then sends the enquiry as the member (ConnectMe/CUpsert) without name or e-mail', async () => {
    const detail = await anInstitution();
    const member = await verifiedMember();
    const { user } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);
    await screen.findByRole('heading', { name: detail.name });
    await user.click(trigger(t.contact));

    await user.click(screen.getByRole('button', { name: t.connectSignIn }));
    expect($loginDialog.get().open).toBe(true);
    await act(() => signIn(member.email, member.password));
    act(() => $loginDialog.set({ open: false }));
    const form = await screen.findByRole('form', { name: t.connectMe });
    await waitFor(() => expect(within(form).getByText(t.connectIntro)).toBeTruthy());
    expect(within(form).queryByLabelText(new RegExp(`^${t.yourName}`))).toBeNull();

    await user.click(within(form).getByRole('button', { name: t.send }));
    expect(field(t.subject).error).toBe(institutionMessages.connectSubjectRequired);
    await user.type(field(t.subject).input, 'Entry requirements');
    await user.type(within(form).getByLabelText(new RegExp(`^${t.message}`)), 'Which English test do you accept?');
    const calls = vi.spyOn(getClient(), 'call');
    await user.click(within(form).getByRole('button', { name: t.send }));
    expect(await within(form).findByText(institutionMessages.requestSent)).toBeTruthy();
    expect(calls.mock.calls.map(([call]) => call.id)).toContain('connectMe');
  });

  it('browses the form categories down to the forms, with a link to the form finder', async () => {
    const { rows } = await getClient().call(institutions.instSearchData, { body: instituteFilter(EMPTY_INSTITUTION_FILTER) });
    const details = await Promise.all(rows.map((row) => getClient().call(institutions.instDetail, { query: { legalFk: row.legalFk } })));
    const detail = details.find((candidate) => candidate.counts.forms > 0);
    expect(detail).toBeDefined();
    const legalFk = detail!.legalFk;
    const top = await getClient().call(institutions.formCategoryPublic, { query: { legalFk, categoryFk: null } });
    expect(top.categories.length).toBeGreaterThan(0);
    const { user, navigate } = renderWithProvider(<InstitutionDetail legalFk={legalFk} />);
    await screen.findByRole('heading', { name: detail!.name });
    const section = trigger(new RegExp(`^${t.forms} \\(${top.categories.length}\\)$`));
    await user.click(section);
    const panel = document.getElementById(section.getAttribute('aria-controls')!)!;

    const finder = within(panel).getByRole('link', { name: t.openFormFinder });
    expect(finder.getAttribute('href')).toBe(`/findForm/list/${legalFk}`);

    // Open categories from the top down (the first one each time) until a category holds forms.
    let category = top.categories[0]!;
    let reachedForms = false;
    for (let depth = 0; depth < 8 && !reachedForms; depth++) {
      const button = within(panel).getByRole('button', { name: `${category.name} ${format(t.formCount, { count: category.formCount })}` });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const contents = await getClient().call(institutions.formSubCategoryPublic, { query: { legalFk, categoryFk: category.categoryFk } });
      const region = document.getElementById(button.getAttribute('aria-controls')!)!;
      if (contents.forms.length > 0) {
        const list = await within(region).findByRole('list', { name: format(t.formsOfCategory, { name: category.name }) });
        expect([...list.querySelectorAll('.sa-find-form-name')].map((name) => name.textContent)).toEqual(contents.forms.map((form) => form.name));
        await user.click(button);
        expect(button.getAttribute('aria-expanded')).toBe('false');
        expect(region.hidden).toBe(true);
        reachedForms = true;
        continue;
      }
      expect(contents.categories.length).toBeGreaterThan(0);
      category = contents.categories[0]!;
      await within(region).findByRole('button', { name: `${category.name} ${format(t.formCount, { count: category.formCount })}` });
    }

    expect(reachedForms).toBe(true);
    await user.click(finder);
    expect(navigate).toHaveBeenLastCalledWith(`/findForm/list/${legalFk}`);
  });
});
