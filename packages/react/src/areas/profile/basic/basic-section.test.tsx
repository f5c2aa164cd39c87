import { File as NodeFile } from 'node:buffer';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $popups, basicLabels as t, emptyBasicDetail, getClient, validateBasicDetail, loadAboutMe, loadBasicDetail, profile, saveAboutMe, saveBasicDetail, signIn, type BasicDetailValues } from '@studyatlas/core';
import { renderWithProvider } from '../../../../test/render.js';
import { descriptionOf, field, labelled, requiredMarkNames, findNotice } from '../../../../test/queries.js';
import { verifiedMember } from '../../../../test/members.js';
import { BasicSection } from './basic-section.js';

const select = (label: string) => screen.getByLabelText(labelled(label), { selector: 'select' }) as HTMLSelectElement;
const save = () => screen.getByRole('button', { name: t.save });
const popupMessages = () => $popups.get().map((p) => `${p.title}: ${p.message}`);

/** A country of the test geography with a state and a city. */
async function somePlace() {
  for (const country of await getClient().call(profile.countryLoad)) {
    for (const state of await getClient().call(profile.stateLoad, { query: { CountryFk: country.id } })) {
      const cities = await getClient().call(profile.cityLoad, { query: { StateFk: state.id } });
      if (cities.length > 0) return { country, state, city: cities[0]! };
    }
  }
  throw new Error('no place in the test geography');
}

async function signedIn(firstName = 'Ana', surname = 'Silva') {
  const member = await verifiedMember({ firstName, surname });
  await signIn(member.email, member.password);
  return member;
}

async function completeValues(email: string): Promise<BasicDetailValues> {
  const { country, state, city } = await somePlace();
  const place = { countryFk: country.id, stateFk: state.id, cityFk: city.id };
  const loaded = await loadBasicDetail();
  return {
    ...loaded.detail,
    basic: { ...loaded.detail.basic, title: 'Ms', gender: 'F', dateOfBirth: '2000-05-17', aboutMe: 'Carpe diem.' },
    email: { email, publish: true },
    contact: { ...loaded.detail.contact, current: { ...place, address: '1 Main St', postcode: '3000' }, mobile: '412345678' },
    family: { homeCountryFk: place.countryFk, homeStateFk: place.stateFk, homeCityFk: place.cityFk },
  };
}

/** The date field's message without its hint ('For example 05-Mar-2026 or 05/03/2026.'). */
const dobError = () => field(t.dateOfBirth).error.split('. ').pop();

const loaded = () => waitFor(() => expect(select(t.title).options.length).toBeGreaterThan(1));

