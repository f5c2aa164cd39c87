import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { basicLabels, educationLabels, passportLabels, profileLabels as t, signIn, studyPreferenceLabels, workLabels } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { findNotice, labelled } from '../../../test/queries.js';
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

  // Issue 24: a tab opened again after a save starts from the saved data (the data layer's cache held
  // the answer from before the save, and the forms took their initial values from it).
  it('a tab opened again after a save shows what was saved: the visa refusal', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(<Profile tab="P" />, { navigate: undefined });
    const refusal = await screen.findByRole('form', { name: passportLabels.refusalTitle });
    await user.click(within(refusal).getByRole('checkbox', { name: passportLabels.refused }));
    await user.selectOptions(within(refusal).getByLabelText(labelled(passportLabels.refusedCountry), { selector: 'select' }), 'Australia');
    await user.type(within(refusal).getByLabelText(labelled(passportLabels.refusalDetail), { selector: 'textarea' }), 'Refused in 2019');
    await user.click(within(refusal).getByRole('button', { name: passportLabels.save }));
    await findNotice('Data saved successfully.');

    await user.click(screen.getByRole('tab', { name: t.tabs.B }));
    expect(await screen.findByRole('heading', { name: basicLabels.sectionTitle })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: t.tabs.P }));
    const again = await screen.findByRole('form', { name: passportLabels.refusalTitle });
    expect((within(again).getByRole('checkbox', { name: passportLabels.refused }) as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByLabelText(labelled(passportLabels.refusalDetail), { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('Refused in 2019');
  });

  it('a tab opened again after a save shows what was saved: the preferred destination on the study preferences', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(<Profile tab="S" />, { navigate: undefined });
    const destinations = await screen.findByRole('region', { name: studyPreferenceLabels.destinations });
    expect(within(destinations).getByText(studyPreferenceLabels.empty)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: t.tabs.B }));
    await user.click(await screen.findByRole('button', { name: basicLabels.destinationChange }));
    const dialog = await screen.findByRole('dialog', { name: basicLabels.destinationTitle });
    const country = within(dialog).getByLabelText(labelled(basicLabels.destinationCountry), { selector: 'select' }) as HTMLSelectElement;
    await waitFor(() => expect(country.options.length).toBeGreaterThan(1));
    await user.selectOptions(country, 'Australia');
    await user.click(within(dialog).getByRole('button', { name: basicLabels.destinationSave }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: basicLabels.destinationTitle })).toBeNull());

    await user.click(screen.getByRole('tab', { name: t.tabs.S }));
    const radio = (await screen.findByRole('radio', { name: 'Preferred destination: Australia' })) as HTMLInputElement;
    expect(radio.checked).toBe(true);
  });
});
