import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $favouriteCounts, addFavourite, messages, signIn, favouriteMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { testIntakes } from '../../../test/compare-courses.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { Favourites } from './favourites.js';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const panel = () => screen.getByRole('tabpanel');

describe('Favourites', () => {
  it('shows a tab per category with its count, the rows of the open tab, and removes them', async () => {
    const intakes = await testIntakes(2);
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    for (const intake of intakes) await addFavourite('C', intake.intakeId);
    await addFavourite('I', intakes[0]!.legalId);

    const { user, navigate } = renderWithProvider(<Favourites />);
    expect(screen.getByRole('heading', { name: favouriteMessages.favouritesTitle })).toBeTruthy();
    await waitFor(() => expect(tabNames()).toEqual(['Courses (2)', 'Institutions (1)', 'Agents (0)', 'Events (0)', 'Scholarships (0)']));
    expect(screen.getByRole('tab', { name: 'Courses (2)' }).getAttribute('aria-selected')).toBe('true');

    // Newest first, each linking to its course detail route.
    const links = await within(panel()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([intakes[1]!.name, intakes[0]!.name]);
    const [newest] = intakes.slice(-1);
    expect(links[0]!.getAttribute('href')).toBe(`/coudetail/${newest!.courseId}/${newest!.campusId}/${newest!.intakeId}`);
    await user.click(links[0]!);
    expect(navigate).toHaveBeenCalledWith(`/coudetail/${newest!.courseId}/${newest!.campusId}/${newest!.intakeId}`);

    // A course row offers Apply (the online application for its intake); signed in without details, the start check refuses.
    const applyButtons = within(panel()).getAllByRole('button', { name: /^Apply for / });
    expect(applyButtons.map((button) => button.getAttribute('aria-label'))).toEqual([`Apply for ${intakes[1]!.name}`, `Apply for ${intakes[0]!.name}`]);
    await user.click(applyButtons[0]!);
    expect((await within(panel()).findByRole('alert')).textContent).toBe('First update your basic detail and contact detail');

    await user.click(within(panel()).getByRole('button', { name: `Remove ${intakes[1]!.name} from favourites` }));
    await waitFor(() => expect(within(panel()).getAllByRole('link')).toHaveLength(1));
    expect(tabNames()[0]).toBe('Courses (1)');
    expect($favouriteCounts.get().C).toBe(1);

    await user.click(screen.getByRole('tab', { name: 'Institutions (1)' }));
    const institution = await within(panel()).findByRole('link', { name: intakes[0]!.institutionName });
    expect(within(panel()).queryByRole('button', { name: /^Apply for / })).toBeNull();
    expect(institution.getAttribute('href')).toBe(`/instdetail/${intakes[0]!.legalId}`);

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Agents (0)' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Agents (0)' }));
    expect(await within(panel()).findByText(messages.noRecords)).toBeTruthy();
  });

  it('says "No records found" when a member has no favourites, and drops a row un-hearted elsewhere', async () => {
    const [intake] = await testIntakes(1);
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(
      <>
        <Favourites />
        <FavouriteToggle category="C" referenceId={intake!.intakeId} label={intake!.name} />
      </>,
    );
    expect(await within(panel()).findByText(messages.noRecords)).toBeTruthy();

    await act(async () => {
      await addFavourite('C', intake!.intakeId);
    });
    await waitFor(() => expect(tabNames()[0]).toBe('Courses (1)'));
    await user.click(screen.getByRole('tab', { name: 'Institutions (0)' }));
    await user.click(screen.getByRole('tab', { name: 'Courses (1)' }));
    expect(await within(panel()).findByRole('link', { name: intake!.name })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Favourite: ${intake!.name}` }));
    await waitFor(() => expect(within(panel()).queryByRole('link')).toBeNull());
    expect(tabNames()[0]).toBe('Courses (0)');
  });
});
