import { describe, expect, it } from 'vitest';
import { $loginDialog, messages, referralLabels as t, signIn } from '@studyatlas/core';
import { latestMail, verifiedMember } from '../../../test/server.js';
import { buttonNamed, controlByLabel, errorOf, fillIn } from '../../../test/fields.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/* <sa-refer-friend> in its shadow root, against the real API server. */

const server = elementSuite();

const popover = (element: HTMLElement) => shadow(element).querySelector('[role="dialog"][part="popover"]');

describe('<sa-refer-friend>', () => {
  it('signed out, opens the login dialog; hidden when asked', async () => {
    const user = setupUser();
    const refer = place(`<sa-refer-friend api-base="${server().url}"></sa-refer-friend>`);
    await user.click(await until(() => buttonNamed(refer, t.open)));
    expect(popover(refer)).toBeNull();
    expect($loginDialog.get()).toEqual({ open: true, reason: messages.signInRequired });

    const hidden = place(`<sa-refer-friend api-base="${server().url}" signed-out="hidden"></sa-refer-friend>`);
    await until(() => shadow(hidden).querySelector('.sa-root'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(textOf(hidden)).not.toContain(t.open);
    // It appears as soon as someone signs in.
    const member = await verifiedMember(server());
    await signIn(member.email, member.password);
    await until(() => buttonNamed(hidden, t.open));
  });

  it('signed in, checks the fields and e-mails the invitation', async () => {
    const member = await verifiedMember(server(), 'Mei', 'Chen');
    await signIn(member.email, member.password);
    const user = setupUser();
    const refer = place(`<sa-refer-friend api-base="${server().url}" signed-out="hidden"></sa-refer-friend>`);
    await user.click(await until(() => buttonNamed(refer, t.open)));
    const panel = await until(() => popover(refer));
    expect(shadow(refer).activeElement).toBe(controlByLabel(refer, t.name));

    await user.click(buttonNamed(refer, t.send));
    await until(() => errorOf(refer, controlByLabel(refer, t.name)) === 'Name is required');
    expect(errorOf(refer, controlByLabel(refer, t.email))).toBe('Email is required');
    fillIn(controlByLabel(refer, t.name), 'Lee');
    fillIn(controlByLabel(refer, t.email), 'lee@example');
    await until(() => errorOf(refer, controlByLabel(refer, t.email)) === 'InValid Email');

    const friend = `friend.${Date.now()}@example.org`;
    fillIn(controlByLabel(refer, t.email), friend);
    await user.click(buttonNamed(refer, t.send));
    await until(() => panel.textContent?.includes(`Your invitation has been sent to ${friend}.`));
    expect((await latestMail(server(), friend)).subject).toBe('Mei Chen invites you to StudyAtlas');

    await user.keyboard('{Escape}');
    await until(() => popover(refer) === null);
    expect(shadow(refer).activeElement).toBe(buttonNamed(refer, t.open));
  });
});
