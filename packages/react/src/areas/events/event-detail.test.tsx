import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $detailOrigin, $popups, clearAllSearches, endSession, eventDetail, eventFilterData, eventLabels as l, eventSearch, messages, setDetailOrigin, signIn, type EventDetail as EventDetailData, eventMessages, formMessages, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { verifiedMember } from '../../../test/members.js';
import { EventDetail, EventDetailView } from './event-detail.js';

beforeEach(() => clearAllSearches());

/** An upcoming event of the test catalogue, preferably one with participants. */
const someEvent = () => someEventWith((d) => d.participants.length > 0);

async function someEventWith(wanted: (detail: EventDetailData) => boolean): Promise<EventDetailData> {
  const data = await eventFilterData();
  const { rows } = await eventSearch.search({ country_fk: data.countries[0]!.id }, { pageSize: 50 });
  clearAllSearches();
  const details = await Promise.all(rows.map((row) => eventDetail({ legalId: row.legalFk, locationId: row.locationFk, eventId: row.evtId })));
  return details.find(wanted) ?? details[0]!;
}

const renderDetail = async (event: EventDetailData, onBack?: () => void) => {
  const rendered = renderWithProvider(<EventDetail legalId={event.legalFk} locationId={event.locationFk} eventId={event.evtId} onBack={onBack} />);
  await screen.findByRole('heading', { name: event.eventName });
  return rendered;
};

