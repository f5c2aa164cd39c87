import { describe, expect, it } from 'vitest';
import { $loginDialog, messages, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/server.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';

/* <sa-applications> in its shadow root, against the real API server. */

const server = elementSuite();

describe('<sa-applications>', () => {
  it('signed out, asks for a sign-in with the login dialog', async () => {
    await signOut();
    const element = place(`<sa-applications api-base="${server().url}"></sa-applications>`);
    await until(() => textOf(element).includes(messages.signInRequired));
    // The dialog opens from an effect, which may come a tick after the message.
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get().open).toBe(true);
    expect(textOf(element)).not.toContain('My applications');
  });

  it("signed in, shows the member's applications under the heading level asked for, styled in its shadow root", async () => {
    const member = await verifiedMember(server(), 'Aiko', 'Element');
    await signIn(member.email, member.password);
    const element = place(`<sa-applications api-base="${server().url}" heading-level="3"></sa-applications>`);
    await until(() => textOf(element).includes('No records found'));
    expect(shadow(element).querySelector('h3')!.textContent).toBe('My applications');
    expect(shadow(element).querySelector('[part="applications"]')).toBeTruthy();
    expect(shadow(element).querySelector('a')!.textContent).toBe('Find courses');
    // jsdom has no constructable stylesheets: the area's sheet comes as a <style> in the shadow root.
    const styles = [...shadow(element).querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('.sa-application-courses');
    await signOut();
  });
});
