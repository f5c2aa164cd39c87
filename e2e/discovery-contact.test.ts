import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { contactLabels, portalMessages, format, messages, referralLabels, contactMessages, referralMessages, authMessages, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';
import { latestMailTo, mailLink } from './support/mailbox.js';
import { newIdentity, registeredMember } from './support/members.js';

/** The server's default SUPPORT_EMAIL (the journey server sets none). */
const SUPPORT = 'support@studyatlas.local';

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe.skipIf(!chromiumAvailable())('contact us and refer a friend in Chromium', () => {
  const suite = browserSuite();

  it('contact us, signed out: every message, digits-only phone, then sent and acknowledged by e-mail', async () => {
    const page = await suite.openPage('/findDashBoard');
    await page.locator('header').getByRole('link', { name: contactLabels.title, exact: true }).click();
    await page.waitForURL('**/contactUs');
    await page.getByRole('heading', { level: 1, name: contactLabels.title }).waitFor();
    expect(await page.title()).toBe(`${contactLabels.title} · ${messages.productName}`);
    const form = page.getByRole('form', { name: contactLabels.title });
    const subject = form.getByRole('combobox', { name: contactLabels.subject });
    await subject.locator('option', { hasText: 'Suggestion' }).waitFor({ state: 'attached' });
    expect(await subject.locator('option').allTextContents()).toEqual([
      contactLabels.chooseSubject,
      'Feedback',
      'General enquiry',
      'Registration issue',
      'Sign in issue',
      'Suggestion',
    ]);

    // Everything empty: the messages of discovery §5 (and ours for name, second e-mail, subject, message).
    await form.getByRole('button', { name: contactLabels.send, exact: true }).click();
    for (const message of [
      contactMessages.contactNameRequired,
      'Email is required',
      contactMessages.contactVerifyEmailRequired,
      'Phone number is required',
      contactMessages.contactSubjectRequired,
      contactMessages.contactNoteRequired,
    ]) {
      await text(form, message).waitFor();
    }
    expect(await isFocused(field(form, contactLabels.name))).toBe(true);

    // A malformed address, a different second address, then a phone with other characters (dropped)
    // and too many digits.
    const me = newIdentity('Lee', 'Wong');
    await field(form, contactLabels.email).fill('lee@example');
    await text(form, 'Invalid Email').waitFor();
    await field(form, contactLabels.verifyEmail).fill('someone@example.org');
    await field(form, contactLabels.email).fill(me.email);
    await text(form, 'Email mismatch').waitFor();
    const phone = field(form, contactLabels.number);
    await phone.pressSequentially('+61 (412) 345-678');
    expect(await phone.inputValue()).toBe('61412345678');
    await phone.pressSequentially('9876543210');
    await text(form, 'Invalid number').waitFor();

    await field(form, contactLabels.name).fill('Lee Wong');
    await field(form, contactLabels.verifyEmail).fill(me.email);
    await phone.fill('0412345678');
    await subject.selectOption({ label: 'General enquiry' });
    await field(form, contactLabels.message).fill('Do you list courses taught in Spanish?');
    expect(await form.getByRole('alert').count()).toBe(0);
    await form.getByRole('button', { name: contactLabels.send, exact: true }).click();

    await text(page, contactMessages.contactSent).waitFor();
    expect(await field(form, contactLabels.name).inputValue()).toBe('');
    expect(await field(form, contactLabels.message).inputValue()).toBe('');
    expect(await subject.inputValue()).toBe('');

    const ack = await latestMailTo(suite.portal().url, me.email);
    expect(ack.subject).toBe(contactMessages.mailContactAckSubject);
    expect(ack.text).toContain('Do you list courses taught in Spanish?');
    const support = await latestMailTo(suite.portal().url, SUPPORT);
    expect(support.subject).toBe('Contact us: General enquiry (from Lee Wong)');
    expect(support.text).toContain(`From: Lee Wong <${me.email}>`);
    expect(support.text).toContain('Phone: 0412345678');
    expect(suite.pageErrors).toEqual([]);
  });

  it('refer a friend, signed in: the messages, InValid Email, then the invitation mail with its sign-up link', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Noor', 'Haddad'));
    const page = await suite.openPage('/findDashBoard');
    const header = page.locator('header');
    await header.getByRole('button', { name: messages.signInAction, exact: true }).waitFor();
    // Members only: no button while signed out.
    expect(await header.getByRole('button', { name: referralLabels.open }).count()).toBe(0);

    await header.getByRole('button', { name: messages.signInAction, exact: true }).click();
    await signInThroughDialog(page, me);

    // Refer a friend sits in the header's "My account" menu (issue 24).
    await header.getByRole('button', { name: portalMessages.accountMenuButton, exact: true }).click();
    const opener = header.getByRole('button', { name: referralLabels.open, exact: true });
    await opener.click();
    const popover = page.getByRole('dialog', { name: referralLabels.title });
    await popover.waitFor();
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    expect(await isFocused(field(popover, referralLabels.name))).toBe(true);

    await popover.getByRole('button', { name: referralLabels.send, exact: true }).click();
    await text(popover, 'Name is required').waitFor();
    await text(popover, 'Email is required').waitFor();
    await field(popover, referralLabels.name).fill('Lee Wong');
    await field(popover, referralLabels.email).fill('lee@example');
    await text(popover, 'InValid Email').waitFor();

    const friend = newIdentity('Lee', 'Wong').email;
    await field(popover, referralLabels.email).fill(friend);
    await field(popover, referralLabels.email).press('Enter');
    await text(popover, format(referralMessages.referralSent, { email: friend })).waitFor();
    expect(await field(popover, referralLabels.name).inputValue()).toBe('');

    // Escape closes it and focus is back on the button.
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    expect(await isFocused(opener)).toBe(true);

    const invitation = await latestMailTo(suite.portal().url, friend);
    expect(invitation.subject).toBe('Noor Haddad invites you to StudyAtlas');
    const link = mailLink(invitation, '/signUp');
    expect(link).toBe(`${suite.portal().url}/signUp`);
    const friendPage = await suite.openPage();
    await friendPage.goto(link);
    await friendPage.getByRole('heading', { name: authMessages.signUpTitle }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
