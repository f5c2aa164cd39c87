import { File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getClient, loadOrganisationProfile, saveOrganisationProfile, signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { descriptionOf, findNotice } from '../../../test/queries.js';
import { signInAsOwner, staffMember, workspaceFixture } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  await signOut();
});

/** jsdom's FormData and File are not what Node's fetch sends: Node's own for a real upload. */
async function withNodeFormData() {
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor as typeof FormData;
  const jsdomFormData = globalThis.FormData;
  globalThis.FormData = NodeFormData;
  onTestFinished(() => void (globalThis.FormData = jsdomFormData));
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...new Array(40).fill(7)]);

describe('the organisation profile and campuses', () => {
  it("an owner sees the importer's messages inline, saves the description and crops and uploads a logo; the history keeps the previous values", async () => {
    await signInAsOwner();
    const org = workspaceFixture().institutionId;
    const before = await loadOrganisationProfile(org);
    onTestFinished(async () => {
      await signInAsOwner();
      await saveOrganisationProfile(org, { name: before.name, description: before.description, webAddress: before.webAddress, email: before.email, phone: before.phone });
    });
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'profile' }} headingLevel={1} />);
    const form = await screen.findByRole('form', { name: 'Organisation profile' });
    expect(within(screen.getByRole('navigation', { name: 'Workspace sections' })).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(before.name);

    const web = within(form).getByLabelText(/^Web address/);
    await user.clear(web);
    await user.type(web, 'harbour dot edu');
    await user.type(within(form).getByLabelText(/^Phone/), 'x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('web_address must be a web address such as https://www.example.edu or www.example.edu, got "harbour dot edu"')).toBeTruthy();
    expect(descriptionOf(within(form).getByLabelText(/^Phone/) as HTMLInputElement)).toMatch(/^phone may hold only digits, spaces, \+ \( \) - and \., got "/);

    await user.clear(web);
    await user.type(web, 'www.profile-test.example');
    await user.clear(within(form).getByLabelText(/^Phone/));
    const description = within(form).getByLabelText(/^Description/);
    await user.clear(description);
    await user.type(description, 'Tested by the profile page.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await findNotice('The profile was saved.');
    const saved = await loadOrganisationProfile(org);
    expect(saved).toMatchObject({ description: 'Tested by the profile page.', webAddress: 'https://www.profile-test.example' });
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getByText('description: ' + (before.description || '(empty)') + ' → Tested by the profile page.')).toBeTruthy());

    // The logo: the member photo's rules on the chosen name, then the crop dialog uploads it.
    await withNodeFormData();
    const input = screen.getByLabelText('Choose a logo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(descriptionOf(input)).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    fireEvent.change(input, { target: { files: [new NodeFile([PNG], 'logo.png', { type: 'image/png' })] } });
    const dialog = await screen.findByRole('dialog', { name: 'Crop the logo' });
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save logo' }));
    await findNotice('The logo was saved.');
    const withLogo = await loadOrganisationProfile(org);
    expect(withLogo.hasLogo).toBe(true);
    const image = await fetch(`${getClient().baseUrl}${withLogo.logoUrl}`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('an owner adds a campus (the place read as the importer reads it, its notes under the city), then removes it', async () => {
    await signInAsOwner();
    const first = renderWithProvider(<Workspace screen={{ screen: 'campus', campusId: 'new' }} headingLevel={1} />);
    const form = await screen.findByRole('form', { name: 'Campus' });
    expect(within(form).getByRole('region', { name: 'Campus position: drag the pin to adjust it' })).toBeTruthy();
    await first.user.type(within(form).getByLabelText(/^Latitude/), '95');
    await first.user.click(within(form).getByRole('button', { name: 'Save campus' }));
    expect(await within(form).findByText('name is required')).toBeTruthy();
    expect(within(form).getByText('country is required')).toBeTruthy();
    expect(within(form).getByText('city is required')).toBeTruthy();
    expect(within(form).getByText('latitude must be a number from -90 to 90, got "95"')).toBeTruthy();
    expect(within(form).getByText('give both latitude and longitude, or neither (then the city’s coordinates are used)')).toBeTruthy();

    const name = `Test Campus ${Date.now()}`;
    await first.user.clear(within(form).getByLabelText(/^Latitude/));
    await first.user.type(within(form).getByLabelText(/^Campus name/), name);
    const country = within(form).getByLabelText(/^Country/) as HTMLSelectElement;
    await first.user.selectOptions(country, within(country).getByRole('option', { name: 'Australia' }));
    await first.user.type(within(form).getByLabelText(/^State or region/), 'NSW');
    await first.user.type(within(form).getByLabelText(/^City/), 'Quokkaville Heights');
    await first.user.click(within(form).getByRole('button', { name: 'Save campus' }));
    await findNotice('The campus was saved.');
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/workspace\/campuses\/\d+$/)));
    const campusId = Number(first.navigate.mock.calls.at(-1)![0].split('/').pop());
    cleanup();

    const { user } = renderWithProvider(<Workspace screen={{ screen: 'campus', campusId }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    const city = (await screen.findByLabelText(/^City/)) as HTMLInputElement;
    expect(descriptionOf(city)).toMatch(/^city "Quokkaville Heights" is not in the city list or the gazetteer of New South Wales, Australia: placed at the centre of New South Wales and marked approximate/);
    expect(screen.getByText('Placed approximately at the centre of its area.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getByText(`Campus ${campusId} created`)).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Remove campus' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(`Remove the campus ${name}?`)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await findNotice('The campus was removed.');
  });

  it('a viewer reads the profile and the campuses but has no way to change them', async () => {
    const viewer = await staffMember('viewer', { firstName: 'Pat', surname: 'Viewer' });
    await signIn(viewer.email, viewer.password);
    renderWithProvider(<Workspace screen={{ screen: 'profile' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Organisation profile' })).toBeTruthy();
    expect(await screen.findByText('Your role may read the profile but not change it.')).toBeTruthy();
    expect(screen.queryByLabelText('Choose a logo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    cleanup();
    renderWithProvider(<Workspace screen={{ screen: 'campuses' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Campuses' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New campus' })).toBeNull();
    expect((await screen.findAllByRole('link', { name: /Campus/ })).length).toBeGreaterThan(0);
  });
});
