import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { GEO } from '../../testing/fixtures/institutions.js';
import { seedFormsFixture, type FormsFixture } from '../../testing/fixtures/forms.js';

type FormRow = { formId: number; name: string; fileName: string; header: string; categoryFk: number; categoryPath: string[] };
type FormList = { header: string; forms: FormRow[] };

describe.each(await testDialects())('forms area on %s', (dialect) => {
  let t: TestApp;
  let f: FormsFixture;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await seedFormsFixture(t.database.db);
  });
  afterAll(async () => t?.close());

  const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ url, query });
  const list = async (query: Record<string, string>) => {
    const response = await get('/api/FormPublic/GetFormsOnButtonClick', query);
    expect(response.statusCode, response.body).toBe(200);
    return json<FormList>(response);
  };
  const harbourInAustralia = () => ({ countryId: String(GEO.australia), legalId: String(f.harbour) });

  it('GetCountriesPublic: countries of institutions with forms; legalId gives that institution’s countries', async () => {
    expect(json(await get('/api/FormPublic/GetCountriesPublic', { rndm: '0.3' }))).toEqual({ countries: [{ id: GEO.australia, name: 'Australia' }] });
    expect(json(await get('/api/FormPublic/GetCountriesPublic', { legalId: String(f.kings) }))).toEqual({
      countries: [{ id: GEO.unitedKingdom, name: 'United Kingdom' }],
    });
    expect(json(await get('/api/FormPublic/GetCountriesPublic', { countryId: String(GEO.unitedKingdom), legalId: '' }))).toEqual({ countries: [] });
    expect(json(await get('/api/formpublic/getcountriespublic', { countryId: String(GEO.australia), legalId: String(f.harbour) }))).toEqual({
      countries: [{ id: GEO.australia, name: 'Australia' }],
    });
  });

  it("GetInstitutesPublic: the country's institutions that have forms, by name; the country is required", async () => {
    expect(json(await get('/api/FormPublic/GetInstitutesPublic', { countryId: String(GEO.australia) }))).toEqual({
      institutes: [
        { legalFk: f.melbourne, name: 'Melbourne Institute of Technology' },
        { legalFk: f.harbour, name: 'Université Harbour' },
      ],
    });
    expect(json(await get('/api/FormPublic/GetInstitutesPublic', { countryId: String(GEO.unitedKingdom) }))).toEqual({ institutes: [] });
    const missing = await get('/api/FormPublic/GetInstitutesPublic');
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ message: 'Institution Country is required', errors: { country_fk: 'Institution Country is required' } });
    expect((await get('/api/FormPublic/GetInstitutesPublic', { countryId: 'abc' })).statusCode).toBe(400);
  });

  it('GetCategoryPublic: the whole tree, parents before children, siblings by name', async () => {
    const { categories } = json<{ categories: Array<{ id: number; name: string; parentFk: number | null; level: number }> }>(
      await get('/api/FormPublic/GetCategoryPublic'),
    );
    expect(categories.map((c) => c.name)).toEqual(['Admissions', 'Applications', ...f.deep.map((_, i) => `Level ${i + 2}`), 'Other', 'Visa']);
    expect(categories[1]).toEqual({ id: f.applications, name: 'Applications', parentFk: f.admissions, level: 1 });
    expect(categories.at(-3)).toEqual({ id: f.deep.at(-1), name: 'Level 8', parentFk: f.deep.at(-2), level: 8 });
  });

  it("GetFormCategoryPublic: the institution's categories holding forms, with subtree counts; unknown institution 404", async () => {
    const harbour = json<{ categories: Array<{ id: number; name: string; formCount: number }> }>(
      await get('/api/FormPublic/GetFormCategoryPublic', { legalId: String(f.harbour) }),
    ).categories;
    expect(harbour.map((c) => [c.name, c.formCount])).toEqual([
      ['Admissions', 3],
      ['Applications', 3],
      ...f.deep.map((_, i) => [`Level ${i + 2}`, 1]),
      ['Visa', 1],
    ]);
    const all = json<{ categories: Array<{ name: string; formCount: number }> }>(await get('/api/FormPublic/GetFormCategoryPublic')).categories;
    expect(all.find((c) => c.name === 'Other')).toMatchObject({ formCount: 1 });
    const unknown = await get('/api/FormPublic/GetFormCategoryPublic', { legalId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'The institution was not found.' });
  });

  it('GetFormsOnButtonClick: country and institution required, with the specification’s messages', async () => {
    const none = await get('/api/FormPublic/GetFormsOnButtonClick');
    expect(none.statusCode).toBe(400);
    expect(json(none)).toEqual({
      message: 'Institution Country is required',
      errors: { country_fk: 'Institution Country is required', legal_fk: 'Institution Name is required' },
    });
    const noInstitution = await get('/api/FormPublic/GetFormsOnButtonClick', { countryId: String(GEO.australia), keyword: '' });
    expect(noInstitution.statusCode).toBe(400);
    expect(json(noInstitution)).toEqual({ message: 'Institution Name is required', errors: { legal_fk: 'Institution Name is required' } });
  });

  it("GetFormsOnButtonClick: every form of the institution with the list's header, by category path then name", async () => {
    const reply = await list(harbourInAustralia());
    expect(reply.header).toBe('Print and sign');
    expect(reply.forms.map((r) => r.name)).toEqual(['Postgraduate application', 'Undergraduate application', 'Thesis submission', 'Visa checklist']);
    expect(reply.forms[0]).toEqual({
      formId: f.forms['Postgraduate application'],
      name: 'Postgraduate application',
      fileName: 'Postgraduate application.pdf',
      header: 'Print and sign',
      categoryFk: f.applications,
      categoryPath: ['Admissions', 'Applications'],
    });
    expect(reply.forms[2]!.categoryPath).toEqual(['Admissions', 'Applications', ...f.deep.map((_, i) => `Level ${i + 2}`)]);
  });

  it('GetFormsOnButtonClick: a category lists its whole subtree (the cascade), the keyword narrows by name', async () => {
    const names = async (query: Record<string, string>) => (await list({ ...harbourInAustralia(), ...query })).forms.map((r) => r.name);
    expect(await names({ categoryId: String(f.admissions) })).toEqual(['Postgraduate application', 'Undergraduate application', 'Thesis submission']);
    expect(await names({ categoryId: String(f.applications) })).toHaveLength(3);
    expect(await names({ categoryId: String(f.deep[5]) })).toEqual(['Thesis submission']); // Level 7 = subCategory7
    expect(await names({ categoryId: String(f.visa) })).toEqual(['Visa checklist']);
    expect(await names({ categoryId: String(f.other) })).toEqual([]);
    expect(await names({ keyword: 'APPLICATION' })).toEqual(['Postgraduate application', 'Undergraduate application']);
    expect(await names({ keyword: 'universite' })).toEqual([]);
    expect(await names({ categoryId: '0', keyword: 'visa', rndm: '1' })).toEqual(['Visa checklist']);
  });

  it('GetFormsOnButtonClick: another country lists nothing; unknown institution or category is 404', async () => {
    expect(await list({ countryId: String(GEO.unitedKingdom), legalId: String(f.harbour) })).toEqual({ header: '', forms: [] });
    const institution = await get('/api/FormPublic/GetFormsOnButtonClick', { countryId: String(GEO.australia), legalId: '999999' });
    expect([institution.statusCode, json(institution)]).toEqual([404, { message: 'The institution was not found.' }]);
    const category = await get('/api/FormPublic/GetFormsOnButtonClick', { ...harbourInAustralia(), categoryId: '999999' });
    expect([category.statusCode, json(category)]).toEqual([404, { message: 'The form category was not found.' }]);
  });
});
