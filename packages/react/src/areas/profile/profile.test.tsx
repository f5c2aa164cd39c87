import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { basicLabels, educationLabels, profileLabels as t, signIn, studyPreferenceLabels, workLabels } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { Profile } from './profile.js';

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Profile', () => {
  it('opens the asked tab; the tabs follow the host route; education goes Back to B and Next to W (member §2)', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user, navigate } = renderWithProvider(<Profile tab="E" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: t.profileTitle })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(Object.values(t.tabs));
    expect(selectedTab()).toBe(t.tabs.E);
    expect(await screen.findByRole('heading', { name: educationLabels.sectionTitle })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: educationLabels.next }));
    expect(navigate).toHaveBeenLastCalledWith('/profile/workexperience');
    expect(selectedTab()).toBe(t.tabs.W);
    expect(await screen.findByRole('heading', { name: workLabels.sectionTitle })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: workLabels.back }));
    expect(navigate).toHaveBeenLastCalledWith('/profile/education');
    await user.click(await screen.findByRole('button', { name: educationLabels.back }));
    expect(navigate).toHaveBeenLastCalledWith('/profile/myDetail');
    expect(await screen.findByRole('heading', { name: basicLabels.sectionTitle })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: t.tabs.S }));
    expect(navigate).toHaveBeenLastCalledWith('/profile/studyPref');
    expect(await screen.findByRole('heading', { name: studyPreferenceLabels.title })).toBeTruthy();
  });

  it('in a widget (in-memory navigation) switches tabs in place without leaving', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(<Profile />, { navigate: undefined });
    await waitFor(() => expect(selectedTab()).toBe(t.tabs.B));
    await user.click(screen.getByRole('tab', { name: t.tabs.P }));
    expect(selectedTab()).toBe(t.tabs.P);
  });
});
