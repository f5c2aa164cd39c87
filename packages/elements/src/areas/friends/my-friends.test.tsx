import { describe, expect, it } from 'vitest';
import { $loginDialog, messages, myFriendsLabels as l, referralLabels, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/server.js';
import { buttonNamed } from '../../../test/fields.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';

/* <sa-friends> in its shadow root, against the real API server. */

const server = elementSuite();

describe('<sa-friends>', () => {
  it('signed out, asks for a sign-in with the login dialog', async () => {
    await signOut();
    const element = place(`<sa-friends api-base="${server().url}"></sa-friends>`);
    await until(() => textOf(element).includes(messages.signInRequired));
    // The dialog opens from an effect, which may come a tick after the message.
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get().open).toBe(true);
    expect(shadow(element).querySelector('[part="my-friends"]')).toBeNull();
  });

  it("signed in, shows My friends under the heading level asked for with the tabs, the refer-a-friend button and its styles", async () => {
    const member = await verifiedMember(server(), 'Kofi', 'Element');
    await signIn(member.email, member.password);
    const element = place(`<sa-friends api-base="${server().url}" heading-level="3"></sa-friends>`);
    await until(() => textOf(element).includes(l.noFriends));
    expect(shadow(element).querySelector('h3')!.textContent).toBe(l.title);
    const tabs = [...shadow(element).querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Friends (0)', 'Requests (0)', 'Sent requests (0)', expect.stringMatching(/^People you may know \(\d+\)$/), 'Groups (0)']);
    expect(buttonNamed(element, referralLabels.open)).toBeTruthy();
    // jsdom has no constructable stylesheets: the area's sheets come as <style> in the shadow root.
    const styles = [...shadow(element).querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('.sa-my-friends-row');
    expect(styles).toContain('.sa-refer-friend');
    await signOut();
  });

  it('hide-refer-friend leaves the refer-a-friend button out', async () => {
    const member = await verifiedMember(server(), 'Lena', 'Element');
    await signIn(member.email, member.password);
    const element = place(`<sa-friends api-base="${server().url}" hide-refer-friend></sa-friends>`);
    await until(() => textOf(element).includes(l.noFriends));
    expect(textOf(element)).toContain(l.groupsTab);
    expect([...shadow(element).querySelectorAll('button')].some((button) => button.textContent?.trim() === referralLabels.open)).toBe(false);
    await signOut();
  });
});
