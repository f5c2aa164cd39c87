import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $searchView, friendLabels, loginMessages, messages, setPanelTab, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/members.js';
import { renderWithProvider } from '../../../test/render.js';
import { institutionLabels } from '@studyatlas/core';
import { SearchPanel } from './search-panel.js';
import { searchPanelLabels as l } from '@studyatlas/core';

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('SearchPanel', () => {
  it('shows the tabs that have a form, and Friends as the sign-in gate', async () => {
    setPanelTab('C');
    renderWithProvider(<SearchPanel />);
    // Every tab of discovery §1, in its order; Friends is the sign-in gate while signed out.
    expect(tabs()).toEqual([l.tabs.R, l.tabs.I, l.tabs.C, l.tabs.S, l.tabs.F, l.tabs.A, l.tabs.E]);
    expect(tab(l.tabs.C).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: l.tabs.C })).toBeTruthy();
    expect(await screen.findByLabelText(/Study Area Or Course Name/)).toBeTruthy();
  });

  it("opens the institution search form on the I tab", async () => {
    setPanelTab('C');
    const { user } = renderWithProvider(<SearchPanel />);
    await user.click(tab(l.tabs.I));
    expect(tab(l.tabs.I).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('search', { name: institutionLabels.searchTitle })).toBeTruthy();
  });

  it('signed out, Friends opens the login dialog and the panel stays on its tab; signing in there opens Friends', async () => {
    setPanelTab('C');
    const member = await verifiedMember();
    const { user } = renderWithProvider(<SearchPanel />);
    await user.click(tab(l.tabs.R));
    expect($loginDialog.get()).toMatchObject({ open: true, reason: l.friendsSignIn });
    expect(tab(l.tabs.C).getAttribute('aria-selected')).toBe('true');
    expect($searchView.get().panelTab).toBe('C');
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(loginMessages.loginIdLabel, { exact: false }), member.email);
    await user.type(within(dialog).getByLabelText(loginMessages.passwordLabel, { exact: false }), member.password);
    await user.click(within(dialog).getByRole('button', { name: messages.signInAction }));

    // The sign-in the Friends tab asked for continues there.
    await waitFor(() => expect(tab(l.tabs.R).getAttribute('aria-selected')).toBe('true'));
    expect($loginDialog.get().open).toBe(false);
    expect(await screen.findByRole('search', { name: friendLabels.searchTitle })).toBeTruthy();
    signOut();
  });

  it('a cancelled sign-in from Friends does not open Friends later', async () => {
    setPanelTab('C');
    const { user } = renderWithProvider(<SearchPanel />);
    await user.click(tab(l.tabs.R));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect($loginDialog.get().open).toBe(false));
    expect($loginDialog.get().then).toBeUndefined();
    expect(tab(l.tabs.C).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys and opens one with Enter; remembers it', async () => {
    setPanelTab('C');
    const { user } = renderWithProvider(<SearchPanel forms={{ I: <p>Institution form</p> }} />);
    // a tab's form can be replaced (here the I form), and further tabs join the same way
    expect(tabs()).toEqual([l.tabs.R, l.tabs.I, l.tabs.C, l.tabs.S, l.tabs.F, l.tabs.A, l.tabs.E]);
    expect(tab(l.tabs.C).tabIndex).toBe(0);
    expect(tab(l.tabs.I).tabIndex).toBe(-1);
    tab(l.tabs.C).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab(l.tabs.I));
    await user.keyboard('{Enter}');
    expect(tab(l.tabs.I).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Institution form')).toBeTruthy();
    expect($searchView.get().panelTab).toBe('I');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab(l.tabs.E));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab(l.tabs.R));
  });

  it('signed in, the R tab opens the friend search form', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    setPanelTab('C');
    const { user } = renderWithProvider(<SearchPanel />);
    expect(tabs()[0]).toBe(l.tabs.R);
    await user.click(tab(l.tabs.R));
    expect($loginDialog.get().open).toBe(false);
    expect(tab(l.tabs.R).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('search', { name: friendLabels.searchTitle })).toBeTruthy();
    await signOut();
  });
});
