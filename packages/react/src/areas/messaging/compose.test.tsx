import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $popups, loadMessages, messagingLabels as l, messagingMessages as m, saveMessage, signIn, signOut, uploadAccept } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { stubLayout } from '../../../test/layout-stubs.js';
import { as, inboxCopy, sendMessage, twoMembers } from '../../../test/messaging.js';
import { sendJsdomMultipart } from '../../../test/node-multipart.js';
import { Compose } from './compose.js';
import { findNotice } from '../../../test/queries.js';

afterEach(() => signOut());

const popupMessages = () => $popups.get().map((popup) => `${popup.title}: ${popup.message}`);
const chipsOf = (label: string) => within(screen.getByRole('list', { name: label })).queryAllByRole('listitem').map((item) => item.querySelector('.sa-msg-chip-name')!.textContent);
const fieldError = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

stubLayout();

describe('Compose', () => {
  it('says what may be attached before a choice; attaches a plain text file; refuses an .svg under the control without sending it', async () => {
    onTestFinished(await sendJsdomMultipart());
    const sent = vi.fn(globalThis.fetch);
    vi.stubGlobal('fetch', sent);
    const [a] = await twoMembers();
    await signIn(a.email, a.password);
    const { user } = renderWithProvider(<Compose />);
    const input = (await screen.findByLabelText(l.attach)) as HTMLInputElement;
    const described = () => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    const hint = 'You can attach PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files of up to 5 MB each.';
    expect(described()).toEqual([hint]);
    expect(input.accept).toBe(uploadAccept('file'));
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.doc', '.docx', '.odt', '.txt', 'text/plain']));

    await user.upload(input, new File(['My questions about housing\n'], 'notes.txt', { type: 'text/plain' }));
    const attached = await screen.findByRole('list', { name: l.attachments }, { timeout: 10_000 });
    await within(attached).findByText('notes.txt');

    const uploads = () => sent.mock.calls.filter(([url]) => String(url).includes('/api/FileUpload/')).length;
    expect(uploads()).toBe(1);
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' })] } });
    const refusal = 'Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.';
    await waitFor(() => expect(described()).toEqual([hint, refusal]));
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(uploads()).toBe(1);
    expect(within(attached).getAllByRole('listitem').map((item) => item.querySelector('.sa-attachment-name')!.textContent)).toEqual(['notes.txt']);
  });

  it("Send with nothing filled in: 'Email subject required.' and 'Atleast one recipient should be selected.' on their fields", async () => {
    const [a] = await twoMembers();
    await signIn(a.email, a.password);
    const { user, navigate } = renderWithProvider(<Compose />);
    await screen.findByRole('textbox', { name: l.body });
    await user.click(screen.getByRole('button', { name: l.send }));
    const subject = screen.getByRole('textbox', { name: new RegExp(`^${l.subject}`) });
    await waitFor(() => expect(fieldError(subject)).toBe(m.subjectRequired));
    expect(fieldError(screen.getByRole('textbox', { name: l.to }))).toBe(m.recipientRequired);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a typed name that is no contact or group stays as an entry, and Send refuses it for To, Cc and BCc', async () => {
    const [a] = await twoMembers();
    await signIn(a.email, a.password);
    const { user } = renderWithProvider(<Compose />);
    await screen.findByRole('textbox', { name: l.body });
    for (const label of [l.to, l.cc, l.bcc]) await user.type(screen.getByRole('textbox', { name: label }), 'Nobody Known{Enter}');
    expect(chipsOf(l.to)).toEqual(['Nobody Known (not a contact or group)']);
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${l.subject}`) }), 'Hello');
    await user.click(screen.getByRole('button', { name: l.send }));
    await waitFor(() => expect(fieldError(screen.getByRole('textbox', { name: l.to }))).toBe('One of the recipient for To address field is not exist.Please select from recipient screen'));
    expect(fieldError(screen.getByRole('textbox', { name: l.cc }))).toBe('One of the recipient for Cc address field is not exist.Please select from recipient screen');
    expect(fieldError(screen.getByRole('textbox', { name: l.bcc }))).toBe('One of the recipient for BCc address field is not exist.Please select from recipient screen');
  });

  it("a friend's typed name becomes their contact; the picker chooses contacts into To and Cc; the groups tab says when there are none", async () => {
    const [a, b] = await twoMembers();
    await signIn(a.email, a.password);
    const { user } = renderWithProvider(<Compose />);
    await screen.findByRole('textbox', { name: l.body });
    await user.type(screen.getByRole('textbox', { name: l.bcc }), 'bruno reader;');
    await waitFor(() => expect(chipsOf(l.bcc)).toEqual(['Bruno Reader']));

    await user.click(screen.getByRole('button', { name: 'Choose recipients for To' }));
    const picker = await screen.findByRole('dialog', { name: l.chooseRecipients });
    const friend = await within(picker).findByRole('checkbox', { name: `${b.firstName} ${b.surname}` });
    await user.click(friend);
    expect(chipsOf(l.to)).toEqual(['Bruno Reader']);
    await user.click(within(picker).getByRole('radio', { name: l.cc }));
    expect((within(picker).getByRole('checkbox', { name: 'Bruno Reader' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(picker).getByRole('checkbox', { name: 'Bruno Reader' }));
    await user.click(within(picker).getByRole('tab', { name: l.groupsTab }));
    expect(within(picker).getByText(l.noGroups)).toBeTruthy();
    await user.click(within(picker).getByRole('button', { name: l.done }));
    expect(chipsOf(l.cc)).toEqual(['Bruno Reader']);

    // A chip goes with its × button.
    await user.click(within(screen.getByRole('list', { name: l.to })).getByRole('button', { name: 'Remove Bruno Reader' }));
    expect(chipsOf(l.to)).toEqual([]);
  });

  it("saves a draft without recipients ('Message saved to draft folder'), then sends it ('Message sent successfully') and returns to the inbox", async () => {
    const [a, b] = await twoMembers();
    await signIn(a.email, a.password);
    const { user, navigate } = renderWithProvider(<Compose />);
    await screen.findByRole('textbox', { name: l.body });
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${l.subject}`) }), 'Draft to finish');
    await user.click(screen.getByRole('button', { name: l.saveDraft }));
    await waitFor(() => expect(popupMessages()).toContain(`Success: ${m.draftSaved}`));
    expect(navigate).not.toHaveBeenCalled();
    const drafts = await loadMessages({ folder: 'D' });
    expect(drafts.rows.map((row) => row.subject)).toEqual(['Draft to finish']);
    // A saved draft can be discarded.
    expect(screen.getByRole('button', { name: l.discard })).toBeTruthy();
    // The success is a notice, not a modal: nothing to close before going on (issue 24).
    await findNotice(m.draftSaved);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: l.to }), 'Bruno Reader{Enter}');
    await user.click(screen.getByRole('button', { name: l.send }));
    await waitFor(() => expect(popupMessages()).toContain(`Success: ${m.messageSent}`));
    expect(navigate).toHaveBeenCalledWith('/msgList');
    expect((await loadMessages({ folder: 'D' })).total).toBe(0);
    await signOut();
    expect(await inboxCopy(b, 'Draft to finish')).toBeGreaterThan(0);
  });

  it('a draft opened from the drafts folder sends with a Success notice only: the sent draft is not asked for again (no Failed dialog over the notice)', async () => {
    const [a] = await twoMembers();
    await signIn(a.email, a.password);
    const draft = await saveMessage({ action_type: 'D', subject: 'Later', message: '', TO: '', CC: '', BCC: '', FileInfoFks: '' });
    const { user, navigate } = renderWithProvider(<Compose msgId={draft.retVal} actionType="D" />);
    const subject = (await screen.findByRole('textbox', { name: new RegExp(`^${l.subject}`) })) as HTMLInputElement;
    expect(subject.value).toBe('Later');
    await user.type(screen.getByRole('textbox', { name: l.to }), 'Bruno Reader{Enter}');
    await user.click(screen.getByRole('button', { name: l.send }));
    await findNotice(m.messageSent);
    expect(navigate).toHaveBeenCalledWith('/msgList');
    // Whatever the send refreshes answers before this settles; nothing may have failed meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(popupMessages()).toEqual([`Success: ${m.messageSent}`]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reply opens with the sender in To and "Re: " before the subject; discarding a draft asks first', async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Question about fees');
    const id = await inboxCopy(b, 'Question about fees');
    await signIn(b.email, b.password);
    const { user } = renderWithProvider(<Compose msgId={id} actionType="R" />);
    const subject = (await screen.findByRole('textbox', { name: new RegExp(`^${l.subject}`) })) as HTMLInputElement;
    expect(subject.value).toBe('Re: Question about fees');
    expect(chipsOf(l.to)).toEqual(['Amara Sender']);
    expect(screen.getByRole('heading', { name: l.replyTitle })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: l.saveDraft }));
    await waitFor(() => expect(popupMessages()).toContain(`Success: ${m.draftSaved}`));
    await user.click(screen.getByRole('button', { name: l.discard }));
    const confirm = await screen.findByRole('alertdialog', { name: l.discard });
    expect(confirm.textContent).toContain(l.discardConfirm);
    await user.click(within(confirm).getByRole('button', { name: l.discard }));
    await waitFor(() => expect(popupMessages()).toContain(`Success: ${m.draftDiscarded}`));
    await as(b, async () => expect((await loadMessages({ folder: 'D' })).total).toBe(0));
  });
});
