import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $favouriteCounts, $loginDialog, messages, signIn, favouriteMessages, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { verifiedMember } from '../../../test/members.js';
import { testIntakes } from '../../../test/compare-courses.js';
import { FavouriteToggle } from './favourite-toggle.js';

const heart = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });

describe('FavouriteToggle', () => {
  it('saves and removes a favourite for a signed-in member, and the count follows', async () => {
    const [intake] = await testIntakes(1);
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(
      <>
        <FavouriteToggle category="C" referenceId={intake!.intakeId} label={intake!.name} />
        <FavouriteToggle category="I" referenceId={intake!.legalId} label={intake!.institutionName} />
      </>,
    );
    expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('false');

    await user.click(heart(intake!.name));
    await waitFor(() => expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('true'));
    expect($favouriteCounts.get().C).toBe(1);
    expect(heart(intake!.institutionName).getAttribute('aria-pressed')).toBe('false');

    await user.click(heart(intake!.institutionName));
    await waitFor(() => expect(heart(intake!.institutionName).getAttribute('aria-pressed')).toBe('true'));
    expect($favouriteCounts.get()).toMatchObject({ C: 1, I: 1 });

    await user.click(heart(intake!.name));
    await waitFor(() => expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('false'));
    expect($favouriteCounts.get()).toMatchObject({ C: 0, I: 1 });
  });

  it('knows a saved favourite when it mounts', async () => {
    const [intake] = await testIntakes(1);
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const first = renderWithProvider(<FavouriteToggle category="C" referenceId={intake!.intakeId} label={intake!.name} />);
    await first.user.click(heart(intake!.name));
    await waitFor(() => expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('true'));
    first.unmount();
    $favouriteCounts.set({ C: 0, I: 0, A: 0, E: 0, S: 0 });

    // A fresh page of the same member: the category's favourites are loaded once.
    renderWithProvider(<FavouriteToggle category="C" referenceId={intake!.intakeId} label={intake!.name} />);
    await waitFor(() => expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('true'));
  });

  it('signed out: opens the login dialog and saves the favourite once the member signs in', async () => {
    const [intake] = await testIntakes(1);
    const member = await verifiedMember();
    const { user } = renderWithProvider(<FavouriteToggle category="C" referenceId={intake!.intakeId} label={intake!.name} />);

    await user.click(heart(intake!.name));
    const dialog = await screen.findByRole('dialog', { name: messages.signInTitle });
    expect(within(dialog).getByText(favouriteMessages.favouriteSignIn)).toBeTruthy();
    expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('false');

    await within(dialog).findByRole('button', { name: messages.signInAction }); // the form loads on first opening
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, `${member.password}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('true'));
    expect($favouriteCounts.get().C).toBe(1);
    expect($loginDialog.get().open).toBe(false);
  });

  it('signed out: closing the dialog gives the save up', async () => {
    const [intake] = await testIntakes(1);
    const { user } = renderWithProvider(<FavouriteToggle category="C" referenceId={intake!.intakeId} label={intake!.name} />);
    await user.click(heart(intake!.name));
    await screen.findByRole('dialog', { name: messages.signInTitle });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {});
    expect(heart(intake!.name).getAttribute('aria-pressed')).toBe('false');
    expect($favouriteCounts.get().C).toBe(0);
  });
});
