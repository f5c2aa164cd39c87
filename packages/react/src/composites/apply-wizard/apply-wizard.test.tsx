import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptDeclaration,
  applicationMessages,
  applicationWizardLabels as t,
  formatDisplayDate,
  loadCurrentApplication,
  loadDeclaration,
  messages,
  saveApplicationStep,
  signIn,
  signOut,
  submitApplication,
  type WizardStep,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { testIntakes } from '../../../test/compare-courses.js';
import { applicant, draftApplication, draftWith, intakeWithSurvey } from '../../../test/application.js';
import { ApplyWizard } from './apply-wizard.js';
import { findNotice } from '../../../test/queries.js';

afterEach(() => signOut());

const stepHeading = () => document.querySelector<HTMLElement>('.sa-apply-step-title');
const onStep = (step: WizardStep) => waitFor(() => expect(stepHeading()?.textContent).toBe(t.steps[step]));
const stepNames = () => [...document.querySelectorAll('.sa-apply-step-list li')].map((item) => item.textContent);
const currentStep = () => document.querySelector('.sa-apply-step-list [aria-current="step"]')?.textContent;
/** The wizard's buttons on screen (Back, Next, Save, Submit), sorted. */
const wizardButtons = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter((name) => ['Back', 'Next', 'Save', 'Submit'].includes(name))
    .sort();
const names = (steps: readonly WizardStep[]) => steps.map((step) => t.steps[step]);

