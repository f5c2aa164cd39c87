import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { $profile, contactLabels as t, signIn, contactMessages } from '@studyatlas/core';
import { StudyAtlasProvider } from '../../provider.js';
import { apiBase, renderWithProvider } from '../../../test/render.js';
import { alerts, descriptionOf, field, labelled } from '../../../test/queries.js';
import { latestMail, mails } from '../../../test/mailbox.js';
import { uniqueEmail, verifiedMember } from '../../../test/members.js';
import { ContactUs } from './contact-us.js';
import { setupUser } from '../../../test/user.js';

const SUPPORT = 'support@studyatlas.local';

const select = () => screen.getByLabelText(labelled(t.subject), { selector: 'select' }) as HTMLSelectElement;
const message = () => screen.getByLabelText(labelled(t.message), { selector: 'textarea' }) as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: t.send });
const subjectsLoaded = () => waitFor(() => expect(select().options.length).toBe(6));

describe('ContactUs', () => {
  it('signed out, shows every message of the specification', async () => {
    const { user } = renderWithProvider(<ContactUs />);
    await subjectsLoaded();
    expect([...select().options].map((option) => option.text)).toEqual([
      t.chooseSubject,
      'Feedback',
      'General enquiry',
      'Registration issue',
      'Sign in issue',
      'Suggestion',
    ]);
    await user.click(send());
    expect(field(t.name).error).toBe('Name is required');
    expect(field(t.email).error).toBe('Email is required');
    expect(field(t.verifyEmail).error).toBe(contactMessages.contactVerifyEmailRequired);
    expect(field(t.number).error).toBe('Phone number is required');
    expect(descriptionOf(select())).toBe(contactMessages.contactSubjectRequired);
    expect(descriptionOf(message())).toBe(contactMessages.contactNoteRequired);
    expect(document.activeElement).toBe(field(t.name).input);

    await user.type(field(t.email).input, 'lee@example');
    await user.type(field(t.verifyEmail).input, 'lee@example.org');
    expect(field(t.email).error).toBe('Invalid Email');
    expect(field(t.verifyEmail).error).toBe('Email mismatch');

    // Digits only: anything else typed is dropped; more than 20 digits is not a phone number.
    await user.type(field(t.number).input, '+61 (412) 345-678');
    expect(field(t.number).input.value).toBe('61412345678');
    expect(field(t.number).error).toBe('');
    await user.type(field(t.number).input, '1234567890');
    expect(field(t.number).error).toBe('Invalid number');
  });

  it('signed out, sends the message, confirms it and starts again empty', async () => {
    const email = uniqueEmail('visitor');
    const { user } = renderWithProvider(<ContactUs />);
    await subjectsLoaded();
    await user.type(field(t.name).input, 'Lee Wong');
    await user.type(field(t.email).input, email);
    await user.type(field(t.verifyEmail).input, email);
    await user.type(field(t.number).input, '0412345678');
    await user.selectOptions(select(), 'Registration issue');
    await user.type(message(), 'My verification e-mail never arrived.');
    await user.click(send());

    const confirmation = await screen.findByText(contactMessages.contactSent);
    expect(confirmation.getAttribute('role')).toBe('status');
    expect(field(t.name).input.value).toBe('');
    expect(field(t.email).input.value).toBe('');
    expect(select().value).toBe('');
    expect(message().value).toBe('');
    expect(alerts()).toEqual([]);

    const ack = await latestMail(email);
    expect(ack.subject).toBe(contactMessages.mailContactAckSubject);
    const support = (await mails()).find((mail) => mail.to === SUPPORT && mail.text.includes(email))!;
    expect(support.subject).toBe('Contact us: Registration issue (from Lee Wong)');
    expect(support.text).toContain('Phone: 0412345678');
    expect(support.text).toContain('My verification e-mail never arrived.');
  });

  it('signed in, asks only for a subject and a message and answers to the account', async () => {
    const member = await verifiedMember({ firstName: 'Noor', surname: 'Haddad' });
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(<ContactUs />);
    await subjectsLoaded();
    expect(screen.getByText(`We will answer to ${member.email}.`)).toBeTruthy();
    expect(screen.queryByLabelText(labelled(t.name))).toBeNull();
    expect(screen.queryByLabelText(labelled(t.email))).toBeNull();
    expect(screen.queryByLabelText(labelled(t.number))).toBeNull();

    await user.click(send());
    expect(descriptionOf(select())).toBe(contactMessages.contactSubjectRequired);
    expect(descriptionOf(message())).toBe(contactMessages.contactNoteRequired);

    await user.selectOptions(select(), 'Feedback');
    await user.type(message(), 'Lovely portal.');
    await user.click(send());
    await screen.findByText(contactMessages.contactSent);
    const ack = await latestMail(member.email);
    expect(ack.text).toContain('Hello Noor Haddad,');
  });

  it('shows the server’s message when it refuses the message', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    // A subject the server does not know (an outdated list).
    $profile.set({ msgCount: 0, clientFk: member.clientId, preferredDestinationFk: null, isExternalLogin: false, subjects: [{ id: 99, name: 'Old subject' }] });
    const { user } = renderWithProvider(<ContactUs />);
    await waitFor(() => expect(select().options.length).toBe(2));
    await user.selectOptions(select(), 'Old subject');
    await user.type(message(), 'Hello');
    await user.click(send());
    await waitFor(() => expect(descriptionOf(select())).toBe(contactMessages.contactSubjectUnknown));
    expect(screen.queryByText(contactMessages.contactSent)).toBeNull();
  });

  it('says "Failed to register user" when the server does not answer', async () => {
    const user = setupUser();
    const page = (base: string) => (
      <StudyAtlasProvider apiBase={base} navigate={() => {}}>
        <ContactUs />
      </StudyAtlasProvider>
    );
    const { rerender } = render(page(apiBase()));
    await subjectsLoaded();
    rerender(page('http://127.0.0.1:9'));
    const email = uniqueEmail('offline');
    await user.type(field(t.name).input, 'Lee');
    await user.type(field(t.email).input, email);
    await user.type(field(t.verifyEmail).input, email);
    await user.type(field(t.number).input, '0412');
    await user.selectOptions(select(), 'Feedback');
    await user.type(message(), 'Hello');
    await user.click(send());
    await waitFor(() => expect(alerts()).toContain(contactMessages.contactFailed));
    // The visitor's text is kept for another try.
    expect(message().value).toBe('Hello');
  });
});
