import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { pdfPageTexts } from '../../testing/pdf-text.js';
import { aSummary, anApplication, seedApplicationsCatalogue, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';

const PDF = '/api/OnlineApp/GeneratePdf';
const flat = (text: string) => text.replace(/\s+/g, '');

/**
 * The PDF's text, every page joined, as pdf.js (a reader, not our code) extracts it — without
 * whitespace: a cell wrapped over lines comes back without the space at its line end.
 */
const pdfText = async (pdf: Buffer): Promise<string> => flat((await pdfPageTexts(pdf)).join(''));

describe.each(await testDialects())('GeneratePdf on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let ana: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedApplicationsCatalogue(t.database.db, dialect);
    ana = await signedInMember(t);
    ben = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const pdf = (query: Record<string, string | number>, token: string | null = ana.token) =>
    t.app.inject({ url: PDF, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: token ? bearer(token) : {} });

  it('prints the submitted snapshot: the applicant’s name in any script, both courses with their status, every section', async () => {
    const basic = { ...aSummary(0).basic, firstName: 'Дмитрий', middleName: '', lastName: 'Иванов' };
    const submitted = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingJuly, cat.design], snapshot: { basic } });
    await t.database.db.updateTable('application_courses').set({ status: 'OFC' }).where('id', '=', submitted.entryIds[0]!).execute();
    const response = await pdf({ appId: submitted.applicationId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="application-${submitted.applicationId}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      `Application ${submitted.applicationId}`, 'Дмитрий Иванов', 'Bachelor of Nursing', 'Master of Design', 'Harbour University', 'Bridge College of Design',
      'Conditional offer', 'Submitted', '20-Jul-2026', 'Basic details', 'Qualifications', 'Colégio Bandeirantes', 'English tests', 'IE-1234', 'Passports', 'BR123456',
      'Visas', 'Family', 'Clara Silva', 'Work experience', 'Current', 'Visa breach and refusal', 'Funds not shown', 'Question responses', 'To care for people.',
    ]) {
      expect(text, expected).toContain(flat(expected));
    }
  }, 30_000);

  it("prints in the member's saved language (labels, footer and dates), or in the one the request names", async () => {
    const member = await signedInMember(t);
    await t.database.db.updateTable('clients').set({ locale: 'de' }).where('id', '=', member.clientId).execute();
    const submitted = await anApplication(t.database.db, member.clientId, { status: 'S', courses: [cat.nursingJuly] });
    const german = await pdf({ appId: submitted.applicationId }, member.token);
    expect(german.statusCode).toBe(200);
    const text = await pdfText(german.rawPayload);
    for (const expected of [`Bewerbung ${submitted.applicationId}`, 'Eingereicht am 1. März 2026', 'Antworten auf Fragen', 'Seite 1 von 2', 'Seite 2 von 2', '20. Juli 2026', '9. Apr. 2001', 'Bachelor of Nursing']) {
      // The message carries the PDF's text: what was printed instead is what a failure needs.
      expect(text, `${expected} in: ${text.slice(0, 1200)}`).toContain(flat(expected));
    }
    expect(text).not.toContain(flat('Question responses'));

    const spanish = await pdfText((await pdf({ appId: submitted.applicationId, locale: 'es' }, member.token)).rawPayload);
    for (const expected of [`Solicitud ${submitted.applicationId}`, 'Respuestas al cuestionario', 'Página 1 de 2']) expect(spanish, expected).toContain(flat(expected));
  }, 30_000);

  it('prints one institution’s courses only when courselegalId names it', async () => {
    const submitted = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingJuly, cat.design] });
    const response = await pdf({ appId: submitted.applicationId, courselegalId: cat.bridge });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(flat('Master of Design'));
    expect(text).not.toContain(flat('Bachelor of Nursing'));
  }, 30_000);

  it('answers 409 for a draft, 404 for another member’s application, 401 signed out, 400 for a bad id', async () => {
    const draft = await anApplication(t.database.db, ana.clientId, { courses: [cat.design] });
    const early = await pdf({ appId: draft.applicationId });
    expect(early.statusCode).toBe(409);
    expect(json(early)).toEqual({ message: 'Submit the application first: the PDF shows the application as it was submitted.' });

    const bens = await anApplication(t.database.db, ben.clientId, { status: 'S', courses: [cat.design] });
    const other = await pdf({ appId: bens.applicationId });
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ message: 'Application not found.' });
    expect((await pdf({ appId: bens.applicationId }, ben.token)).statusCode).toBe(200);
    expect((await pdf({ appId: bens.applicationId }, null)).statusCode).toBe(401);
    expect((await pdf({ appId: 'x' })).statusCode).toBe(400);
  }, 30_000);
});
