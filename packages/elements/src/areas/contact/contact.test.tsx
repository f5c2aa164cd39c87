import { describe, expect, it } from 'vitest';
import { contactLabels as t, signIn, contactMessages } from '@studyatlas/core';
import { latestMail, verifiedMember } from '../../../test/server.js';
import { buttonNamed, controlByLabel, errorOf, fillIn } from '../../../test/fields.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/* <sa-contact-us> in its shadow root, against the real API server with its seeded subjects. */

const server = elementSuite();

const subjectsOf = (element: HTMLElement) => controlByLabel<HTMLSelectElement>(element, t.subject);

describe('<sa-contact-us>', () => {
  it('signed out, shows the messages, then sends the message and acknowledges it by e-mail', async () => {
    const user = setupUser();
    const contact = place(`<sa-contact-us api-base="${server().url}" heading-level="1"></sa-contact-us>`);
    await until(() => subjectsOf(contact).options.length === 6);
    expect(shadow(contact).querySelector('h1')?.textContent).toBe(t.title);
    // The form's styles are inside the widget.
    expect([...shadow(contact).querySelectorAll('style')].some((style) => style.textContent?.includes('.sa-contact-message'))).toBe(true);

    await user.click(buttonNamed(contact, t.send));
    await until(() => errorOf(contact, controlByLabel(contact, t.email)) === 'Email is required');
    expect(errorOf(contact, controlByLabel(contact, t.number))).toBe('Phone number is required');
    expect(errorOf(contact, subjectsOf(contact))).toBe(contactMessages.contactSubjectRequired);

    const email = `visitor.${Date.now()}@example.org`;
    fillIn(controlByLabel(contact, t.name), 'Mei Chen');
    fillIn(controlByLabel(contact, t.email), email);
    fillIn(controlByLabel(contact, t.verifyEmail), 'other@example.org');
    await until(() => errorOf(contact, controlByLabel(contact, t.verifyEmail)) === 'Email mismatch');
    fillIn(controlByLabel(contact, t.verifyEmail), email);
    fillIn(controlByLabel(contact, t.number), '+44 20 7946');
    await until(() => controlByLabel(contact, t.number).value === '44207946');
    fillIn(subjectsOf(contact), '5');
    fillIn(controlByLabel<HTMLTextAreaElement>(contact, t.message), 'Please add more scholarships.');
    await user.click(buttonNamed(contact, t.send));

    await until(() => textOf(contact).includes(contactMessages.contactSent));
    expect(controlByLabel(contact, t.name).value).toBe('');
    const ack = await latestMail(server(), email);
    expect(ack.subject).toBe(contactMessages.mailContactAckSubject);
    expect(ack.text).toContain('"Suggestion"');
  });

  it('signed in, skips name, e-mail and phone', async () => {
    const member = await verifiedMember(server(), 'Mei', 'Chen');
    await signIn(member.email, member.password);
    const contact = place(`<sa-contact-us api-base="${server().url}"></sa-contact-us>`);
    await until(() => subjectsOf(contact).options.length === 6);
    expect(textOf(contact)).toContain(`We will answer to ${member.email}.`);
    expect(() => controlByLabel(contact, t.name)).toThrow();
    expect(() => controlByLabel(contact, t.number)).toThrow();
  });
});
