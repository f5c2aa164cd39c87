import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $rememberedSearches, $loginDialog, getClient, institutions, messages, setDetailOrigin, signIn, truncate } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { verifiedMember } from '../../../test/members.js';
import { EMPTY_INSTITUTION_FILTER, instituteFilter, institutionSearch } from './api.js';
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
    await user.click(screen.getByRole('button', { name: `‹ ${t.back}` }));
    expect(navigate).toHaveBeenCalledWith('/findInst/list');
  });

  it("shows the server's message for an unknown institution", async () => {
    renderWithProvider(<InstitutionDetail legalFk={999_999} />);
    expect(await screen.findByText(messages.instNotFound)).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in before connecting, and sends the enquiry once signed in', async () => {
    const detail = await anInstitution();
    const member = await verifiedMember();
    const { user } = renderWithProvider(<InstitutionDetail legalFk={detail.legalFk} />);
    await screen.findByRole('heading', { name: detail.name });
    await user.click(trigger(t.contact));

    await user.click(screen.getByRole('button', { name: t.send }));
    expect(field(t.subject).error).toBe(messages.connectSubjectRequired);
    await user.type(field(t.subject).input, 'Entry requirements');
    await user.type(screen.getByLabelText(new RegExp(`^${t.message}`)), 'Which English test do you accept?');
    await user.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect($loginDialog.get().open).toBe(true));
    expect(screen.queryByText(messages.requestSent)).toBeNull();

    await act(() => signIn(member.email, member.password));
    act(() => $loginDialog.set({ open: false }));
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(messages.requestSent)).toBeTruthy();
  });
});
