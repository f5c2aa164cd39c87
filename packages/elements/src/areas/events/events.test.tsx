import { describe, expect, it } from 'vitest';
import { eventFilterData, eventLabels as l, eventSearch, messages, searchEvents, eventMessages } from '@studyatlas/core';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * The event elements in their shadow roots, against the real API server with the small seeded
 * catalogue (a child process).
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

/** The first upcoming event of the catalogue's first country. */
async function firstEvent() {
  const data = await eventFilterData();
  return (await searchEvents({ country_fk: data.countries[0]!.id, rowFrom: 0, rowTo: 1 })).rows[0]!;
}

describe('<sa-event-search>', () => {
  it("says 'Event country is required.' in its shadow root, then lists the events and opens one inside the widget", async () => {
    const user = setupUser();
    const pageUrl = location.href;
    const widget = place(`<sa-event-search api-base="${server().url}"></sa-event-search>`);
    await until(() => shadow(widget).querySelector('form.sa-event-search-form'));
    expect(shadow(widget).querySelector('h2')?.textContent).toBe(l.searchTitle);
    await user.click(button(widget, l.search));
    await until(() => textOf(widget).includes(eventMessages.eventCountryRequired));
    expect(document.body.querySelector('form')).toBeNull(); // nothing leaks into the page

    const country = shadow(widget).querySelector<HTMLSelectElement>('select[name="country_fk"]')!;
    choose(country, country.options[1]!.value);
    await user.click(button(widget, l.search));
    const link = await until(() => shadow(widget).querySelector<HTMLAnchorElement>('.sa-event-row a'));
    const first = eventSearch.$state.get().rows[0]!;
    expect(link.textContent).toBe(first.eventName);
    await user.click(link);
    await until(() => shadow(widget).querySelector('h2')?.textContent === first.eventName);
    expect(button(widget, l.register)).toBeTruthy();
    await user.click(button(widget, `‹ ${messages.back}`));
    await until(() => shadow(widget).querySelector('.sa-event-row'));
    expect(location.href).toBe(pageUrl);
  });

  it('scoped with institution=…, finds only the events that institution organises or takes part in', async () => {
    const user = setupUser();
    const event = await firstEvent();
    const widget = place(`<sa-event-search api-base="${server().url}" institution="${event.legalFk}"></sa-event-search>`);
    const country = await until(() => shadow(widget).querySelector<HTMLSelectElement>('select[name="country_fk"]'));
    expect(shadow(widget).querySelector('select[name="legal_fk"]')).toBeNull();
    const data = await eventFilterData();
    choose(country, String(data.countries[0]!.id));
    await user.click(button(widget, l.search));
    await until(() => shadow(widget).querySelectorAll('.sa-event-row').length > 0);
    expect(eventSearch.remembered()?.filter.legal_fk).toBe(event.legalFk);
    expect(eventSearch.$state.get().rows.map((row) => row.evtId)).toContain(event.evtId);
  });
});

describe('<sa-event-detail>', () => {
  it('shows the event of its attributes with expand-all, and Register opens the login dialog when signed out', async () => {
    const event = await firstEvent();
    const widget = place(
      `<sa-event-detail api-base="${server().url}" legal-id="${event.legalFk}" location-id="${event.locationFk}" event-id="${event.evtId}"></sa-event-detail>`,
    );
    await until(() => shadow(widget).querySelector('h2')?.textContent === event.eventName);
    expect(textOf(widget)).toContain(event.legalName);
    button(widget, messages.expandAll).click();
    await until(() => [...shadow(widget).querySelectorAll<HTMLElement>('.sa-accordion-panel')].every((panel) => !panel.hidden));
    button(widget, l.register).click();
    await until(() => textOf(widget).includes(eventMessages.eventRegisterSignIn));
  });

  it('says so for an unknown event', async () => {
    const widget = place(`<sa-event-detail api-base="${server().url}" legal-id="1" location-id="0" event-id="999999"></sa-event-detail>`);
    await until(() => textOf(widget).includes(eventMessages.eventNotFound));
  });
});
