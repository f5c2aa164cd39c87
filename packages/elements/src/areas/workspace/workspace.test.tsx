import { describe, expect, it } from 'vitest';
import { $loginDialog, messages, signIn, signOut, workspaceLabels } from '@studyatlas/core';
import { verifiedMember } from '../../../test/server.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';

/* <sa-workspace> in its shadow root, against the real API server (its screens' own suite is the React one). */

const server = elementSuite();

describe('<sa-workspace>', () => {
  it('signed out, asks for a sign-in with the login dialog', async () => {
    await signOut();
    const element = place(`<sa-workspace api-base="${server().url}"></sa-workspace>`);
    await until(() => textOf(element).includes(messages.signInRequired));
    await until(() => $loginDialog.get().open);
    expect(textOf(element)).not.toContain(workspaceLabels.title);
  });

  it('signed in without an organisation, says so under the heading level asked for, styled in its shadow root', async () => {
    const member = await verifiedMember(server(), 'Wren', 'Element');
    await signIn(member.email, member.password);
    const element = place(`<sa-workspace api-base="${server().url}" heading-level="3" view="staff"></sa-workspace>`);
    await until(() => textOf(element).includes(workspaceLabels.noOrganisations));
    expect(shadow(element).querySelector('h3')!.textContent).toBe('Workspace');
    expect(shadow(element).querySelector('[part="workspace"]')).toBeTruthy();
    const styles = [...shadow(element).querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('.sa-workspace-rows');
    expect(styles).toContain('.sa-timeline');
    await signOut();
  });
});
