import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signIn, validateWork } from '@studyatlas/core';
import { renderWithProvider } from '../../../../test/render.js';
import { aPlace, dismissSuccess } from '../../../../test/profile.js';
import { verifiedMember } from '../../../../test/members.js';
import { requiredMarkNames, findOption } from '../../../../test/queries.js';
import { WorkSection } from './work-section.js';

describe('WorkSection', () => {
  it('the dialog marks required (*) exactly the fields the rule requires, the end date included while not current (issue 24)', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(<WorkSection />);
    await user.click(await screen.findByRole('button', { name: 'Add work experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work experience' });
    const contact = { CountryId: null, StateId: null, CityId: null, PostCode: '', Address1: '', Address2: '', Address3: '', Phone: '', Fax: '', Mobile: '', Email: '' };
    const blank = { Employer: '', Position: '', ReportTo: '', MainDuties: '', StartDate: '', EndDate: '', IsCurrent: false, Name: '', EmpContactDetail: [contact] };
    expect(requiredMarkNames(dialog).sort()).toEqual(Object.keys(validateWork(blank, '2026-01-01')).sort());
  });

  it('refuses a future start and a missing end, saves a current job with its employer contact and deletes it', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const place = await aPlace();
    const onBack = vi.fn();
    const { user } = renderWithProvider(<WorkSection onBack={onBack} />);
    expect(await screen.findByText('No records found')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work experience' });
    await user.type(within(dialog).getByLabelText(/^Employer/), 'Valley Cafe');
    await user.type(within(dialog).getByLabelText(/^Position/), 'Barista');
    await user.type(within(dialog).getByLabelText(/^Report to/), 'Owner');
    await user.type(within(dialog).getByLabelText(/^Start date/), '01/01/2099');
    await user.type(within(dialog).getByLabelText(/^Contact name/), 'Sita Rai');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), String(place.country.id));
    await findOption(dialog, place.state.name);
    await user.selectOptions(within(dialog).getByLabelText(/^State/), String(place.state.id));
    await findOption(dialog, place.city.name);
    await user.selectOptions(within(dialog).getByLabelText(/^City/), String(place.city.id));
    await user.type(within(dialog).getByLabelText(/^Postcode/), '44600');
    await user.type(within(dialog).getByLabelText(/^Address line 1/), 'Lakeside 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Start Date should be less then current Date')).toBeTruthy();
    expect(within(dialog).getByText('Please check current checkbox if this is your current employment')).toBeTruthy();

    const start = within(dialog).getByLabelText(/^Start date/);
    await user.clear(start);
    await user.type(start, '10/01/2022');
    await user.click(within(dialog).getByLabelText('This is my current employment'));
    await waitFor(() => expect(within(dialog).queryByText('Please check current checkbox if this is your current employment')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await dismissSuccess(user, 'Data saved successfully.');
    const list = await screen.findByRole('list', { name: 'Work experience' });
    expect(within(list).getByText('Barista')).toBeTruthy();
    expect(within(list).getByText('10-Jan-2022 – Present')).toBeTruthy();
    expect(within(list).getByText(`${place.city.name}, ${place.country.name}`)).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Delete Barista' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete' })).getByRole('button', { name: 'Yes' }));
    await dismissSuccess(user, 'Record deleted.');
    expect(await screen.findByText('No records found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
