import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { findEventParticipants, loadListing, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { sendJsdomMultipart } from '../../../test/node-multipart.js';
import { findNotice } from '../../../test/queries.js';
import { signInAsOwner, workspaceFixture } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  await signOut();
});

const pdf = (name: string) => new File(['%PDF-1.7\n% an event programme\n%%EOF\n'], name, { type: 'application/pdf' });

describe("an event's participants and documents in the workspace", () => {
  it('picks a participant from the catalogue, uploads a document, saves; the record keeps both, and each is removed again', async () => {
    onTestFinished(await sendJsdomMultipart());
    await signInAsOwner();
    const org = workspaceFixture().institutionId;
    // The catalogue's names come through the API (the test catalogue is generated); never the organiser.
    const [pick] = await findEventParticipants(org, '');
    expect(pick).toBeDefined();
    const chosen = pick!;
    const fileName = `programme-${Date.now()}.pdf`;

    const first = renderWithProvider(<Workspace screen={{ screen: 'listing', kind: 'event', recordId: 'new' }} headingLevel={1} />);
    const form = await screen.findByRole('form', { name: 'Event details' }, { timeout: 10_000 });
    const participants = within(form).getByRole('group', { name: 'Participants' });
    const documents = within(form).getByRole('group', { name: 'Documents' });
    expect(within(participants).getByText('No participants yet.')).toBeTruthy();
    expect(within(documents).getByText('No documents yet.')).toBeTruthy();

    await first.user.type(within(form).getByLabelText(/^Name/), `Partners Fair ${Date.now()}`);
    await first.user.type(within(form).getByLabelText(/^From/), '2026-05-02');
    await first.user.type(within(form).getByLabelText(/^To/), '2026-05-03');
    await first.user.type(within(participants).getByRole('searchbox', { name: 'Find an institution or agent' }), chosen.name);
    await first.user.click(await within(participants).findByRole('button', { name: `Add ${chosen.name}` }, { timeout: 5_000 }));
    const picked = within(participants).getByRole('list', { name: 'Participants' });
    expect(within(picked).getByRole('listitem').textContent).toBe(`${chosen.name} (${chosen.kind === 'A' ? 'Agent' : 'Institution'}) Remove ${chosen.name}`);
    // Once chosen it is no longer offered.
    expect(within(participants).queryByRole('button', { name: `Add ${chosen.name}` })).toBeNull();

    await first.user.upload(within(documents).getByLabelText('Add a document'), pdf(fileName));
    expect(await within(documents).findByRole('button', { name: `Remove ${fileName}` }, { timeout: 10_000 })).toBeTruthy();
    expect(within(documents).queryByText('No documents yet.')).toBeNull();

    await first.user.click(within(form).getByRole('button', { name: 'Save and publish' }));
    await findNotice('Saved.');
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/workspace\/events\/\d+$/)));
    const recordId = Number(first.navigate.mock.calls.at(-1)![0].split('/').pop());
    const saved = await loadListing('event', org, recordId);
    expect(saved.participants).toEqual([chosen]);
    expect(saved.documents).toEqual([{ fileId: expect.any(Number), fileName, size: expect.any(Number) }]);
    cleanup();

    const { user } = renderWithProvider(<Workspace screen={{ screen: 'listing', kind: 'event', recordId }} headingLevel={1} />);
    const edit = await screen.findByRole('form', { name: 'Event details' }, { timeout: 10_000 });
    await user.click(within(edit).getByRole('button', { name: `Remove ${chosen.name}` }));
    await user.click(within(edit).getByRole('button', { name: `Remove ${fileName}` }));
    expect(within(edit).getByText('No participants yet.')).toBeTruthy();
    expect(within(edit).getByText('No documents yet.')).toBeTruthy();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await findNotice('Saved.');
    await waitFor(async () => expect(await loadListing('event', org, recordId)).toMatchObject({ participants: [], documents: [] }));
  });
});
