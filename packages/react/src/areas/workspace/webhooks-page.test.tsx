import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { findNotice } from '../../../test/queries.js';
import { signInAsOwner } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  await signOut();
});

describe('the Webhooks page', () => {
  it('an owner adds an endpoint (rules inline, the secret shown once), sends a test event into its log, rotates the secret and deletes it', async () => {
    await signInAsOwner();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'webhooks' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Workspace sections' })).getByRole('link', { name: 'Webhooks' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'Add an endpoint' });
    const events = within(form).getAllByRole('checkbox');
    expect(events.map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Application submitted', true],
      ['Application withdrawn', true],
      ['Offer accepted', true],
      ['Offer declined', true],
      ['Enquiry received', true],
      ['Message received', true],
    ]);
    for (const box of events) await user.click(box);
    await user.type(within(form).getByLabelText(/^URL/), 'http://203.0.113.5/hooks');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The endpoint must use https://.')).toBeTruthy();
    expect(within(form).getByText('Please choose at least one event.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^URL/));

    const url = `http://127.0.0.1:9/hooks/${Date.now()}`;
    await user.clear(within(form).getByLabelText(/^URL/));
    await user.type(within(form).getByLabelText(/^URL/), url);
    await user.click(within(form).getByLabelText('Application submitted'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const secret = ((await screen.findByLabelText(`Secret of ${url}`)) as HTMLInputElement).value;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(screen.getByText('Copy the secret now: it is not shown again.')).toBeTruthy();
    const endpoint = screen.getByRole('heading', { name: url }).closest('li')!;
    expect(within(endpoint).getByText('Application submitted')).toBeTruthy();

    await user.click(within(endpoint).getByRole('button', { name: `Send a test event to ${url}` }));
    await findNotice('Test event queued: it appears in the log below.');
    const log = await within(endpoint).findByRole('region', { name: `Delivery log of ${url}` });
    expect(await within(log).findByText('Test event')).toBeTruthy();
    expect(within(log).getByText('Pending')).toBeTruthy();
    expect(within(log).getByRole('button', { name: /^Send again: Test event of \d{2}-\w{3}-\d{4} \d{2}:\d{2} UTC$/ })).toBeTruthy();

    await user.click(within(endpoint).getByRole('button', { name: `Rotate secret of ${url}` }));
    const rotate = await screen.findByRole('alertdialog');
    expect(rotate.textContent).toContain(`Make a new secret for ${url}? The current one keeps signing alongside it for 24 hours.`);
    await user.click(within(rotate).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect((screen.getByLabelText(`Secret of ${url}`) as HTMLInputElement).value).not.toBe(secret));
    expect(screen.getByText(/^The new secret signs every event from now on; the previous one also signs them until \d{2}-\w{3}-\d{4} \d{2}:\d{2} UTC/)).toBeTruthy();
    expect(within(endpoint).getByText(/^Previous secret also signs until/)).toBeTruthy();

    await user.click(within(endpoint).getByRole('button', { name: `Delete ${url}` }));
    const remove = await screen.findByRole('alertdialog');
    expect(remove.textContent).toContain(`Delete the endpoint ${url}? Its delivery log goes with it and no more events are sent to it.`);
    await user.click(within(remove).getByRole('button', { name: 'Yes' }));
    await findNotice('Endpoint deleted.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: url })).toBeNull());
  });
});
