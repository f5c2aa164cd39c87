import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  $loginDialog,
  $popups,
  clearAllSearches,
  downloadFiles,
  formCategoriesOf,
  formCountries,
  formInstitutes,
  formLabels as l,
  formSearch,
  listForms,
  emptyFormFilter,
  signIn,
  type FormCategoryCount,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { alerts, labelled } from '../../../test/queries.js';
import { verifiedMember } from '../../../test/members.js';
import { FormFinder } from './form-finder.js';
import { SearchPanel } from '../../composites/search-panel/search-panel.js';
import { searchPanelLabels } from '@studyatlas/core';

beforeEach(() => clearAllSearches());

const select = (label: string) => screen.getByLabelText(labelled(label), { selector: 'select' }) as HTMLSelectElement;
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((o) => o.text);
const popups = () => $popups.get().map((p) => `${p.title}: ${p.message}`);

interface Institution {
  countryId: number;
  country: string;
  legalFk: number;
  name: string;
  categories: FormCategoryCount[];
}

/** The first institution of the test catalogue (countries and institutions in order) whose categories pass `wanted`. */
async function institutionWith(wanted: (categories: FormCategoryCount[]) => boolean, what: string): Promise<Institution> {
  for (const country of (await formCountries()).countries) {
    for (const institute of (await formInstitutes(country.id)).institutes) {
      const { categories } = await formCategoriesOf(institute.legalFk);
      if (wanted(categories)) return { countryId: country.id, country: country.name, legalFk: institute.legalFk, name: institute.name, categories };
    }
  }
  throw new Error(`the test catalogue has no institution with ${what}`);
}

const institutionWithDeepForms = () => institutionWith((categories) => categories.some((c) => c.level >= 2), 'forms two levels deep');
const formsOf = (categories: FormCategoryCount[]) => categories.filter((c) => c.parentFk === null).reduce((sum, c) => sum + c.formCount, 0);
const institutionWithSeveralForms = () => institutionWith((categories) => formsOf(categories) >= 2, 'two forms');

/** Records what the finder saves instead of the browser's download. */
function saver() {
  const saved: Array<{ name: string; bytes: Buffer }> = [];
  const save = vi.fn(async (file: Blob, name: string) => void saved.push({ name, bytes: Buffer.from(await file.arrayBuffer()) }));
  return { saved, save };
}

