import { describe, expect, it } from 'vitest';
import { agentLabels as t, agents, getClient, agentMessages, messages } from '@studyatlas/core';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * The agent elements in their shadow roots, against the real API server with the small seeded
 * catalogue (a child process).
 */

const server = elementSuite();

const button = (element: HTMLElement, name: string) =>
  [...shadow(element).querySelectorAll<HTMLElement>('button')].find((candidate) => candidate.textContent?.trim() === name);

/** The agent representing the most institutions. */
async function anAgent() {
  const { agents: all } = await getClient().call(agents.agentFilterData);
  const details = await Promise.all(all.map((agent) => getClient().call(agents.agentDetail, { query: { legalFk: agent.id, locationFk: null } })));
  return details.sort((a, b) => b.institutions.length - a.institutions.length)[0]!;
}

describe('<sa-agent-detail>', () => {
  it("shows the agent's page with the institutions it represents", async () => {
    const detail = await anAgent();
    const element = place(`<sa-agent-detail api-base="${server().url}" legal-id="${detail.legalFk}"></sa-agent-detail>`);
    await until(() => shadow(element).querySelector('.sa-find-title')?.textContent === detail.agentName);
    const institutions = [...shadow(element).querySelectorAll('[part="agent-institution"] a')].map((a) => a.textContent);
    expect(institutions).toEqual(detail.institutions.slice(0, 5).map((i) => i.name));
    expect(textOf(element)).toContain(`${t.institutions} (${detail.institutions.length})`);
  });

  it("shows the server's message for an unknown legal id", async () => {
    const element = place(`<sa-agent-detail api-base="${server().url}" legal-id="999999"></sa-agent-detail>`);
    await until(() => textOf(element).includes(agentMessages.agentNotFound));
  });
});

describe('<sa-agent-search>', () => {
  it('the country attribute presets the country; search, list, detail and back inside the widget', async () => {
    const user = setupUser();
    const pageUrl = location.href;
    const data = await getClient().call(agents.agentFilterData);
    const country = data.countries[0]!;
    const expected = await getClient().call(agents.agentSearchData, { body: { country_fk: country.id } as never });
    const search = place(`<sa-agent-search api-base="${server().url}" country="${country.name}" tile-url="http://127.0.0.1:9/{z}/{x}/{y}.png"></sa-agent-search>`);
    await until(() => (shadow(search).querySelector<HTMLSelectElement>('select[name="country_fk"]')?.value ?? '') === String(country.id));
    expect(shadow(search).querySelector<HTMLSelectElement>('select[name="country_fk"]')!.disabled).toBe(true);
    expect(shadow(search).querySelector('input[type="range"]')!.getAttribute('aria-valuetext')).toBe('50 km');

    await user.click(button(search, t.search)!);
    await until(() => textOf(search).includes(`${expected.total} agents found`));
    const link = shadow(search).querySelector<HTMLAnchorElement>('.sa-find-row-name')!;
    expect(link.textContent).toBe(expected.lst[0]!.agentName);
    await user.click(link);
    await until(() => shadow(search).querySelector('.sa-find-title')?.textContent === expected.lst[0]!.agentName);
    expect(location.href).toBe(pageUrl);
    await user.click(button(search, `‹ ${messages.back}`)!);
    await until(() => textOf(search).includes('agents found'));
    await user.click(button(search, 'Map')!);
    await until(() => shadow(search).querySelector('.sa-map-cluster'));
    expect(location.href).toBe(pageUrl);
  });
});
