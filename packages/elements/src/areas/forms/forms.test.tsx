import { describe, expect, it } from 'vitest';
import { $loginDialog, formCountries, formInstitutes, formLabels as l, formSearch, messages, formMessages } from '@studyatlas/core';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/* The form finder element in its shadow root, against the real API server with the seeded catalogue. */

const server = elementSuite();

const button = (element: HTMLElement, name: string) => {
  const found = [...shadow(element).querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button "${name}": ${textOf(element)}`);
  return found;
};

async function anInstitutionWithForms() {
  const country = (await formCountries()).countries[0]!;
  const institute = (await formInstitutes(country.id)).institutes[0]!;
  return { country, institute };
}

describe('<sa-form-finder>', () => {
  it("shows the finder in its shadow root with the forms' messages there", async () => {
    const user = setupUser();
    const widget = place(`<sa-form-finder api-base="${server().url}"></sa-form-finder>`);
    const form = await until(() => shadow(widget).querySelector('form.sa-form-finder-form'));
    expect(shadow(widget).querySelector('h2')?.textContent).toBe(l.searchTitle);
    expect(form.getAttribute('part')).toBe('form-filter');
    expect(document.body.querySelector('form')).toBeNull();
    await user.click(button(widget, l.search));
    await until(() => textOf(widget).includes(formMessages.formInstitutionRequired));
    expect([...shadow(widget).querySelectorAll('[role="alert"]')].map((a) => a.textContent)).toEqual([
      'Institution Country is required',
      'Institution Name is required',
    ]);
  });

  it('institution=… presets and fixes the country and institution and lists its forms; a download asks for sign-in', async () => {
    const user = setupUser();
    const { country, institute } = await anInstitutionWithForms();
    const widget = place(`<sa-form-finder api-base="${server().url}" institution="${institute.legalFk}"></sa-form-finder>`);
    await until(() => shadow(widget).querySelectorAll('.sa-form-row').length > 0);
    const countrySelect = shadow(widget).querySelector<HTMLSelectElement>('select[name="country_fk"]')!;
    const institutionSelect = shadow(widget).querySelector<HTMLSelectElement>('select[name="legal_fk"]')!;
    expect([countrySelect.value, countrySelect.disabled]).toEqual([String(country.id), true]);
    await until(() => institutionSelect.value === String(institute.legalFk));
    expect(institutionSelect.disabled).toBe(true);
    const rows = formSearch.$state.get().rows;
    expect([...shadow(widget).querySelectorAll('.sa-form-row-name')].map((n) => n.textContent)).toEqual(rows.map((r) => r.name));
    expect(shadow(widget).querySelector('[part="form-header"]')?.textContent).toBe(rows[0]!.header);

    await user.click(button(widget, `Download ${rows[0]!.name}`));
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get().reason).toBe('Please sign in to download files.');
  });
});
