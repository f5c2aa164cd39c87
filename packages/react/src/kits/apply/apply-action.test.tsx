import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $session, applyMessages, format, loginMessages, messages, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/members.js';
import { applicant } from '../../../test/application.js';
import { testIntakes } from '../../../test/compare-courses.js';
import { renderWithProvider } from '../../../test/render.js';
import { ApplyAction } from './apply-action.js';

afterEach(() => signOut());

const applyButton = () => screen.getByRole('button', { name: format(applyMessages.applyCourse, { name: 'Bachelor of Design' }) });

describe('ApplyAction', () => {
  it("signed in with incomplete details: CourseApplyCondition's answer shows 'First update your basic detail and contact detail'", async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user, navigate } = renderWithProvider(<ApplyAction name="Bachelor of Design" intakeId={7} />);
    expect(applyButton().textContent).toBe(applyMessages.applyAction);
    await user.click(applyButton());
    expect((await screen.findByRole('alert')).textContent).toBe('First update your basic detail and contact detail');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signed out: the login dialog asks to sign in, and after signing in there the apply goes on', async () => {
    const member = await verifiedMember();
    const { user } = renderWithProvider(<ApplyAction name="Bachelor of Design" intakeId={7} />);
    await user.click(applyButton());
    expect($loginDialog.get()).toMatchObject({ open: true, reason: applyMessages.applySignIn });
    const dialog = await screen.findByRole('dialog', { name: messages.signInTitle });
    expect(within(dialog).getByText(applyMessages.applySignIn)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(await within(dialog).findByLabelText(loginMessages.loginIdLabel, { exact: false }), member.email);
    await user.type(within(dialog).getByLabelText(loginMessages.passwordLabel, { exact: false }), `${member.password}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($session.get()?.member.email).toBe(member.email);
    expect((await screen.findByRole('alert')).textContent).toBe('First update your basic detail and contact detail');
  });

  it('signed in with complete details: the start checks pass and the wizard opens for the intake (/onlineApp/coursedetail?intake=…)', async () => {
    await applicant();
    const [intake] = await testIntakes(1);
    const { user, navigate } = renderWithProvider(<ApplyAction name="Bachelor of Design" intakeId={intake!.intakeId} />);
    await user.click(applyButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/onlineApp/coursedetail?intake=${intake!.intakeId}`));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