describe('FormFinder', () => {
  it("asks for the institution's country and the institution, in the specification's words", async () => {
    const { user } = renderWithProvider(<FormFinder />);
    await waitFor(() => expect(select(l.country).options.length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(alerts()).toEqual(['Institution Country is required', 'Institution Name is required']);
    expect(formSearch.$state.get().status).toBe('idle');
  });

  it('cascades country → institution → category levels; a new choice resets the deeper levels; only existing levels show', async () => {
    const inst = await institutionWithDeepForms();
    const { user } = renderWithProvider(<FormFinder />);
    await waitFor(() => expect(optionTexts(select(l.country))).toContain(inst.country));
    expect(screen.queryByLabelText(labelled(l.category))).toBeNull();
    await user.selectOptions(select(l.country), String(inst.countryId));
    await waitFor(() => expect(optionTexts(select(l.institution))).toContain(inst.name));
    await user.selectOptions(select(l.institution), String(inst.legalFk));

    const top = inst.categories.filter((c) => c.parentFk === null);
    await waitFor(() => expect(optionTexts(select(l.category)).slice(1)).toEqual(top.map((c) => `${c.name} (${c.formCount})`)));
    const parent = top.find((c) => inst.categories.some((d) => d.parentFk === c.id))!;
    const children = inst.categories.filter((c) => c.parentFk === parent.id);
    const sub1 = 'Sub-category 1';
    expect(screen.queryByLabelText(labelled(sub1))).toBeNull();
    await user.selectOptions(select(l.category), String(parent.id));
    expect(optionTexts(select(sub1)).slice(1)).toEqual(children.map((c) => `${c.name} (${c.formCount})`));
    await user.selectOptions(select(sub1), String(children[0]!.id));
    expect(select(sub1).value).toBe(String(children[0]!.id));

    const other = top.find((c) => c.id !== parent.id && !inst.categories.some((d) => d.parentFk === c.id));
    if (other) {
      await user.selectOptions(select(l.category), String(other.id));
      expect(screen.queryByLabelText(labelled(sub1))).toBeNull(); // a leaf: no deeper level
    }
    await user.selectOptions(select(l.category), String(parent.id));
    expect(select(sub1).value).toBe(''); // reset by the new choice above it

    await user.click(screen.getByRole('button', { name: l.search }));
    await waitFor(() => expect(formSearch.$state.get().status).toBe('done'));
    const expected = await listForms({ ...emptyFormFilter(), country_fk: inst.countryId, legal_fk: inst.legalFk, category_fk: parent.id });
    const rows = [...document.querySelectorAll('.sa-form-row-name')].map((n) => n.textContent);
    expect(rows).toEqual(expected.forms.map((f) => f.name));
    expect(rows).toHaveLength(parent.formCount);
    expect(document.querySelector('.sa-form-header')?.textContent).toBe(expected.header);
    expect(document.querySelector('.sa-form-results-total')?.textContent).toBe(`${rows.length} forms found`);
  });

  it("shows 'No records found' when no form matches", async () => {
    const inst = await institutionWithDeepForms();
    const { user } = renderWithProvider(<FormFinder legalId={inst.legalFk} />);
    await waitFor(() => expect(formSearch.$state.get().status).toBe('done'));
    await user.type(screen.getByLabelText(l.keyword), 'zzzqqq');
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(document.querySelectorAll('.sa-form-row')).toHaveLength(0);
  });

  it('with a legalId presets the country and institution and lists its forms at once', async () => {
    const inst = await institutionWithDeepForms();
    renderWithProvider(<FormFinder legalId={inst.legalFk} />);
    await waitFor(() => expect(document.querySelectorAll('.sa-form-row').length).toBeGreaterThan(0));
    expect(select(l.country).value).toBe(String(inst.countryId));
    // the institution's name arrives with its country's institutions (a second call)
    await waitFor(() => expect(select(l.institution).value).toBe(String(inst.legalFk)));
    expect(select(l.country).disabled).toBe(false);
    expect(formSearch.remembered()?.filter).toMatchObject({ country_fk: inst.countryId, legal_fk: inst.legalFk });
  });

  it('with a fixed institution (partner page) the country and institution cannot change', async () => {
    const inst = await institutionWithDeepForms();
    renderWithProvider(<FormFinder institution={inst.legalFk} />);
    await waitFor(() => expect(document.querySelectorAll('.sa-form-row').length).toBeGreaterThan(0));
    expect([select(l.country).disabled, select(l.institution).disabled]).toEqual([true, true]);
    await waitFor(() => expect(optionTexts(select(l.institution))).toEqual([l.choose, inst.name]));
    expect(optionTexts(select(l.country))).toEqual([l.choose, inst.country]);
  });

  it('a download signed out opens the login dialog, then proceeds: the PDF saved under x-filename, with no popup', async () => {
    const inst = await institutionWithDeepForms();
    const member = await verifiedMember();
    const { saved, save } = saver();
    const { user } = renderWithProvider(<FormFinder legalId={inst.legalFk} saveFile={save} />);
    await waitFor(() => expect(document.querySelectorAll('.sa-form-row').length).toBeGreaterThan(0));
    const first = formSearch.$state.get().rows[0]!;
    await user.click(screen.getByRole('button', { name: `Download ${first.name}` }));
    await waitFor(() => expect($loginDialog.get().open).toBe(true));
    expect(save).not.toHaveBeenCalled();

    await signIn(member.email, member.password);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(first.fileName);
    expect(saved[0]!.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(saved[0]!.bytes.toString('latin1')).toContain(`EFM ${first.formId}`);
    // No 'Successful: …' popup: the browser shows the download (issue 24).
    expect(popups()).toEqual([]);
  });

  it('downloads the selected forms as one zip (forms.zip)', async () => {
    const inst = await institutionWithSeveralForms();
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { saved, save } = saver();
    const { user } = renderWithProvider(<FormFinder legalId={inst.legalFk} saveFile={save} />);
    await waitFor(() => expect(document.querySelectorAll('.sa-form-row').length).toBeGreaterThan(1));
    const downloadSelected = () => screen.getByRole('button', { name: /^Download selected/ });
    expect(downloadSelected().textContent).toBe('Download selected (0)');
    const rows = formSearch.$state.get().rows;
    for (const row of rows.slice(0, 2)) await user.click(screen.getByRole('checkbox', { name: `Select ${row.name}` }));
    expect(downloadSelected().textContent).toBe('Download selected (2)');
    await user.click(downloadSelected());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('forms.zip');
    expect(saved[0]!.bytes.readUInt32LE(0)).toBe(0x04034b50); // a zip's first local header
    // Select all from a partial selection (with exactly two forms, both ticked is already all).
    await user.click(screen.getByRole('checkbox', { name: `Select ${rows[0]!.name}` }));
    await user.click(screen.getByRole('checkbox', { name: l.selectAll }));
    expect(downloadSelected().textContent).toBe(`Download selected (${rows.length})`);
  });
});

describe('the search panel’s F tab', () => {
  it('shows the form filter; a search opens /findForm/list/<legalId> with the results remembered', async () => {
    const inst = await institutionWithDeepForms();
    const { user, navigate } = renderWithProvider(<SearchPanel />);
    await user.click(screen.getByRole('tab', { name: searchPanelLabels.tabs.F }));
    await waitFor(() => expect(optionTexts(select(l.country))).toContain(inst.country));
    expect(document.querySelector('.sa-form-results')).toBeNull();
    await user.selectOptions(select(l.country), String(inst.countryId));
    await waitFor(() => expect(optionTexts(select(l.institution))).toContain(inst.name));
    await user.selectOptions(select(l.institution), String(inst.legalFk));
    await user.click(screen.getByRole('button', { name: l.search }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/findForm/list/${inst.legalFk}`));
    expect(formSearch.$state.get().rows.length).toBe(inst.categories.filter((c) => c.parentFk === null).reduce((sum, c) => sum + c.formCount, 0));
    expect(document.querySelector('.sa-form-results')).toBeNull(); // the list route shows them
  });
});

describe('downloadFiles (core client) against the server', () => {
  it("a missing form is 'Resource file not found'; an event document's failure shows the status text", async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    expect(await downloadFiles({ type: 'EFM', ids: [99_999_999] }, { save: vi.fn() })).toEqual({ status: 'failed', httpStatus: 404, message: 'Resource file not found' });
    expect(popups()).toContain('Failed: Resource file not found');
    const eem = await downloadFiles({ type: 'EEM', ids: [99_999_999] }, { save: vi.fn() });
    expect(eem).toMatchObject({ status: 'failed', httpStatus: 404, message: 'Not Found' });
  });

  it("saving failure is 'Resource not found: …'; a failed request 'Request failed with status: …'", async () => {
    const inst = await institutionWithDeepForms();
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { forms } = await listForms({ ...emptyFormFilter(), country_fk: inst.countryId, legal_fk: inst.legalFk });
    const form = forms[0]!;
    const failing = await downloadFiles({ type: 'EFM', ids: [form.formId] }, { save: () => Promise.reject(new Error('disk full')) });
    expect(failing).toEqual({ status: 'failed', httpStatus: 200, message: `Resource not found: ${form.fileName}` });
    const bad = await downloadFiles({ type: 'EFM', ids: [0] }, { save: vi.fn() });
    expect(bad).toEqual({ status: 'failed', httpStatus: 400, message: 'Request failed with status: 400' });
    expect(popups()).toEqual(expect.arrayContaining([`Failed: Resource not found: ${form.fileName}`, 'Failed: Request failed with status: 400']));
  });

  it('closing the login dialog without signing in cancels the download', async () => {
    const save = vi.fn();
    const pending = downloadFiles({ type: 'EFM', ids: [1] }, { save });
    expect($loginDialog.get()).toEqual({ open: true, reason: 'Please sign in to download files.' });
    $loginDialog.set({ open: false });
    expect(await pending).toEqual({ status: 'cancelled' });
    expect(save).not.toHaveBeenCalled();
  });
});

