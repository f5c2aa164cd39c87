import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $rememberedSearches, agentLabels as t, institutionLabels, agents, format, getClient, messages, setDetailOrigin, signIn, agentMessages, favouriteMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { agentSearch } from '@studyatlas/core';
import { AgentDetail } from './agent-detail.js';
import { InstitutionDetail } from '../institutions/institution-detail.js';

beforeAll(() => void $rememberedSearches.listen(() => undefined));

afterEach(() => agentSearch.clear());

/** The agent of the seeded catalogue representing the most institutions (more than 5, so its list pages). */
async function anAgent() {
  const { agents: all } = await getClient().call(agents.agentFilterData);
  const details = await Promise.all(all.map((agent) => getClient().call(agents.agentDetail, { query: { legalFk: agent.id, locationFk: null } })));
  return details.sort((a, b) => b.institutions.length - a.institutions.length)[0]!;
}

const trigger = (title: string) => screen.getByRole('button', { name: title });
const institutionNames = () => [...document.querySelectorAll('[part="agent-institution"] a')].map((link) => link.textContent);

describe('AgentDetail', () => {
  it('shows the agent in accordions: locations, professional bodies, institutions represented (paged by 5 or 10), contacts', async () => {
    const detail = await anAgent();
    expect(detail.institutions.length).toBeGreaterThan(5);
    const { user, navigate } = renderWithProvider(<AgentDetail legalFk={detail.legalFk} />);

    expect(await screen.findByRole('heading', { name: detail.agentName, level: 2 })).toBeTruthy();
    for (const title of [t.overview, `${t.locations} (${detail.locations.length})`, `${t.professionalBodies} (${detail.professionalBodies.length})`, `${t.institutions} (${detail.institutions.length})`, t.contacts]) {
      expect(trigger(title)).toBeTruthy();
    }
    // Institutions represented: open, 5 rows a page, with their place; 10 on asking.
    expect(trigger(`${t.institutions} (${detail.institutions.length})`).getAttribute('aria-expanded')).toBe('true');
    expect(institutionNames()).toEqual(detail.institutions.slice(0, 5).map((i) => i.name));
    const first = detail.institutions[0]!;
    expect(screen.getByText([first.city, first.state, first.country].join(', '))).toBeTruthy();
    const paging = screen.getByRole('navigation', { name: t.institutions });
    const size = within(paging).getByLabelText(messages.pageSize) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['5', '10']);
    await user.selectOptions(size, '10');
    expect(institutionNames()).toEqual(detail.institutions.slice(0, 10).map((i) => i.name));
    await user.selectOptions(size, '5');
    await user.click(within(paging).getByRole('button', { name: 'Page 2' }));
    expect(institutionNames()).toEqual(detail.institutions.slice(5, 10).map((i) => i.name));
    // An institution links to its detail.
    await user.click(screen.getByRole('link', { name: detail.institutions[5]!.name }));
    expect(navigate).toHaveBeenLastCalledWith(`/instdetail/${detail.institutions[5]!.legalFk}`);

    await user.click(trigger(`${t.locations} (${detail.locations.length})`));
    const head = detail.locations[0]!;
    expect(screen.getByText(head.name)).toBeTruthy();
    if (head.locationHead) expect(screen.getByText(`${t.locationHead}: ${head.locationHead}`)).toBeTruthy();

    await user.click(trigger(t.contacts));
    const contacts = screen.getByText(t.legalName).closest('dl')!;
    expect(within(contacts).getByText(detail.contact.legalName)).toBeTruthy();
    if (detail.contact.phone) expect(within(contacts).getByRole('link', { name: detail.contact.phone })).toBeTruthy();
    if (detail.contact.email) expect(within(contacts).getByRole('link', { name: detail.contact.email }).getAttribute('href')).toBe(`mailto:${detail.contact.email}`);
    if (detail.contact.webAddress) expect(within(contacts).getByRole('link', { name: detail.contact.webAddress })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: messages.collapseAll }));
    expect(trigger(`${t.institutions} (${detail.institutions.length})`).getAttribute('aria-expanded')).toBe('false');
    expect(trigger(t.contacts).getAttribute('aria-expanded')).toBe('false');
  });

  it('the favourite (category A): signed out the login dialog opens and the save completes after sign-in', async () => {
    const detail = await anAgent();
    const member = await verifiedMember();
    const { user } = renderWithProvider(<AgentDetail legalFk={detail.legalFk} />);
    await screen.findByRole('heading', { name: detail.agentName });
    const heart = () => screen.getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: detail.agentName }) });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await user.click(heart());
    expect($loginDialog.get().open).toBe(true);
    await act(() => signIn(member.email, member.password));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    const saved = await getClient().call(agents.agentDetail, { query: { legalFk: detail.legalFk, locationFk: null } });
    expect(saved.favourite).toBeGreaterThan(0);
    await user.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
  });

  it("an unknown agent: 'The agent was not found.'; back returns to the list it came from", async () => {
    setDetailOrigin('/findagent/list');
    const { user, navigate } = renderWithProvider(<AgentDetail legalFk={99999999} />);
    expect((await screen.findByRole('alert')).textContent).toBe(agentMessages.agentNotFound);
    await user.click(screen.getByRole('button', { name: messages.back }));
    expect(navigate).toHaveBeenCalledWith('/findagent/list');
  });

  it("the institution detail's representing agents link to /agentdetail/:legalId", async () => {
    const detail = await anAgent();
    const institution = detail.institutions[0]!;
    const { user, navigate } = renderWithProvider(<InstitutionDetail legalFk={institution.legalFk} />);
    await screen.findByRole('heading', { name: institution.name });
    await user.click(screen.getByRole('button', { name: new RegExp(`^${institutionLabels.agents} \\(`) }));
    const link = screen.getByRole('link', { name: detail.agentName });
    expect(link.getAttribute('href')).toBe(`/agentdetail/${detail.legalFk}`);
    await user.click(link);
    expect(navigate).toHaveBeenLastCalledWith(`/agentdetail/${detail.legalFk}`);
  });
});