describe('ApplyWizard', () => {
  it('starts a new application for an intake at C (the start checks pass) and tells the host its id', async () => {
    await applicant();
    const [intake] = await testIntakes(1);
    const onStepChange = vi.fn();
    renderWithProvider(<ApplyWizard intakeId={intake!.intakeId} onStepChange={onStepChange} />);
    await onStep('C');
    expect(screen.getByRole('article', { name: intake!.name })).toBeTruthy();
    expect(onStepChange).toHaveBeenCalledTimes(1);
    const [step, id] = onStepChange.mock.calls[0]!;
    expect(step).toBe('C');
    const saved = await loadCurrentApplication(id as number);
    expect(saved).toMatchObject({ applicationFk: id, key: 'SAS_PAP', status: 'D' });
    expect(saved!.courses.map((c) => c.intakeId)).toEqual([intake!.intakeId]);
  });

  it("refuses the start while the basic details are missing (member §5) and links to the profile", async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const [intake] = await testIntakes(1);
    renderWithProvider(<ApplyWizard intakeId={intake!.intakeId} />);
    const alert = await screen.findByRole('alert');
    expect([applicationMessages.basicIncomplete, applicationMessages.basicNotConfigured]).toContain(alert.textContent);
    expect(screen.getByRole('link', { name: t.openProfile }).getAttribute('href')).toBe('/profile/myDetail');
    expect(stepHeading()).toBeNull();
    expect(await loadCurrentApplication()).toBeNull();
  });

  it('refuses a second application for the same course and intake, with a link to the first one (issue 24)', async () => {
    await applicant();
    const [intake] = await testIntakes(1);
    const first = renderWithProvider(<ApplyWizard intakeId={intake!.intakeId} onStepChange={() => undefined} />);
    await onStep('C');
    const existing = (await loadCurrentApplication())!.applicationFk;
    first.unmount();
    const { user, navigate } = renderWithProvider(<ApplyWizard intakeId={intake!.intakeId} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`You have already applied for ${intake!.name} (intake ${formatDisplayDate((await loadCurrentApplication())!.courses[0]!.intakeDate)}).`);
    const link = screen.getByRole('link', { name: applicationMessages.openExistingApplication });
    expect(link.getAttribute('href')).toBe(`/apps/${existing}`);
    expect(stepHeading()).toBeNull();
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith(`/apps/${existing}`);
    expect((await loadCurrentApplication())!.applicationFk).toBe(existing);
  });

  it('goes home when there is no application to reopen (missing course list)', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const onHome = vi.fn();
    renderWithProvider(<ApplyWizard onHome={onHome} />);
    await waitFor(() => expect(onHome).toHaveBeenCalledTimes(1));
    expect(stepHeading()).toBeNull();
  });

  it('shows exactly the buttons of each step, in the order C B E W P AS DC without a survey; focus moves to the step heading; each step is saved', async () => {
    await applicant();
    const draft = await draftApplication(1);
    expect(draft.surveyId).toBe(0);
    const { user } = renderWithProvider(<ApplyWizard applicationId={draft.applicationFk} />);
    await onStep('C');
    expect(stepNames()).toEqual(names(['C', 'B', 'E', 'W', 'P', 'AS', 'DC']));
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(currentStep()).toBe(t.steps.C);
    expect(wizardButtons()).toEqual(['Next']);

    const expected: Array<[WizardStep, string[]]> = [
      ['B', ['Back', 'Next', 'Save']],
      ['E', ['Back', 'Next']],
      ['W', ['Back', 'Next']],
      ['P', ['Back', 'Next', 'Save']],
      ['AS', ['Back', 'Next']],
      ['DC', ['Back', 'Submit']],
    ];
    for (const [index, [step, buttons]] of expected.entries()) {
      await user.click(await screen.findByRole('button', { name: t.next }));
      await onStep(step);
      expect(document.activeElement).toBe(stepHeading());
      expect(currentStep()).toBe(t.steps[step]);
      expect(screen.getByText(`Step ${index + 2} of 7`)).toBeTruthy();
      await waitFor(() => expect(wizardButtons()).toEqual(buttons));
      await waitFor(async () => expect((await loadCurrentApplication(draft.applicationFk))!.step).toBe(step));
    }

    // Back reverses the order.
    for (const step of ['AS', 'P', 'W'] as const) {
      await user.click(await screen.findByRole('button', { name: t.back }));
      await onStep(step);
    }
    await waitFor(async () => expect((await loadCurrentApplication(draft.applicationFk))!.step).toBe('W'));
  });

  it('puts the questionnaire (AD) between P and AS when a chosen course has a survey', async () => {
    await applicant();
    const intake = await intakeWithSurvey();
    const draft = await draftWith([intake]);
    expect(draft.surveyId).toBeGreaterThan(0);
    const { user } = renderWithProvider(<ApplyWizard applicationId={draft.applicationFk} step="P" />);
    await onStep('P');
    expect(stepNames()).toEqual(names(['C', 'B', 'E', 'W', 'P', 'AD', 'AS', 'DC']));
    expect(screen.getByText('Step 5 of 8')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: t.next }));
    await onStep('AD');
    expect(currentStep()).toBe(t.steps.AD);
    await user.click(await screen.findByRole('button', { name: t.back }));
    await onStep('P');
  });

  it('reopens the same application at the step the member left, after signing out (another device)', async () => {
    const member = await applicant();
    const draft = await draftApplication(2);
    await saveApplicationStep(draft.applicationFk, 'W');
    signOut();
    await signIn(member.email, member.password);
    const onStepChange = vi.fn();
    renderWithProvider(<ApplyWizard onStepChange={onStepChange} />);
    await onStep('W');
    expect(currentStep()).toBe(t.steps.W);
    expect(onStepChange).toHaveBeenCalledWith('W', draft.applicationFk);
  });

  it('the summary (AS): collapsible sections in order, Expand all and Collapse all, No records found when empty', async () => {
    await applicant();
    const draft = await draftApplication(1);
    const { user } = renderWithProvider(<ApplyWizard applicationId={draft.applicationFk} step="AS" />);
    await onStep('AS');
    const s = t.sections;
    const order = [s.courses, s.basic, s.qualifications, s.englishTests, s.passports, s.visas, s.family, s.experience, s.flags, s.answers];
    const triggers = () => document.querySelectorAll<HTMLButtonElement>('.sa-accordion-trigger');
    await waitFor(() => expect([...triggers()].map((b) => b.textContent)).toEqual(order));
    expect([...triggers()].map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', ...order.slice(1).map(() => 'false')]);
    expect(screen.getByRole('region', { name: s.courses }).textContent).toContain(draft.courses[0]!.courseName);

    await user.click(screen.getByRole('button', { name: messages.expandAll }));
    expect([...triggers()].every((b) => b.getAttribute('aria-expanded') === 'true')).toBe(true);
    const basic = screen.getByRole('region', { name: s.basic });
    expect(basic.textContent).toContain('Ana');
    for (const empty of [s.qualifications, s.englishTests, s.passports, s.visas, s.family, s.experience, s.answers]) {
      expect(screen.getByRole('region', { name: empty }).textContent).toBe(messages.noRecords);
    }
    await user.click(screen.getByRole('button', { name: messages.collapseAll }));
    expect([...triggers()].every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('the declaration (DC): Submit asks for I accept first, then submits (SyncProfileData) and hands over to my applications', async () => {
    await applicant();
    const draft = await draftApplication(1);
    const onSubmitted = vi.fn();
    const { user } = renderWithProvider(<ApplyWizard applicationId={draft.applicationFk} step="DC" onSubmitted={onSubmitted} />);
    await onStep('DC');
    const accept = await screen.findByRole('checkbox', { name: t.accept });
    for (const paragraph of (await loadDeclaration(draft.applicationFk)).paragraphs) expect(screen.getByText(paragraph)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.acceptFirst);
    expect(onSubmitted).not.toHaveBeenCalled();

    await user.click(accept);
    await waitFor(async () => expect((await loadDeclaration(draft.applicationFk)).accepted).toBe(true));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(draft.applicationFk));
    expect((await loadCurrentApplication(draft.applicationFk))!.status).toBe('S');
    expect((await findNotice(applicationMessages.submitted)).textContent).toContain(messages.titleSuccess);
  });

  it("without onSubmitted, a submitted application navigates to my applications (/apps)", async () => {
    await applicant();
    const draft = await draftApplication(1);
    await acceptDeclaration(draft.applicationFk, (await loadDeclaration(draft.applicationFk)).privacyPolicyFk);
    const { user, navigate } = renderWithProvider(<ApplyWizard applicationId={draft.applicationFk} step="DC" />);
    await onStep('DC');
    await waitFor(() => expect((screen.getByRole('checkbox', { name: t.accept }) as HTMLInputElement).checked).toBe(true));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/apps'));
  });

  it("a submission that fails (result F) says 'Application submission failed' in a Failed popup and on the step", async () => {
    await applicant();
    const draft = await draftApplication(1);
    const onSubmitted = vi.fn();
    const { user } = renderWithProvider(<ApplyWizard applicationId={draft.applicationFk} step="DC" onSubmitted={onSubmitted} />);
    await onStep('DC');
    await user.click(await screen.findByRole('checkbox', { name: t.accept }));
    await waitFor(async () => expect((await loadDeclaration(draft.applicationFk)).accepted).toBe(true));
    // Meanwhile the application was submitted from another tab: this submit can no longer go through.
    expect((await submitApplication(draft.applicationFk)).result).toBe('S');
    await user.click(screen.getByRole('button', { name: t.submit }));
    const popup = await screen.findByRole('alertdialog', { name: messages.titleFailed });
    expect(popup.textContent).toContain(applicationMessages.submissionFailed);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(applicationMessages.submissionFailed);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
