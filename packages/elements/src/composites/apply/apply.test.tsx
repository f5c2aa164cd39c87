import { describe, expect, it, vi } from 'vitest';
import {
  $loginDialog,
  applicationWizardLabels as t,
  loadCurrentApplication,
  messages,
  saveBasicDetail,
  signIn,
  signOut,
} from '@studyatlas/core';
import { verifiedMember } from '../../../test/server.js';
import { buttonNamed } from '../../../test/fields.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { completeBasicDetail } from '../../../../react/test/application.js';
import { testIntakes } from '../../../../react/test/compare-courses.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * <sa-apply> in its shadow root, against the real API server with the suites' small catalogue: a
 * partner's course page puts Apply on it with this one element.
 */

const server = elementSuite();

const stepTitle = (element: HTMLElement) => shadow(element).querySelector('.sa-apply-step-title')?.textContent;

describe('<sa-apply>', () => {
  it('asks an anonymous visitor to sign in with the login dialog', async () => {
    const [intake] = await testIntakes(1);
    const apply = place(`<sa-apply api-base="${server().url}" intake="${intake!.intakeId}"></sa-apply>`);
    await until(() => textOf(apply).includes(messages.signInRequired));
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get()).toEqual({ open: true, reason: messages.signInRequired });
    expect(stepTitle(apply)).toBeUndefined();
  });

  it('signed in, starts an application for the intake inline; placed again, it reopens that draft instead of starting another', async () => {
    const member = await verifiedMember(server(), 'Ines', 'Apply');
    await signIn(member.email, member.password);
    await saveBasicDetail(await completeBasicDetail(member.email));
    const [intake] = await testIntakes(1);
    const user = setupUser();

    const apply = place(`<sa-apply api-base="${server().url}" intake="${intake!.intakeId}" heading-level="3"></sa-apply>`);
    await until(() => stepTitle(apply) === t.steps.C);
    expect(shadow(apply).querySelector('h3')?.textContent).toBe(t.wizardTitle);
    expect(shadow(apply).querySelector('[part="application-course"]')?.getAttribute('aria-label')).toBe(intake!.name);
    const first = await loadCurrentApplication();
    expect(first!.courses.map((c) => c.intakeId)).toEqual([intake!.intakeId]);

    await user.click(buttonNamed(apply, t.next));
    await until(() => stepTitle(apply) === t.steps.B);
    await vi.waitFor(async () => expect((await loadCurrentApplication(first!.applicationFk))?.step).toBe('B'));

    // The page is loaded again: the element finds the member's draft holding the intake, at its step.
    apply.remove();
    const again = place(`<sa-apply api-base="${server().url}" intake="${intake!.intakeId}"></sa-apply>`);
    await until(() => stepTitle(again) === t.steps.B);
    expect((await loadCurrentApplication())!.applicationFk).toBe(first!.applicationFk);
    await signOut();
  });

  it('signed in with nothing to reopen: says so', async () => {
    const member = await verifiedMember(server(), 'Olu', 'Nothing');
    await signIn(member.email, member.password);
    const apply = place(`<sa-apply api-base="${server().url}"></sa-apply>`);
    await until(() => textOf(apply).includes(t.noApplication));
    await signOut();
  });
});
