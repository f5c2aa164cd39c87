import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { findNotice } from '../../../test/queries.js';
import { signInAsOwner, staffMember } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  await signOut();
});

type User = ReturnType<typeof renderWithProvider>['user'];

/** The first study area and award, and the first campus: what a course form needs besides its name. */
async function chooseFirstOptions(user: User, form: HTMLElement) {
  const major = within(form).getByLabelText(/^Study area/) as HTMLSelectElement;
  await user.selectOptions(major, major.options[1]!.value);
  const award = within(form).getByLabelText(/^Award/) as HTMLSelectElement;
  await user.selectOptions(award, award.options[1]!.value);
  await user.click(within(form).getAllByRole('checkbox')[0]!);
}

/** After a new course's save: the notice, and the id of the course page it opens. */
async function savedCourseId(navigate: { mock: { calls: unknown[][] } }): Promise<number> {
  await findNotice('The course was saved.');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/workspace\/catalogue\/\d+$/)));
  const id = Number(String(navigate.mock.calls.at(-1)![0]).split('/').pop());
  cleanup();
  return id;
}

describe('the Catalogue screens', () => {
  it('an owner saves a new course as a draft (the importer rules inline), adds an intake, publishes it and reads its history', async () => {
    await signInAsOwner();
    const name = `Diploma of Catalogue Tests ${Date.now()}`;
    const first = renderWithProvider(<Workspace screen={{ screen: 'course', courseId: 'new' }} headingLevel={1} />);
    const form = await screen.findByRole('form', { name: 'Course details' });
    expect(within(screen.getByRole('navigation', { name: 'Workspace sections' })).getByRole('link', { name: 'Catalogue' }).getAttribute('aria-current')).toBe('page');
    await first.user.type(within(form).getByLabelText(/^Duration in months/), '300');
    await first.user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    expect(await within(form).findByText('name is required')).toBeTruthy();
    expect(within(form).getByText('duration_months must be a whole number from 1 to 240, got "300"')).toBeTruthy();
    expect(within(form).getByText('major is required')).toBeTruthy();

    await first.user.type(within(form).getByLabelText(/^Name/), name);
    await first.user.clear(within(form).getByLabelText(/^Duration in months/));
    await first.user.type(within(form).getByLabelText(/^Duration in months/), '18');
    await chooseFirstOptions(first.user, form);
    await first.user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    const courseId = await savedCourseId(first.navigate);

    const { user } = renderWithProvider(<Workspace screen={{ screen: 'course', courseId }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('Status: Draft')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add intake' }));
    const intake = screen.getByRole('form', { name: 'Add intake' });
    const mode = within(intake).getByLabelText(/^Study mode/) as HTMLSelectElement;
    await user.selectOptions(mode, mode.options[1]!.value);
    await user.type(within(intake).getByLabelText(/^Start date/), '2027-02-30');
    await user.type(within(intake).getByLabelText(/^Seats/), '2');
    await user.type(within(intake).getByLabelText(/^Annual fee/), '12,000');
    await user.click(within(intake).getByRole('button', { name: 'Save intake' }));
    expect(await within(intake).findByText('start_date must be a date written yyyy-MM-dd, got "2027-02-30"')).toBeTruthy();
    expect(within(intake).getByText('annual_fee must be an amount like 32500 or 32500.50 (no currency sign or separators), got "12,000"')).toBeTruthy();
    await user.clear(within(intake).getByLabelText(/^Start date/));
    await user.type(within(intake).getByLabelText(/^Start date/), '2027-02-22');
    await user.clear(within(intake).getByLabelText(/^Annual fee/));
    await user.type(within(intake).getByLabelText(/^Annual fee/), '12000');
    await user.click(within(intake).getByRole('button', { name: 'Save intake' }));
    await findNotice('The intake was saved.');
    expect(await screen.findByText('0 of 2 seats taken')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await findNotice('The course is now Published.');
    expect(await screen.findByText('Status: Published')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getByText('status: draft → published')).toBeTruthy());
    expect(within(history).getAllByText(/Intake \d+ created/)).toHaveLength(1);
    expect(within(history).getByText('Course created')).toBeTruthy();
  });

  it("an owner gives a course its name and description in other languages: adds a language, the rule's message inline, removes one, saves; the history names the column", async () => {
    await signInAsOwner();
    const name = `Certificate of Translations ${Date.now()}`;
    const first = renderWithProvider(<Workspace screen={{ screen: 'course', courseId: 'new' }} headingLevel={1} />);
    const form = await screen.findByRole('form', { name: 'Course details' });
    const part = within(form).getByRole('group', { name: 'Translations' });
    await first.user.type(within(form).getByLabelText(/^Name/), name);
    await chooseFirstOptions(first.user, form);
    const language = within(part).getByLabelText('Add a language') as HTMLSelectElement;
    expect([...language.options].map((o) => o.text)).toEqual(['Choose…', 'Español', 'Français', 'Deutsch', '简体中文', 'हिन्दी', 'Tiếng Việt', 'Bahasa Indonesia', 'العربية']);
    await first.user.selectOptions(language, 'es');
    await first.user.click(within(part).getByRole('button', { name: 'Add' }));
    await first.user.type(within(part).getByLabelText('Name in Español'), 'Certificado de Traducciones');
    await first.user.selectOptions(within(part).getByLabelText('Add a language'), 'fr');
    await first.user.click(within(part).getByRole('button', { name: 'Add' }));
    expect((within(part).getByLabelText('Add a language') as HTMLSelectElement).options).toHaveLength(7);
    await first.user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    expect(await within(part).findByText('the fr translation needs a name or a description')).toBeTruthy();
    await first.user.click(within(part).getByRole('button', { name: 'Remove Français' }));
    expect(within(part).queryByLabelText('Name in Français')).toBeNull();
    await first.user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    const courseId = await savedCourseId(first.navigate);

    const { user } = renderWithProvider(<Workspace screen={{ screen: 'course', courseId }} headingLevel={1} />);
    const saved = await screen.findByRole('form', { name: 'Course details' });
    const translations = within(saved).getByRole('group', { name: 'Translations' });
    expect((within(translations).getByLabelText('Name in Español') as HTMLInputElement).value).toBe('Certificado de Traducciones');
    await user.type(within(translations).getByLabelText('Description in Español'), 'Un curso corto.');
    await user.click(within(saved).getByRole('button', { name: 'Save' }));
    await findNotice('The course was saved.');
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getByText('description.es: (empty) → Un curso corto.')).toBeTruthy());
    expect(within(history).getByText('name.es: (empty) → Certificado de Traducciones')).toBeTruthy();
  });

  it('a viewer reads the catalogue but has no way to change it', async () => {
    const viewer = await staffMember('viewer', { firstName: 'Vera', surname: 'Viewer' });
    await signIn(viewer.email, viewer.password);
    renderWithProvider(<Workspace screen={{ screen: 'catalogue' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Catalogue' })).toBeTruthy();
    expect(screen.getByText('Your role may read the catalogue but not change it.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New course' })).toBeNull();
    expect(await screen.findByText(/^\d+ courses? found$/)).toBeTruthy();
  });
});
