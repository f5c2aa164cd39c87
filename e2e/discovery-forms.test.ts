import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { format, formLabels, messages, searchPanelLabels, formMessages, loginMessages } from '@studyatlas/core';
import { unzip } from '../packages/server/src/testing/unzip.js';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { newIdentity, registeredMember, type TestMember } from './support/members.js';

interface Category {
  id: number;
  name: string;
  parentFk: number | null;
  formCount: number;
}

interface FormsInstitution {
  countryId: number;
  country: string;
  legalFk: number;
  name: string;
  /** A top category with sub-categories, and its first sub-category. */
  category: Category;
  subCategory: Category;
}

const api = async <T>(portalUrl: string, path: string): Promise<T> => {
  const response = await fetch(`${portalUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

/** An institution of the e2e catalogue with at least two forms under a category that has sub-categories. */
async function institutionWithNestedForms(portalUrl: string): Promise<FormsInstitution> {
  const { countries } = await api<{ countries: Array<{ id: number; name: string }> }>(portalUrl, '/api/FormPublic/GetCountriesPublic');
  for (const country of countries) {
    const { institutes } = await api<{ institutes: Array<{ legalFk: number; name: string }> }>(portalUrl, `/api/FormPublic/GetInstitutesPublic?countryId=${country.id}`);
    for (const institute of institutes) {
      const { categories } = await api<{ categories: Category[] }>(portalUrl, `/api/FormPublic/GetFormCategoryPublic?legalId=${institute.legalFk}`);
      const category = categories.find((c) => c.parentFk === null && c.formCount >= 2 && categories.some((d) => d.parentFk === c.id));
      const subCategory = category && categories.find((c) => c.parentFk === category.id);
      if (category && subCategory) return { countryId: country.id, country: country.name, legalFk: institute.legalFk, name: institute.name, category, subCategory };
    }
  }
  throw new Error('the e2e catalogue has no institution with two forms under nested categories');
}

/** The member's bearer token, for downloading the same files through the API. */
async function tokenOf(portalUrl: string, member: TestMember): Promise<string> {
  const response = await fetch(`${portalUrl}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: member.email, password: member.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function apiDownload(portalUrl: string, token: string, formId: number): Promise<{ name: string; bytes: Buffer }> {
  const response = await fetch(`${portalUrl}/api/FileUpload/DownloadFiles`, { headers: { authorization: `Bearer ${token}`, fileID: String(formId), key: 'EFM' } });
  expect(response.status).toBe(200);
  return { name: response.headers.get('x-filename')!, bytes: Buffer.from(await response.arrayBuffer()) };
}

const bytesOf = async (download: Download): Promise<Buffer> => readFile((await download.path())!);
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

describe.skipIf(!chromiumAvailable())('forms in Chromium: find, sign in, download one form and a zip of two', () => {
  const suite = browserSuite();
  let inst: FormsInstitution;

  beforeAll(async () => {
    inst = await institutionWithNestedForms(suite.portal().url);
  });

  it('F tab → country → institution → cascading categories → list → downloads with their bytes', async () => {
    const portalUrl = suite.portal().url;
    const me = await registeredMember(portalUrl, true, newIdentity('Lena', 'Berg'));
    const page = await suite.openPage('/');
    await page.waitForURL('**/findDashBoard');
    await page.getByRole('tab', { name: searchPanelLabels.tabs.F, exact: true }).click();
    const form = page.getByRole('form', { name: formLabels.searchTitle, exact: true });

    // Nothing chosen: both of the specification's messages.
    await form.getByRole('button', { name: formLabels.search, exact: true }).click();
    await text(form, formMessages.formCountryRequired).waitFor();
    await text(form, formMessages.formInstitutionRequired).waitFor();

    // The cascade: a category with sub-categories shows the next level, a new choice resets it.
    await select(page, formLabels.country).selectOption({ label: inst.country });
    await select(page, formLabels.institution).selectOption({ label: inst.name });
    const category = select(page, formLabels.category);
    const sub1 = select(page, format(formLabels.subCategory, { level: 1 }));
    await category.selectOption(String(inst.category.id));
    await sub1.selectOption(String(inst.subCategory.id));
    await category.selectOption('');
    expect(await sub1.count()).toBe(0);
    await category.selectOption(String(inst.category.id));
    expect(await sub1.inputValue()).toBe('');
    await form.getByRole('button', { name: formLabels.search, exact: true }).click();

    // The list route with the institution; the forms of the category's whole subtree.
    await page.waitForURL(`**/findForm/list/${inst.legalFk}`);
    const rows = page.locator('li.sa-form-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(inst.category.formCount);
    expect(await page.locator('[part="form-header"]').textContent()).toMatch(/\S/);

    // One form: the login dialog first, then the download proceeds (browser download, x-filename).
    const firstName = (await rows.first().locator('.sa-form-row-name').textContent())!;
    await rows.first().getByRole('button', { name: format(formLabels.downloadNamed, { name: firstName }), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.signInTitle });
    await dialog.waitFor();
    await text(dialog, formMessages.downloadSignIn).waitFor();
    await field(dialog, loginMessages.loginIdLabel).fill(me.email);
    await field(dialog, loginMessages.passwordLabel).fill(me.password);
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: messages.signInAction, exact: true }).click(),
    ]);
    const token = await tokenOf(portalUrl, me);
    const listed = await api<{ forms: Array<{ formId: number; name: string; fileName: string }> }>(
      portalUrl,
      `/api/FormPublic/GetFormsOnButtonClick?countryId=${inst.countryId}&legalId=${inst.legalFk}&categoryId=${inst.category.id}`,
    );
    expect(await rows.locator('.sa-form-row-name').allTextContents()).toEqual(listed.forms.map((f) => f.name));
    const first = listed.forms.find((f) => f.name === firstName)!;
    const expectedFirst = await apiDownload(portalUrl, token, first.formId);
    expect(single.suggestedFilename()).toBe(first.fileName);
    expect(expectedFirst.name).toBe(first.fileName);
    const singleBytes = await bytesOf(single);
    expect(singleBytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(singleBytes.equals(expectedFirst.bytes)).toBe(true);
    // The browser shows the download: no 'Successful: …' popup (issue 24).
    expect(await text(page, format(formMessages.downloadSuccessful, { name: first.fileName })).count()).toBe(0);

    // Two forms selected: one zip whose entries are those forms' bytes.
    const two = listed.forms.slice(0, 2);
    for (const f of two) await page.getByRole('checkbox', { name: format(formLabels.select, { name: f.name }), exact: true }).check();
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: format(formLabels.downloadSelected, { count: 2 }), exact: true }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('forms.zip');
    const entries = unzip(await bytesOf(zip));
    expect(entries.map((e) => e.name)).toEqual(two.map((f) => f.fileName));
    for (const [i, f] of two.entries()) expect(entries[i]!.bytes.equals((await apiDownload(portalUrl, token, f.formId)).bytes)).toBe(true);
    expect(await text(page, format(formMessages.downloadSuccessful, { name: 'forms.zip' })).count()).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  });
});
