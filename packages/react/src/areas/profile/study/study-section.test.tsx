import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addFavourite, loadStudyPreferences, messages, signIn, studyPreferenceLabels as t } from '@studyatlas/core';
import { renderWithProvider } from '../../../../test/render.js';
import { verifiedMember } from '../../../../test/members.js';
import { testIntakes } from '../../../../test/compare-courses.js';
import { StudySection } from './study-section.js';
import { findOption } from '../../../../test/queries.js';

const list = (title: string) => screen.getByRole('region', { name: title });
const rowNames = (title: string) => within(list(title)).queryAllByRole('listitem').map((item) => item.querySelector('.sa-study-row-name')?.textContent);
const preferredRadio = (name: string) => screen.getByRole('radio', { name: `Preferred destination: ${name}` }) as HTMLInputElement;

async function signedIn() {
  const member = await verifiedMember();
  await signIn(member.email, member.password);
  return member;
}

describe('StudySection', () => {
  it('adds destinations with the preferred rules, refuses a duplicate, shows every save message, saves and reloads', async () => {
    await signedIn();
    const { user, unmount } = renderWithProvider(<StudySection />);
    expect(await screen.findByRole('heading', { name: t.title })).toBeTruthy();
    await screen.findByRole('region', { name: t.destinations });
    expect(within(list(t.destinations)).getByText(t.empty)).toBeTruthy();

    // Save with nothing chosen: the new-style messages, on their lists
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await within(list(t.destinations)).findByText('Atleast one study destination is required')).toBeTruthy();
    expect(within(list(t.studyLevels)).getByText('Atleast one study level is required')).toBeTruthy();
    expect(within(list(t.majorMinors)).getByText('Atleast one major-minor combination is required')).toBeTruthy();

    const addDestination = async (country: string, city?: string) => {
      await user.click(screen.getByRole('button', { name: t.addDestination }));
      const form = screen.getByRole('group', { name: t.addDestination });
      expect(document.activeElement).toBe(within(form).getByLabelText(t.country));
      await user.selectOptions(within(form).getByLabelText(t.country), country);
      if (city) {
        await findOption(form, city);
        await user.selectOptions(within(form).getByLabelText(t.city), city);
      }
      await user.click(within(form).getByRole('button', { name: t.add }));
    };

    // §4: the first destination added is preferred; the next is not
    await addDestination('Australia');
    expect(preferredRadio('Australia').checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.addDestination }));
    await addDestination('United Kingdom');
    expect(preferredRadio('United Kingdom').checked).toBe(false);
    expect(rowNames(t.destinations)).toEqual(['Australia', 'United Kingdom']);

    // only one is preferred
    await user.click(preferredRadio('United Kingdom'));
    expect(preferredRadio('United Kingdom').checked).toBe(true);
    expect(preferredRadio('Australia').checked).toBe(false);

    // a duplicate stays in the add form with its message
    await user.click(screen.getByRole('button', { name: t.addDestination }));
    const form = screen.getByRole('group', { name: t.addDestination });
    await user.selectOptions(within(form).getByLabelText(t.country), 'Australia');
    await user.click(within(form).getByRole('button', { name: t.add }));
    expect(within(form).getByRole('alert').textContent).toBe('Study destination already exists.');
    await user.click(within(form).getByRole('button', { name: t.cancel }));

    // removing the preferred one leaves one, which becomes preferred
    await user.click(screen.getByRole('button', { name: 'Remove United Kingdom' }));
    expect(rowNames(t.destinations)).toEqual(['Australia']);
    expect(preferredRadio('Australia').checked).toBe(true);
    expect(within(list(t.destinations)).queryByText('Atleast one study destination is required')).toBeNull();

    // a study level, a major-minor, a study area
    await user.click(screen.getByRole('button', { name: t.addStudyLevel }));
    await user.selectOptions(screen.getByLabelText(t.awardGroup), 'Postgraduate');
    await user.selectOptions(screen.getByLabelText(t.awardLevel), 'Master');
    await user.click(screen.getByRole('button', { name: t.add }));
    await user.click(screen.getByRole('button', { name: t.addMajorMinor }));
    await user.selectOptions(screen.getByLabelText(t.major), 'Computing and Information Technology');
    await user.selectOptions(screen.getByLabelText(t.minor), 'Data Science');
    await user.click(screen.getByRole('button', { name: t.add }));
    await user.click(screen.getByRole('button', { name: t.addStudyArea }));
    await user.selectOptions(screen.getByLabelText(t.studyArea), 'Engineering');
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(rowNames(t.studyLevels)).toEqual(['Master (Postgraduate)']);
    expect(rowNames(t.majorMinors)).toEqual(['Computing and Information Technology – Data Science']);

    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByText('Data saved successfully.')).toBeTruthy());
    const stored = await loadStudyPreferences();
    expect(stored.preferences.map((p) => [p.category, p.name, p.preferred])).toEqual([
      ['SD', 'Australia', true],
      ['SA', 'Engineering', false],
      ['SM', 'Data Science', false],
      ['AL', 'Master', false],
    ]);

    // a fresh screen shows what was saved
    unmount();
    renderWithProvider(<StudySection />);
    await screen.findByRole('region', { name: t.destinations });
    await waitFor(() => expect(rowNames(t.destinations)).toEqual(['Australia']));
    expect(preferredRadio('Australia').checked).toBe(true);
    expect(rowNames(t.studyAreas)).toEqual(['Engineering']);
  });

  it('moves an entry with its Up and Down buttons from the keyboard, focus staying on the button', async () => {
    await signedIn();
    const { user } = renderWithProvider(<StudySection />);
    await screen.findByRole('region', { name: t.studyLevels });
    for (const [group, level] of [['Undergraduate', 'Bachelor'], ['Postgraduate', 'Master']] as const) {
      await user.click(screen.getByRole('button', { name: t.addStudyLevel }));
      await user.selectOptions(screen.getByLabelText(t.awardGroup), group);
      await user.selectOptions(screen.getByLabelText(t.awardLevel), level);
      await user.click(screen.getByRole('button', { name: t.add }));
    }
    expect(rowNames(t.studyLevels)).toEqual(['Bachelor (Undergraduate)', 'Master (Postgraduate)']);
    const down = screen.getByRole('button', { name: 'Move Bachelor (Undergraduate) down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(rowNames(t.studyLevels)).toEqual(['Master (Postgraduate)', 'Bachelor (Undergraduate)']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Bachelor (Undergraduate) down' }));
    await user.keyboard('{Enter}'); // already last: nothing moves
    expect(rowNames(t.studyLevels)).toEqual(['Master (Postgraduate)', 'Bachelor (Undergraduate)']);
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(rowNames(t.studyLevels)).toEqual(['Bachelor (Undergraduate)', 'Master (Postgraduate)']);
  });

  it('picks a favourite course from a dialog of 4 a page and adds its country as a destination', async () => {
    const intakes = await testIntakes(5);
    await signedIn();
    for (const intake of intakes) await addFavourite('C', intake.intakeId);
    const { user } = renderWithProvider(<StudySection />);
    await screen.findByRole('region', { name: t.destinations });
    const opener = screen.getByRole('button', { name: t.fromFavourites });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: t.favouritesTitle });
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Pick / })).toHaveLength(4));
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(within(dialog).getAllByRole('button', { name: /^Pick / })).toHaveLength(1);

    const [pick] = within(dialog).getAllByRole('button', { name: /^Pick / });
    const text = pick!.closest('li')!.textContent!;
    await user.click(pick!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    const [name] = rowNames(t.destinations);
    expect(name).toBeTruthy();
    // the destination is the course's country (and city), shown as "country, city"
    const [country] = name!.split(', ');
    expect(text).toContain(country);
    expect(preferredRadio(name!).checked).toBe(true);
  });

  it('says the member has no favourite courses', async () => {
    await signedIn();
    const { user } = renderWithProvider(<StudySection />);
    await user.click(await screen.findByRole('button', { name: t.fromFavourites }));
    const dialog = await screen.findByRole('dialog', { name: t.favouritesTitle });
    expect(await within(dialog).findByText(t.favouritesEmpty)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderWithProvider(<StudySection />);
    expect(await screen.findByText(messages.signInRequired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
  });
});