describe('BasicSection', () => {
  it("a new member: names and e-mail from the account, 'Required' on every required field, the date and e-mail rules", async () => {
    const member = await signedIn('Ana', 'Silva');
    const { user } = renderWithProvider(<BasicSection />);
    await loaded();
    await waitFor(() => expect(field(t.firstName).input.value).toBe('Ana'));
    expect(field(t.surname).input.value).toBe('Silva');
    expect(field(t.email).input.value).toBe(member.email);
    expect([...select(t.title).options].map((o) => o.text)).toEqual([t.choose, 'Mr', 'Mrs', 'Ms', 'Miss', 'Dr']);

    await user.click(save());
    expect(descriptionOf(select(t.title))).toBe('Required');
    expect(field(t.dateOfBirth).error).toMatch(/Required$/);
    expect(descriptionOf(select('Country'))).toBe('Required');
    expect(descriptionOf(select(t.homeTown))).toBe('Required');
    expect(screen.getByRole('radiogroup', { name: t.gender }).parentElement!.textContent).toContain('Required');
    expect(document.activeElement).toBe(select(t.title));

    await user.type(field(t.dateOfBirth).input, '03/03/2999');
    await user.tab();
    expect(dobError()).toBe('Dob should be less than current date');
    await user.clear(field(t.dateOfBirth).input);
    await user.type(field(t.dateOfBirth).input, '31/12/1899');
    await user.tab();
    expect(dobError()).toBe('Dob should be greater than the year 1900');
    await user.clear(field(t.email).input);
    expect(field(t.email).error).toBe('Email required');
    await user.type(field(t.email).input, 'ana@nowhere');
    expect(field(t.email).error).toBe('Invalid email');
  });

  it('marks required (*) exactly the fields the rule requires, Gender included (issue 24)', async () => {
    await signedIn('Ria', 'Sen');
    const { user } = renderWithProvider(<BasicSection />);
    await loaded();
    // Open the sections that are required only when shown: the postal address and the current study.
    await user.click(screen.getByLabelText(t.postalSame));
    await user.click(screen.getByLabelText(t.currentStudy));
    const everything = { ...emptyBasicDetail(), basic: { ...emptyBasicDetail().basic, currentStudy: true } };
    everything.contact.postalSameAsCurrent = false;
    const required = Object.keys(validateBasicDetail(everything, new Date()));
    expect(required).toContain('basic.gender');
    expect(requiredMarkNames().sort()).toEqual(required.sort());
    expect(screen.getByRole('radiogroup', { name: t.gender }).getAttribute('aria-required')).toBe('true');
  });

  it("shows saved details, hides the postal address while same-as-above, saves with 'Data save successfully'", async () => {
    const member = await signedIn('Ben', 'Okafor');
    const values = await completeValues('ben.profile@example.org');
    await saveBasicDetail(values);
    const { user } = renderWithProvider(<BasicSection />);
    await loaded();
    await waitFor(() => expect(select(t.title).value).toBe('Ms'));
    expect(field(t.dateOfBirth).input.value).toBe('17-May-2000');
    await waitFor(() => expect(select(t.homeTown).value).toBe(String(values.family.homeCityFk)));
    expect(select('City').value).toBe(String(values.contact.current.cityFk));
    expect(field(t.mobile).input.value).toBe('412345678');
    expect(screen.queryByLabelText(labelled(t.postalCountry))).toBeNull();

    // Unticked, the postal address starts as the current one; it is then required on its own.
    await user.click(screen.getByLabelText(t.postalSame));
    expect(select(t.postalCountry).value).toBe(String(values.contact.current.countryFk));
    expect(field(t.postalAddress).input.value).toBe('1 Main St');
    await user.clear(field(t.postalAddress).input);
    await user.click(save());
    expect(field(t.postalAddress).error).toBe('Required');
    await user.click(screen.getByLabelText(t.postalSame));
    expect(screen.queryByLabelText(labelled(t.postalCountry))).toBeNull();

    await user.clear(field(t.firstName).input);
    await user.type(field(t.firstName).input, 'Benjamin');
    await user.type(field(t.mobile).input, 'x9');
    expect(field(t.mobile).input.value).toBe('4123456789');
    await user.click(save());
    await waitFor(() => expect(popupMessages()).toContain('Success: Data save successfully'));
    const again = await loadBasicDetail();
    expect(again.detail.basic.firstName).toBe('Benjamin');
    expect(again.detail.contact.mobile).toBe('4123456789');
    expect(again.detail.email.email).toBe('ben.profile@example.org');
    expect(member.email).not.toBe('ben.profile@example.org');
  });

  it("the wizard's B step: loads and saves through the calls it is given (LoadAboutMe / UpdateAboutMe), 'Data save successfully'", async () => {
    await signedIn('Dana', 'Ruiz');
    await saveBasicDetail(await completeValues('dana@example.org'));
    const load = vi.fn(loadAboutMe);
    const saveCall = vi.fn(saveAboutMe);
    const { user } = renderWithProvider(<BasicSection load={load} save={saveCall} onBack={() => undefined} onNext={() => undefined} />);
    await loaded();
    await waitFor(() => expect(field(t.firstName).input.value).toBe('Dana'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button').map((b) => b.textContent).filter((name) => ['Back', 'Save', 'Next'].includes(name ?? ''))).toEqual(['Back', 'Save', 'Next']);
    await user.clear(field(t.firstName).input);
    await user.type(field(t.firstName).input, 'Daniela');
    await user.click(save());
    await waitFor(() => expect(popupMessages()).toContain('Success: Data save successfully'));
    expect(saveCall).toHaveBeenCalledTimes(1);
    expect(saveCall.mock.calls[0]![0].basic.firstName).toBe('Daniela');
    expect((await loadAboutMe()).detail.basic.firstName).toBe('Daniela');
  });

  it('current study: the institution country, its institutions from InstitutionLoad, or a typed name', async () => {
    await signedIn('Cai', 'Lin');
    await saveBasicDetail(await completeValues('cai@example.org'));
    const { countries } = await getClient().call(profile.changeDestinationLoad);
    let campus: { country: { id: number; name: string }; institutions: Array<{ id: number; name: string }> } | undefined;
    for (const country of countries) {
      const institutions = (await getClient().call(profile.institutionLoad, { query: { countryid: country.id } })).institutions;
      if (institutions.length > 0) {
        campus = { country, institutions };
        break;
      }
    }
    const { user } = renderWithProvider(<BasicSection />);
    await loaded();
    expect(screen.queryByLabelText(labelled(t.institutionCountry))).toBeNull();
    await user.click(screen.getByLabelText(t.currentStudy));
    await user.click(save());
    expect(descriptionOf(select(t.institutionCountry))).toBe('Required');
    expect(field(t.institutionName).error).toBe('Required');

    await user.selectOptions(select(t.institutionCountry), String(campus!.country.id));
    await waitFor(() => expect([...select(t.institution).options].map((o) => o.text)).toEqual([t.institutionOther, ...campus!.institutions.map((i) => i.name)]));
    await user.selectOptions(select(t.institution), String(campus!.institutions[0]!.id));
    expect(screen.queryByLabelText(labelled(t.institutionName))).toBeNull();
    await user.click(save());
    await waitFor(() => expect(popupMessages()).toContain('Success: Data save successfully'));
    await findNotice('Data save successfully');
    expect((await loadBasicDetail()).detail.basic).toMatchObject({ currentStudy: true, institutionCountryFk: campus!.country.id, institutionFk: campus!.institutions[0]!.id });

    await user.selectOptions(select(t.institution), '');
    await user.type(field(t.institutionName).input, 'Open Village College');
    $popups.set([]);
    await user.click(save());
    await waitFor(() => expect(popupMessages()).toContain('Success: Data save successfully'));
    expect((await loadBasicDetail()).detail.basic).toMatchObject({ institutionFk: 0, institutionName: 'Open Village College' });
  });

  it('profile image: the extension list, none chosen, then a crop dialog that uploads and returns focus', async () => {
    await signedIn('Dee', 'Park');
    const { user } = renderWithProvider(<BasicSection />);
    await loaded();
    const input = screen.getByLabelText(t.photoChoose) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(descriptionOf(input)).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    fireEvent.change(input, { target: { files: [] } });
    expect(descriptionOf(input)).toBe('Please upload image file!');

    // jsdom's FormData and File are not what Node's fetch sends: use Node's own for the real upload.
    const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor as typeof FormData;
    const jsdomFormData = globalThis.FormData;
    globalThis.FormData = NodeFormData;
    onTestFinished(() => void (globalThis.FormData = jsdomFormData));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...new Array(40).fill(7)]);
    input.focus();
    fireEvent.change(input, { target: { files: [new NodeFile([png], 'me.png', { type: 'image/png' })] } });
    const dialog = await screen.findByRole('dialog', { name: t.cropTitle });
    expect(within(dialog).getByRole('slider', { name: t.cropZoom })).toBeTruthy();
    expect(descriptionOf(input)).toBe('');
    await user.click(within(dialog).getByRole('button', { name: t.cropSave }));
    await waitFor(() => expect(popupMessages()).toContain(`Success: ${t.photoSaved}`));
    await findNotice(t.photoSaved);
    expect(screen.queryByRole('dialog', { name: t.cropTitle })).toBeNull();
    // The notice takes no focus: it is back on the file input once the crop dialog closed.
    expect(document.activeElement).toBe(input);
    // The member's image is now the uploaded one.
    const image = await fetch(`${getClient().baseUrl}${(await loadBasicDetail()).pflImage}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('preferred destination: a dialog of the countries, saved, named, focus back on its button', async () => {
    await signedIn('Eve', 'Ng');
    const { user } = renderWithProvider(<BasicSection />);
    await loaded();
    expect(screen.getByText(t.destinationNone)).toBeTruthy();
    const open = screen.getByRole('button', { name: t.destinationChange });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: t.destinationTitle });
    const country = within(dialog).getByLabelText(labelled(t.destinationCountry), { selector: 'select' }) as HTMLSelectElement;
    await waitFor(() => expect(country.options.length).toBeGreaterThan(1));
    await user.click(within(dialog).getByRole('button', { name: t.destinationSave }));
    expect(descriptionOf(country)).toBe('Required');
    const chosen = country.options[1]!;
    await user.selectOptions(country, chosen.value);
    await user.click(within(dialog).getByRole('button', { name: t.destinationSave }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.destinationTitle })).toBeNull());
    expect(popupMessages()).toContain('Success: Data saved successfully.');
    expect(screen.getByText(`Preferred destination: ${chosen.text}`)).toBeTruthy();
    await findNotice('Data saved successfully.');
    expect(document.activeElement).toBe(open);
    expect((await loadBasicDetail()).preferredDestinationFk).toBe(Number(chosen.value));
  });
});
