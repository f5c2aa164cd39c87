import { describe, expect, it } from 'vitest';
import { $loginDialog, $profile, loadProfile, messagingLabels as l, messagingMessages as m, messages, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/server.js';
import { buttonNamed, controlByLabel, errorOf } from '../../../test/fields.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/* <sa-messages> and <sa-unread-count> in their shadow roots, against the real API server. */

const server = elementSuite();

describe('<sa-messages>', () => {
  it('signed out, asks for a sign-in with the login dialog', async () => {
    await signOut();
    const element = place(`<sa-messages api-base="${server().url}"></sa-messages>`);
    await until(() => textOf(element).includes(messages.signInRequired));
    // The dialog opens from an effect, which may come a tick after the message.
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get().open).toBe(true);
    expect(textOf(element)).not.toContain(l.folders);
  });

  it('signed in, shows the inbox, moves to compose inside the widget (the page stays) and back, styled in its shadow root', async () => {
    const member = await verifiedMember(server(), 'Aiko', 'Inbox');
    await signIn(member.email, member.password);
    const user = setupUser();
    const before = window.location.href;
    const element = place(`<sa-messages api-base="${server().url}" heading-level="3"></sa-messages>`);
    await until(() => textOf(element).includes(l.noMessages));
    expect(shadow(element).querySelector('h3')!.textContent).toBe(l.inboxTitle);
    const styles = [...shadow(element).querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('.sa-msg-row');

    await user.click(buttonNamed(element, l.newMessage));
    await until(() => shadow(element).querySelector('.sa-editor-content'));
    expect(shadow(element).querySelector('h3')!.textContent).toBe(l.composeTitle);
    await user.click(buttonNamed(element, l.send));
    const subject = controlByLabel(element, l.subject);
    await until(() => errorOf(element, subject) === m.subjectRequired);
    expect(window.location.href).toBe(before);

    await user.click(buttonNamed(element, l.cancel));
    await until(() => textOf(element).includes(l.noMessages));
    await signOut();
  });

  it('view="compose" opens compose first', async () => {
    const member = await verifiedMember(server(), 'Aiko', 'Compose');
    await signIn(member.email, member.password);
    const element = place(`<sa-messages api-base="${server().url}" view="compose"></sa-messages>`);
    await until(() => shadow(element).querySelector('.sa-editor-content'));
    expect(shadow(element).querySelector('h2')!.textContent).toBe(l.composeTitle);
    await signOut();
  });
});

describe('<sa-unread-count>', () => {
  it('shows nothing signed out and at 0; with show-zero, the badge named by its count', async () => {
    await signOut();
    const badge = place(`<sa-unread-count api-base="${server().url}" show-zero></sa-unread-count>`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow(badge).querySelector('.sa-unread-count')).toBeNull();
    const member = await verifiedMember(server(), 'Aiko', 'Badge');
    await signIn(member.email, member.password);
    await loadProfile();
    const shown = await until(() => shadow(badge).querySelector('.sa-unread-count'));
    expect(shown.getAttribute('aria-label')).toBe('Messages, 0 unread');
    // The live stream's first count (0) may land after this write and replace it: write until it shows.
    await until(() => {
      const shownCount = shadow(badge).querySelector('.sa-unread-count')?.textContent;
      if (shownCount !== '3') $profile.set({ ...$profile.get()!, msgCount: 3 });
      return shownCount === '3';
    });
    expect(shadow(badge).querySelector('.sa-unread-count')!.getAttribute('aria-label')).toBe('Messages, 3 unread');
    await signOut();
  });
});
