import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format as formatDate } from 'date-fns';
import { $popups, loadPassportTab, messages, passportLabels as t, passportMessages as pm, recordDocumentLabels as dl, recordDocumentMessages as dm, signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../../test/render.js';
import { verifiedMember } from '../../../../test/members.js';
import { descriptionOf, labelled, findNotice } from '../../../../test/queries.js';
import { sendJsdomMultipart } from '../../../../test/node-multipart.js';
import { PassportSection } from './passport-section.js';

afterEach(async () => {
  await signOut();
});

/** A day relative to today as typed (dd/MM/yyyy). */
const typed = (days: number) => formatDate(addDays(new Date(), days), 'dd/MM/yyyy');
const dialog = () => screen.getByRole('dialog');
const inDialog = (label: string, selector = 'input') => within(dialog()).getByLabelText(labelled(label), { selector }) as HTMLInputElement & HTMLSelectElement;
const errorOf = (element: HTMLElement) => descriptionOf(element);
const popupTexts = () => $popups.get().map((p) => p.message);

async function signedInFresh() {
  const member = await verifiedMember();
  await signIn(member.email, member.password);
  const tab = await loadPassportTab();
  const country = tab.countries.find((c) => c.name === 'Australia') ?? tab.countries[0]!;
  return { member, country, tab };
}

async function renderSection(onBack = vi.fn()) {
  const rendered = renderWithProvider(<PassportSection onBack={onBack} />);
  await screen.findByText(t.noPassports);
  return { ...rendered, onBack };
}

describe('PassportSection', () => {
  it('starts empty, adds a passport after refusing a future issue date, and returns focus to Add', async () => {
    const { country } = await signedInFresh();
    const { user, onBack } = await renderSection();
    expect(screen.getByText(t.noVisas)).toBeTruthy();
    expect(screen.getByText(t.noDependants)).toBeTruthy();

    const add = screen.getByRole('button', { name: t.addPassport });
    await user.click(add);
    expect(screen.getByRole('dialog', { name: t.addPassport })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    expect(errorOf(inDialog(t.issuingCountry, 'select'))).toBe(pm.countryRequired);
    expect(errorOf(inDialog(t.passportNumber))).toBe(pm.passportNumberRequired);
    expect(errorOf(inDialog(t.issueDate))).toContain(pm.dateRequired);

    await user.selectOptions(inDialog(t.issuingCountry, 'select'), String(country.id));
    await user.type(inDialog(t.passportNumber), 'PX998877');
    await user.type(inDialog(t.issueDate), typed(3));
    await user.type(inDialog(t.expiryDate), typed(3650));
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    expect(errorOf(inDialog(t.issueDate))).toContain(pm.issueDateInFuture);

    await user.clear(inDialog(t.issueDate));
    await user.type(inDialog(t.issueDate), typed(-30));
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(popupTexts()).toContain(pm.saved);
    expect(await screen.findByText(`${country.name} – ${t.passportTypeP} PX998877`)).toBeTruthy();
    // The success is a notice that takes no focus: the focus is back on Add at once (issue 24).
    await findNotice(pm.saved);
    expect(screen.queryByRole('alertdialog', { name: messages.titleSuccess })).toBeNull();
    expect(document.activeElement).toBe(add);

    await user.click(screen.getByRole('button', { name: t.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('hides number and dates for an applied-for passport and shows the duplicate message on the country', async () => {
    const { country } = await signedInFresh();
    const { user } = await renderSection();
    for (const attempt of [1, 2]) {
      await user.click(screen.getByRole('button', { name: t.addPassport }));
      await user.selectOptions(inDialog(t.issuingCountry, 'select'), String(country.id));
      await user.click(within(dialog()).getByRole('radio', { name: t.passportTypeA }));
      expect(within(dialog()).queryByLabelText(labelled(t.passportNumber))).toBeNull();
      expect(within(dialog()).queryByLabelText(labelled(t.issueDate))).toBeNull();
      await user.click(within(dialog()).getByRole('button', { name: t.save }));
      if (attempt === 1) await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await waitFor(() => expect(errorOf(inDialog(t.issuingCountry, 'select'))).toBe(pm.appliedForExists));
    await user.click(within(dialog()).getByRole('button', { name: t.cancel }));
    expect(screen.getAllByText(`${country.name} – ${t.passportTypeA}`)).toHaveLength(1);
  });

  it('attaches a document: the type is required once a file is uploaded; the saved passport lists it', async () => {
    const undo = await sendJsdomMultipart();
    onTestFinished(undo);
    const { country, tab } = await signedInFresh();
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: t.addPassport }));
    await user.selectOptions(inDialog(t.issuingCountry, 'select'), String(country.id));
    await user.type(inDialog(t.passportNumber), 'DOC12345');
    await user.type(inDialog(t.issueDate), typed(-400));
    await user.type(inDialog(t.expiryDate), typed(3000));
    const pdf = new File(['%PDF-1.7\n% scanned\n%%EOF\n'], 'my-passport.pdf', { type: 'application/pdf' });
    await user.upload(inDialog(dl.document), pdf);
    expect(await within(dialog()).findByText(`Attached: my-passport.pdf`)).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    expect(errorOf(inDialog(dl.documentType, 'select'))).toBe(dm.docTypeRequired);
    await user.selectOptions(inDialog(dl.documentType, 'select'), String(tab.documentTypes[0]!.id));
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('my-passport.pdf')).toBeTruthy();

    // Editing it lists the document with its download; another file of the same name is refused.
    await user.click(screen.getByRole('button', { name: `${t.edit} ${country.name} – ${t.passportTypeP} DOC12345` }));
    expect(within(dialog()).getByRole('button', { name: 'Download my-passport.pdf' })).toBeTruthy();
    await user.upload(inDialog(dl.document), new File(['%PDF-1.7\n% again\n%%EOF\n'], 'my-passport.pdf', { type: 'application/pdf' }));
    await within(dialog()).findByText('Attached: my-passport.pdf');
    await user.selectOptions(inDialog(dl.documentType, 'select'), String(tab.documentTypes[0]!.id));
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    await waitFor(() => expect(within(dialog()).getAllByRole('alert').map((a) => a.textContent)).toContain(dm.fileAlreadyExists));
    await user.click(within(dialog()).getByRole('button', { name: t.cancel }));

    // A disguised file is refused by the server with its message under the control.
    await user.click(screen.getByRole('button', { name: t.addPassport }));
    await user.upload(inDialog(dl.document), new File(['MZ not a pdf'], 'evil.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(errorOf(inDialog(dl.document))).toBe('Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.'));
  });

  it('visa: Other shows its text and the expiry must follow the grant; dependant: accompanying shows the visa block', async () => {
    const { country } = await signedInFresh();
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: t.addVisa }));
    expect(within(dialog()).queryByLabelText(labelled(t.visaOtherType))).toBeNull();
    await user.selectOptions(inDialog(t.visaType, 'select'), 'OT');
    await user.selectOptions(inDialog(t.country, 'select'), String(country.id));
    await user.type(inDialog(t.visaNumber), 'V-1');
    await user.type(inDialog(t.visaSubClass), '500');
    await user.type(inDialog(t.grantDate), typed(-10));
    await user.type(inDialog(t.expiryDate), typed(-20));
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    expect(errorOf(inDialog(t.visaOtherType))).toBe(pm.visaOtherTypeRequired);
    expect(errorOf(inDialog(t.expiryDate))).toContain(pm.visaExpiryBeforeGrant);
    await user.type(inDialog(t.visaOtherType), 'Working holiday');
    await user.clear(inDialog(t.expiryDate));
    await user.type(inDialog(t.expiryDate), typed(700));
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(`${t.visaTypeOT}: Working holiday`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.addDependant }));
    expect(within(dialog()).queryByLabelText(labelled(t.visaCountry))).toBeNull();
    await user.click(within(dialog()).getByRole('checkbox', { name: t.accompanying }));
    expect(inDialog(t.visaCountry, 'select')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    expect(errorOf(inDialog(t.visaCountry, 'select'))).toBe(pm.visaCountryRequired);
    expect(errorOf(within(dialog()).getByLabelText(labelled(t.note), { selector: 'textarea' }))).toBe(pm.noteRequired);
    await user.click(within(dialog()).getByRole('checkbox', { name: t.accompanying }));
    await user.selectOptions(inDialog(t.relation, 'select'), 'child');
    await user.selectOptions(inDialog(t.title, 'select'), 'Miss');
    await user.type(inDialog(t.firstName), 'Mia');
    await user.type(inDialog(t.lastName), 'Silva');
    await user.type(inDialog(t.dob), typed(-2000));
    await user.selectOptions(inDialog(t.gender, 'select'), 'F');
    await user.selectOptions(inDialog(t.birthCountry, 'select'), String(country.id));
    await user.click(within(dialog()).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Miss Mia Silva')).toBeTruthy();

    // Delete the visa through the confirmation.
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t.delete} ${country.name} – V-1$`) }));
    await user.click(within(screen.getByRole('alertdialog', { name: t.confirmDelete })).getByRole('button', { name: t.delete }));
    await waitFor(() => expect(screen.getByText(t.noVisas)).toBeTruthy());
  });

  it('refusal: a flag on needs its details; saved, it stays after a reload', async () => {
    const { country } = await signedInFresh();
    const { user, unmount } = await renderSection();
    const refusal = screen.getByRole('form', { name: t.refusalTitle });
    await user.click(within(refusal).getByRole('checkbox', { name: t.refused }));
    await user.click(within(refusal).getByRole('button', { name: t.save }));
    expect(within(refusal).getAllByRole('alert').map((a) => a.textContent)).toEqual([pm.refusedCountryRequired, pm.refusalDetailRequired]);
    await user.selectOptions(within(refusal).getByLabelText(labelled(t.refusedCountry), { selector: 'select' }), String(country.id));
    await user.type(within(refusal).getByLabelText(labelled(t.refusalDetail), { selector: 'textarea' }), 'Refused in 2019');
    await user.click(within(refusal).getByRole('button', { name: t.save }));
    await waitFor(() => expect(popupTexts()).toContain(pm.saved));
    unmount();
    await renderSection();
    const again = screen.getByRole('form', { name: t.refusalTitle });
    expect((within(again).getByRole('checkbox', { name: t.refused }) as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByLabelText(labelled(t.refusalDetail), { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('Refused in 2019');
  });
});
