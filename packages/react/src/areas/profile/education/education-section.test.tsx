import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadEducationGrid, recordDocumentLabels as dl, recordDocumentMessages as dm, signIn } from '@studyatlas/core';
import { renderWithProvider } from '../../../../test/render.js';
import { aPlace, dismissSuccess } from '../../../../test/profile.js';
import { verifiedMember } from '../../../../test/members.js';
import { descriptionOf, labelled, findOption } from '../../../../test/queries.js';
import { sendJsdomMultipart } from '../../../../test/node-multipart.js';
import { EducationSection } from './education-section.js';

describe('EducationSection', () => {
  it('starts empty, refuses IELTS 7.3 and saves 7.5 with its score grid, edits and deletes it', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const place = await aPlace();
    const onBack = vi.fn();
    const onNext = vi.fn();
    const { user } = renderWithProvider(<EducationSection onBack={onBack} onNext={onNext} />);
    await waitFor(() => expect(screen.getAllByText('No records found')).toHaveLength(3));

    const add = screen.getByRole('button', { name: 'Add English test' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add English test' });
    await findOption(dialog, 'IELTS Academic');
    expect(within(dialog).getByText('Choose a test to enter its scores.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Test/ }), 'IELTS Academic');
    const listening = await within(dialog).findByLabelText(/^Listening/);
    expect(within(dialog).getAllByText('0–9')).toHaveLength(5);
    await user.type(listening, '7.3');
    for (const [name, score] of [['Reading', '7'], ['Writing', '6.5'], ['Speaking', '8'], ['Overall', '7.5']] as const) {
      await user.type(within(dialog).getByLabelText(new RegExp(`^${name}`)), score);
    }
    await user.type(within(dialog).getByLabelText(/^Test date/), '04/10/2025');
    await user.type(within(dialog).getByLabelText(/^Report number/), '25NP001234');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), String(place.country.id));
    await findOption(dialog, place.state.name);
    await user.selectOptions(within(dialog).getByLabelText(/^State/), String(place.state.id));
    await findOption(dialog, place.city.name);
    await user.selectOptions(within(dialog).getByLabelText(/^City/), String(place.city.id));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter all the scores in valid multipliers of 0.5')).toBeTruthy();
    expect(document.activeElement).toBe(listening);

    await user.clear(listening);
    await user.type(listening, '7.5');
    expect(within(dialog).queryByText('Please enter all the scores in valid multipliers of 0.5')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add English test' })).toBeNull());
    await dismissSuccess(user, 'Data saved successfully.');
    const tests = await screen.findByRole('list', { name: 'English tests' });
    expect(within(tests).getByText('IELTS Academic')).toBeTruthy();
    expect(within(tests).getByText(/04-Oct-2025/)).toBeTruthy();
    expect(within(within(tests).getByRole('list', { name: 'Scores' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Listening: 7.5',
      'Reading: 7',
      'Writing: 6.5',
      'Speaking: 8',
      'Overall: 7.5',
    ]);

    // Edit opens with the saved scores.
    const editButton = within(tests).getByRole('button', { name: 'Edit IELTS Academic' });
    await user.click(editButton);
    const edit = await screen.findByRole('dialog', { name: 'Edit English test' });
    await waitFor(() => expect((within(edit).getByLabelText(/^Listening/) as HTMLInputElement).value).toBe('7.5'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(editButton);

    // Delete asks first.
    const remove = within(tests).getByRole('button', { name: 'Delete IELTS Academic' });
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await dismissSuccess(user, 'Record deleted.');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'English tests' })).toBeNull());
    expect(screen.getAllByText('No records found')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('checks a qualification with the core rule and lists it with dd-MMM-yyyy dates', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const place = await aPlace();
    const { user } = renderWithProvider(<EducationSection />);
    await waitFor(() => expect(screen.getAllByText('No records found')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add qualification' });
    await findOption(dialog, 'Bachelor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Country is required')).toBeTruthy();
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);

    await user.selectOptions(within(dialog).getByLabelText(/^Country/), String(place.country.id));
    await user.type(within(dialog).getByLabelText(/^Qualification\b(?! level)/), 'Bachelor of Arts');
    await user.selectOptions(within(dialog).getByLabelText(/^Qualification level/), 'Bachelor');
    await user.selectOptions(within(dialog).getByLabelText(/^Language of instruction/), 'English');
    await user.type(within(dialog).getByLabelText(/^Institution name/), 'Riverside College');
    await user.type(within(dialog).getByLabelText(/^Date attended from/), '01/02/2019');
    await user.type(within(dialog).getByLabelText(/^Date attended to/), '01/02/2018');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Date attended to must be greater than date attended from')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Currently studying'));
    expect(within(dialog).queryByLabelText(/^Date attended to/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await dismissSuccess(user, 'Data saved successfully.');
    const list = await screen.findByRole('list', { name: 'Qualifications' });
    expect(within(list).getByText('Bachelor of Arts')).toBeTruthy();
    expect(within(list).getByText(/01-Feb-2019 – Present/)).toBeTruthy();
    expect(within(list).getByText(new RegExp(`Riverside College, ${place.country.name}`))).toBeTruthy();
  });

  it('attaches a document to a qualification through its dialog: type required, then listed with a download', async () => {
    const undo = await sendJsdomMultipart();
    onTestFinished(undo);
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const place = await aPlace();
    const { user } = renderWithProvider(<EducationSection />);
    await waitFor(() => expect(screen.getAllByText('No records found')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Add qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add qualification' });
    await findOption(dialog, 'Bachelor');
    await findOption(dialog, 'Academic transcript');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), String(place.country.id));
    await user.type(within(dialog).getByLabelText(/^Qualification\b(?! level)/), 'Diploma in Design');
    await user.selectOptions(within(dialog).getByLabelText(/^Qualification level/), 'Bachelor');
    await user.selectOptions(within(dialog).getByLabelText(/^Language of instruction/), 'English');
    await user.type(within(dialog).getByLabelText(/^Institution name/), 'Lakeside Institute');
    await user.type(within(dialog).getByLabelText(/^Date attended from/), '01/02/2016');
    await user.type(within(dialog).getByLabelText(/^Date attended to/), '30/11/2018');
    const pdf = new File(['%PDF-1.7\n% a transcript\n%%EOF\n'], 'design-transcript.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(labelled(dl.document), { selector: 'input' }), pdf);
    expect(await within(dialog).findByText('Attached: design-transcript.pdf')).toBeTruthy();

    // A file without its type is refused by the rule, on the type.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const type = within(dialog).getByLabelText(labelled(dl.documentType), { selector: 'select' }) as HTMLSelectElement;
    await waitFor(() => expect(descriptionOf(type)).toBe(dm.docTypeRequired));
    await user.selectOptions(type, 'Academic transcript');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await dismissSuccess(user, 'Data saved successfully.');

    // The grid lists it with its download; the server stored it on the qualification.
    const documents = await screen.findByRole('list', { name: 'Documents of Diploma in Design' });
    expect(within(documents).getByText('design-transcript.pdf')).toBeTruthy();
    expect(within(documents).getByText('Academic transcript')).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'Download design-transcript.pdf' })).toBeTruthy();
    const [saved] = (await loadEducationGrid()).qualifications;
    expect(saved!.documents.map((d) => [d.fileName, d.docTypeName])).toEqual([['design-transcript.pdf', 'Academic transcript']]);

    // Its dialog lists it too.
    await user.click(screen.getByRole('button', { name: 'Edit Diploma in Design' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit qualification' });
    expect(await within(edit).findByRole('button', { name: 'Download design-transcript.pdf' })).toBeTruthy();
  });
});