describe('EventDetail', () => {
  it('shows the event and its sections with expand-all and collapse-all', async () => {
    const event = await someEvent();
    const { user } = await renderDetail(event);
    expect(document.body.textContent).toContain(event.legalName);
    for (const title of [`${l.costs} (${event.costs.length})`, `${l.contacts} (${event.contacts.length})`, `${l.documents} (${event.documents.length})`, `${l.locations} (${event.locCount})`, `${l.participants} (${event.participants.length})`]) {
      expect(screen.getByRole('button', { name: title }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.getByRole('button', { name: l.overview }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: messages.expandAll }));
    for (const participant of event.participants) {
      const item = screen.getByText(participant.name).closest('li')!;
      expect(item.querySelector('img')!.getAttribute('src')).toMatch(new RegExp(`/api/ImagePublic/GetImagePublic\\?legalFk=${participant.lglId}$`));
    }
    for (const contact of event.contacts) expect(screen.getByText(contact.name)).toBeTruthy();
    expect(screen.getAllByText(event.locations[0]!.VenueName).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: `Favourite: ${event.eventName}` }).getAttribute('aria-pressed')).toBe('false');
  });

  it('register while signed out: the login dialog, then the registration completes; the action stays hidden after a reload', async () => {
    const event = await someEvent();
    const member = await verifiedMember();
    const first = await renderDetail(event);
    await first.user.click(screen.getByRole('button', { name: l.register }));
    const dialog = await screen.findByRole('dialog', { name: messages.signInTitle });
    expect(within(dialog).getByText(eventMessages.eventRegisterSignIn)).toBeTruthy();
    await within(dialog).findByRole('button', { name: messages.signInAction }); // the form loads on first opening
    await first.user.type(field(loginMessages.loginIdLabel).input, member.email);
    await first.user.type(field(loginMessages.passwordLabel).input, `${member.password}{Enter}`);
    await waitFor(() => expect(screen.getByText('You have now registered to attend this Event.').getAttribute('role')).toBe('status'));
    expect(screen.queryByRole('button', { name: l.register })).toBeNull();
    first.unmount();

    // A reload of the page, still signed in: the detail says so.
    await renderDetail(event);
    await waitFor(() => expect(screen.getByText(eventMessages.eventRegistered)).toBeTruthy());
    expect(screen.queryByRole('button', { name: l.register })).toBeNull();
  });

  it('closing the login dialog registers nothing', async () => {
    const event = await someEvent();
    const { user } = await renderDetail(event);
    await user.click(screen.getByRole('button', { name: l.register }));
    await screen.findByRole('dialog', { name: messages.signInTitle });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: l.register })).toBeTruthy();
    expect(screen.queryByText(eventMessages.eventRegistered)).toBeNull();
  });

  it('signed in, registers at once', async () => {
    const event = await someEvent();
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = await renderDetail(event);
    await user.click(await screen.findByRole('button', { name: l.register }));
    await waitFor(() => expect(screen.getByText(eventMessages.eventRegistered)).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    endSession();
  });

  it('back returns to the list it was opened from, else calls the host’s back', async () => {
    const event = await someEvent();
    setDetailOrigin('/findEvent/list');
    const first = await renderDetail(event);
    await first.user.click(screen.getByRole('button', { name: messages.back }));
    expect(first.navigate).toHaveBeenCalledWith('/findEvent/list');
    expect($detailOrigin.get()).toBeNull();
    first.unmount();
    const onBack = vi.fn();
    const second = await renderDetail(event, onBack);
    await second.user.click(screen.getByRole('button', { name: messages.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('downloads a document (EEM) after signing in from the login dialog', async () => {
    const event = await someEventWith((d) => d.documents.length > 0);
    const document = event.documents[0]!;
    const member = await verifiedMember();
    const createObjectURL = vi.fn(() => 'blob:event-document');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = await renderDetail(event);
    await user.click(screen.getByRole('button', { name: `${l.documents} (${event.documents.length})` }));
    await user.click(screen.getByRole('button', { name: `Download ${document.fileName}` }));
    const dialog = await screen.findByRole('dialog', { name: messages.signInTitle });
    expect(within(dialog).getByText(formMessages.downloadSignIn)).toBeTruthy();
    await within(dialog).findByRole('button', { name: messages.signInAction });
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, `${member.password}{Enter}`);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // The browser shows the download: no 'Successful: …' popup or notice (issue 24).
    expect($popups.get()).toEqual([]);
  });

  it('says so when the event does not exist', async () => {
    renderWithProvider(<EventDetail legalId={1} locationId={0} eventId={999_999} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(eventMessages.eventNotFound));
  });
});

describe('EventDetailView', () => {
  const detail: EventDetailData = {
    evtId: 7,
    eventName: 'Open Day',
    legalFk: 3,
    legalName: 'Harbour University',
    logo: '/api/ImagePublic/GetImagePublic?legalFk=3',
    entType: 'I',
    webSite: null,
    RegUrl: null,
    dateFrom: '2030-04-10',
    dateTo: '2030-04-12',
    description: 'x'.repeat(300),
    city: 'Sydney',
    state: 'New South Wales',
    country: 'Australia',
    InstLocation: 'City Campus',
    VenueName: 'Great Hall',
    locationFk: 5,
    locCount: 1,
    ended: false,
    favExists: false,
    favDetailFk: 0,
    faveourateFk: 0,
    isRegistered: false,
    costs: [{ id: 1, label: 'Standard registration', amount: 10, currency: 'AUD' }],
    contacts: [],
    documents: [{ fileId: 41, fileName: 'Programme.pdf', contentType: 'application/pdf', size: 10 }],
    locations: [{ locationFk: 5, name: 'City Campus', VenueName: 'Great Hall', address: '', city: 'Sydney', state: 'New South Wales', country: 'Australia', latitude: null, longitude: null }],
    participants: [],
  };
  const controller = {
    detail,
    loading: false,
    error: null,
    registered: false,
    registering: false,
    register: vi.fn(),
    downloading: null,
    download: vi.fn(),
    canGoBack: true,
    back: vi.fn(),
  };

  it('lists the documents and downloads one on click; dates dd-MMM-yyyy; read more / less', async () => {
    const { user } = renderWithProvider(<EventDetailView {...controller} />);
    expect(document.body.textContent).toContain('10-Apr-2030 to 12-Apr-2030');
    await user.click(screen.getByRole('button', { name: messages.readMore }));
    expect(screen.getByRole('button', { name: messages.readLess })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `${l.documents} (1)` }));
    await user.click(screen.getByRole('button', { name: 'Download Programme.pdf' }));
    expect(controller.download).toHaveBeenCalledWith(detail.documents[0]);
    expect(screen.getByText(l.noParticipants, { exact: false }) ?? null).toBeTruthy();
  });

  it('an ended event offers no registration; a registered one says so', () => {
    const { rerender } = renderWithProvider(<EventDetailView {...controller} detail={{ ...detail, ended: true }} />);
    expect(screen.queryByRole('button', { name: l.register })).toBeNull();
    expect(screen.getByText(l.ended)).toBeTruthy();
    rerender(<EventDetailView {...controller} registered />);
    expect(screen.getByText('You have now registered to attend this Event.').getAttribute('role')).toBe('status');
  });
});
