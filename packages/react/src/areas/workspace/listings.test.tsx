import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { findNotice } from '../../../test/queries.js';
import { signInAsOwner, staffMember } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  await signOut();
});

describe("the workspace's scholarships, forms and events", () => {
  it('an owner saves a scholarship as a draft (the rule inline, exact words), publishes it and reads its history', async () => {
    await signInAsOwner();
    const name = `Listing Test Grant ${Date.now()}`;
    const first = renderWithProvider(<Workspace screen={{ screen: 'listing', kind: 'scholarship', recordId: 'new' }} headingLevel={1} />);
    // The form waits for what it chooses from (the countries, the cities of the campuses' states).
    const form = await screen.findByRole('form', { name: 'Scholarship details' }, { timeout: 10_000 });
    expect(within(screen.getByRole('navigation', { name: 'Workspace sections' })).getByRole('link', { name: 'Catalogue' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('navigation', { name: 'Catalogue' })).getByRole('link', { name: 'Scholarships' }).getAttribute('aria-current')).toBe('page');
    await first.user.type(within(form).getByLabelText(/^Amount/), '5,000');
    await first.user.type(within(form).getByLabelText(/^Opens/), '2026-09-01');
    await first.user.type(within(form).getByLabelText(/^Closes/), '2026-08-01');
    await first.user.type(within(form).getByLabelText(/^Web address/), 'harbour dot example');
    await first.user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    expect(await within(form).findByText('name is required')).toBeTruthy();
    expect(within(form).getByText('country is required')).toBeTruthy();
    expect(within(form).getByText('amount must be an amount like 32500 or 32500.50 (no currency sign or separators), got "5,000"')).toBeTruthy();
    expect(within(form).getByText('close_date must not be before open_date')).toBeTruthy();
    expect(within(form).getByText('web_address must be a web address such as https://www.example.edu or www.example.edu, got "harbour dot example"')).toBeTruthy();

    await first.user.type(within(form).getByLabelText(/^Name/), name);
    const country = within(form).getByLabelText(/^Country/) as HTMLSelectElement;
    await first.user.selectOptions(country, country.options[1]!.value);
    await first.user.clear(within(form).getByLabelText(/^Amount/));
    await first.user.type(within(form).getByLabelText(/^Amount/), '5000');
    await first.user.clear(within(form).getByLabelText(/^Closes/));
    await first.user.type(within(form).getByLabelText(/^Closes/), '2026-12-31');
    await first.user.clear(within(form).getByLabelText(/^Web address/));
    // The messages follow the values once shown: only what is still wrong stays.
    await waitFor(() => expect(within(form).queryByText('close_date must not be before open_date')).toBeNull());
    await first.user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    await findNotice('Saved.');
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/workspace\/scholarships\/\d+$/)));
    const recordId = Number(first.navigate.mock.calls.at(-1)![0].split('/').pop());
    cleanup();

    const { user } = renderWithProvider(<Workspace screen={{ screen: 'listing', kind: 'scholarship', recordId }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Status: Draft')).toBeTruthy();
    expect(screen.getByText('Drafts are not shown to students.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findNotice('Now Published.');
    expect(await screen.findByText('Status: Published')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getByText('status: draft → published')).toBeTruthy());
    expect(within(history).getByText('Status changed')).toBeTruthy();
    expect(within(history).getByText('Created')).toBeTruthy();
    expect(within(history).getByText(`name: (empty) → ${name}`)).toBeTruthy();
  });

  it("an event's form: a venue and its city when held elsewhere, a cost row's own messages", async () => {
    await signInAsOwner();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'listing', kind: 'event', recordId: 'new' }} headingLevel={1} />);
    const form = await screen.findByRole('form', { name: 'Event details' }, { timeout: 10_000 });
    await user.selectOptions(within(form).getByLabelText(/^Held at/), '');
    await user.type(within(form).getByLabelText(/^Name/), 'Open Day');
    await user.type(within(form).getByLabelText(/^From/), '2026-05-03');
    await user.type(within(form).getByLabelText(/^To/), '2026-05-02');
    await user.click(within(form).getByRole('button', { name: 'Add a cost' }));
    await user.type(within(form).getByLabelText(/^Amount/), 'ten');
    await user.click(within(form).getByRole('button', { name: 'Save and publish' }));
    expect(await within(form).findByText('venue is required')).toBeTruthy();
    expect(within(form).getByText('Choose the campus the event is held at, or give the venue and its city')).toBeTruthy();
    expect(within(form).getByText('date_to must not be before date_from')).toBeTruthy();
    expect(within(form).getByText('cost is required')).toBeTruthy();
    expect(within(form).getByText('amount must be an amount like 32500 or 32500.50 (no currency sign or separators), got "ten"')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Remove this cost' }));
    await waitFor(() => expect(within(form).queryByText('cost is required')).toBeNull());
  });

  it('a viewer reads the forms but has no way to change them', async () => {
    const viewer = await staffMember('viewer', { firstName: 'Vera', surname: 'Viewer' });
    await signIn(viewer.email, viewer.password);
    renderWithProvider(<Workspace screen={{ screen: 'listings', kind: 'form' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Forms' })).toBeTruthy();
    expect(screen.getByText('Your role may read the catalogue but not change it.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New form' })).toBeNull();
    expect(await screen.findByText(/^\d+ found$/)).toBeTruthy();
  });
});
