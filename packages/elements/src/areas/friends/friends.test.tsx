import { describe, expect, it } from 'vitest';
import { $loginDialog, friendLabels as t, messages, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/server.js';
import { buttonNamed, controlByLabel } from '../../../test/fields.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/* <sa-friend-search> in its shadow root, against the real API server with the seeded demo members. */

const server = elementSuite();

describe('<sa-friend-search>', () => {
  it('signed out, asks for a sign-in with the login dialog', async () => {
    await signOut();
    const search = place(`<sa-friend-search api-base="${server().url}"></sa-friend-search>`);
    await until(() => textOf(search).includes(messages.signInRequired));
    expect(shadow(search).querySelector('form[role="search"]')).toBeNull();
    // The dialog opens from an effect, which may come a tick after the message.
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get().open).toBe(true);
  });

  it('signed in, searches by name, lists the member and opens their detail with the relation actions', async () => {
    const member = await verifiedMember(server(), 'Noor', 'Element');
    await signIn(member.email, member.password);
    const user = setupUser();
    const search = place(`<sa-friend-search api-base="${server().url}"></sa-friend-search>`);
    const name = await until(() => controlByLabel(search, t.quickSearch));
    await user.type(name, 'Priya Sharma');
    await user.click(buttonNamed(search, t.search));
    await until(() => textOf(search).includes('1 people found'));
    const link = shadow(search).querySelector<HTMLAnchorElement>('.sa-friend-row-name')!;
    expect(link.textContent).toBe('Priya Sharma');
    expect(shadow(search).querySelector('[part="friend-row"] img')!.getAttribute('src')).toMatch(/\/api\/Image\/GetFriendImage\?id=\d+&viewer=\d+&exp=\d+&sig=[\w-]{43}$/);
    await user.click(link);
    await until(() => shadow(search).querySelector('.sa-friend-detail h2')?.textContent === 'Priya Sharma');
    expect(buttonNamed(search, t.addFriend)).toBeTruthy();
    expect(buttonNamed(search, t.message)).toBeTruthy();
    expect(textOf(search)).toContain(t.mutualFriends);
    await signOut();
  });
});
