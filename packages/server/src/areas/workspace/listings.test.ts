import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { seedApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { GEO } from '../../testing/fixtures/shared.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { multipart } from '../../testing/multipart.js';

type Row = { id: number; status: string; name: string };
type History = { entries: Array<{ who: string; record: string; action: string; changes: Array<{ field: string; before: string; after: string }> }>; total: number };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(await testDialects())("the workspace's scholarships, forms and events on %s", (dialect) => {
  let t: TestApp;
  let orgA: number;
  let orgB: number;
  let campusA: number;
  let category: number;
  let editor: TestMember;
  let viewer: TestMember;
  let ownerB: TestMember;
  let student: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' }); // clock: 2026-03-02
    const { db } = t.database;
    const cat = await seedApplicationsCatalogue(db, dialect);
    [orgA, orgB] = [cat.harbour, cat.bridge];
    campusA = Number((await db.selectFrom('locations').select('id').where('legal_id', '=', orgA).executeTakeFirstOrThrow()).id);
    category = Number((await db.insertInto('form_categories').values({ parent_id: null, level: 0, name: 'Admissions' }).returning('id').executeTakeFirstOrThrow()).id);
    editor = await aStaffMember(t, orgA, 'catalogue_editor', { firstName: 'Cat', surname: 'Editor' });
    viewer = await aStaffMember(t, orgA, 'viewer', { firstName: 'Vic', surname: 'Viewer' });
    ownerB = await aStaffMember(t, orgB, 'owner', { firstName: 'Ben', surname: 'Owner' });
    student = await signedInMember(t, { firstName: 'Sam', surname: 'Student' });
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (who: TestMember, path: string, org: number, payload?: Record<string, unknown>, query: Record<string, string | number> = {}) => {
    const q = { org: String(org), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) };
    const url = `/api/workspace/catalogue/${path}`;
    return payload ? t.app.inject({ method: 'POST', url, query: q, payload, headers: bearer(who.token) }) : t.app.inject({ url, query: q, headers: bearer(who.token) });
  };
  const ok = async <T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> => {
    expect(response.statusCode, response.body).toBe(status);
    return json<T>(response);
  };
  const history = async (record: string, recordId: number) => ok<History>(await call(editor, 'history', orgA, undefined, { record, recordId }));
  /** A PDF uploaded by `who` (files.uploadFile): its stored file id. */
  const upload = async (name: string, who: TestMember = editor) => {
    const body = multipart({ name, type: 'application/pdf', bytes: PDF });
    const response = await t.app.inject({ method: 'POST', url: '/api/FileUpload/UploadFile', payload: body.payload, headers: { ...body.headers, ...bearer(who.token) } });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ fileId: number }>(response).fileId;
  };
  const eventDetail = async (eventId: number) =>
    ok<{ participants: Array<{ lglId: number; name: string; entType: string }>; documents: Array<{ fileId: number; fileName: string }> }>(
      await t.app.inject({ url: '/api/EventP/EventPDetail', query: { legalFk: String(orgA), locationFk: '0', eventFk: String(eventId) } }),
    );
  const download = (fileId: number) => t.app.inject({ url: '/api/FileUpload/DownloadFiles', headers: { ...bearer(student.token), fileID: String(fileId), key: 'EEM', legalID: String(orgA) } });

  const scholarship = (over: Record<string, unknown> = {}) => ({
    name: 'Harbour Quokka Grant',
    description: 'For students of marsupials.',
    countryId: GEO.australia,
    awardGroupId: 0,
    amount: '5000',
    currency: '',
    webAddress: 'https://harbour.example/grant',
    openDate: '2026-03-01',
    closeDate: '2026-12-31',
    ...over,
  });
  const event = (over: Record<string, unknown> = {}) => ({
    name: 'Harbour Open Day',
    description: 'Meet us.',
    locationId: campusA,
    venueName: '',
    cityId: 0,
    dateFrom: '2026-05-02',
    dateTo: '2026-05-03',
    regUrl: 'https://harbour.example/open-day',
    webSite: '',
    costs: [{ label: 'Entry', amount: '10', currency: 'AUD' }],
    contacts: [{ name: 'Ola Organiser', email: 'ola@harbour.example', phone: '' }],
    ...over,
  });
  const scholarshipSearch = async () =>
    (await ok<{ rows: Array<{ schId: number; name: string }> }>(await t.app.inject({ method: 'POST', url: '/api/ScholarPublic/ShipSearchDataPublic', payload: { country_fk: GEO.australia, from: 0, to: 50 } }))).rows.map((r) => r.name);
  const eventSearch = async () =>
    (await ok<{ rows: Array<{ eventName: string }> }>(await t.app.inject({ method: 'POST', url: '/api/EventP/EventPSearchRData', payload: { country_fk: GEO.australia } }))).rows.map((r) => r.eventName);

  it('answers bad input with the rules’ messages (400, nothing written), never a 500', async () => {
    const bad = await call(editor, 'scholarships/create', orgA, scholarship({ name: '', amount: '5,000', closeDate: '2026-02-01', webAddress: 'ftp://x' }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      message: 'name is required',
      errors: {
        name: 'name is required',
        amount: 'amount must be an amount like 32500 or 32500.50 (no currency sign or separators), got "5,000"',
        webAddress: 'web_address must be a web address such as https://www.example.edu or www.example.edu, got "ftp://x"',
        closeDate: 'close_date must not be before open_date',
      },
    });
    const badEvent = await call(editor, 'events/create', orgA, event({ locationId: 0, dateTo: '2026-05-01', costs: [{ label: '', amount: '', currency: 'AU' }], contacts: [{ name: 'A', email: 'nope', phone: '' }] }));
    expect(json(badEvent)).toEqual({
      message: 'venue is required',
      errors: {
        venueName: 'venue is required',
        cityId: 'Choose the campus the event is held at, or give the venue and its city',
        dateTo: 'date_to must not be before date_from',
        'costs.0.label': 'cost is required',
        'costs.0.amount': 'amount is required',
        'costs.0.currency': 'currency must be a three-letter ISO 4217 code such as AUD, got "AU"',
        'contacts.0.email': 'email must be an e-mail address, got "nope"',
      },
    });
    expect(json(await call(editor, 'forms/create', orgA, { name: 'Application form', categoryId: category, header: '', fileId: 0 }))).toEqual({ message: 'file is required', errors: { fileId: 'file is required' } });
    expect(json(await call(editor, 'scholarships/create', orgA, scholarship({ countryId: 999_999 })))).toEqual({ message: 'country is not a country', errors: { countryId: 'country is not a country' } });
    expect((await call(editor, 'scholarships/create', orgA, { name: ['not', 'text'] })).statusCode).toBe(400);
    expect(await t.database.db.selectFrom('scholarships').select('id').where('legal_id', '=', orgA).execute()).toEqual([]);
  });

  it('a draft scholarship is found by nobody; published, search and detail show it at once; its history says who changed what', async () => {
    const draft = (await ok<{ record: Row & { currency: string; country: string } }>(await call(editor, 'scholarships/create', orgA, scholarship()), 201)).record;
    expect(draft).toMatchObject({ status: 'draft', currency: 'AUD', country: 'Australia' });
    expect(await scholarshipSearch()).not.toContain('Harbour Quokka Grant');
    expect((await t.app.inject({ url: '/api/ScholarPublic/ShipDetailPublic', query: { schFk: String(draft.id) } })).statusCode).toBe(404);
    await ok(await call(editor, 'scholarships/status', orgA, { recordId: draft.id, newStatus: 'published' }));
    expect(await scholarshipSearch()).toContain('Harbour Quokka Grant');
    await ok(await call(editor, 'scholarships/update', orgA, { recordId: draft.id, ...scholarship({ name: 'Harbour Wombat Grant', amount: '6000' }) }));
    expect(await scholarshipSearch()).toContain('Harbour Wombat Grant');
    const detail = await ok<{ name: string; amount: number }>(await t.app.inject({ url: '/api/ScholarPublic/ShipDetailPublic', query: { schFk: String(draft.id) } }));
    expect(detail).toMatchObject({ name: 'Harbour Wombat Grant', amount: 6000 });
    const list = await ok<{ rows: Row[]; total: number }>(await call(viewer, 'scholarships', orgA, undefined, { q: 'wombat' }));
    expect(list).toMatchObject({ total: 1, rows: [{ id: draft.id, status: 'published', name: 'Harbour Wombat Grant' }] });
    const h = await history('scholarship', draft.id);
    expect(h.total).toBe(3);
    expect(h.entries[0]).toEqual({ id: expect.any(Number), at: expect.any(String), who: 'Cat Editor', record: 'scholarship', recordId: draft.id, action: 'updated', changes: [{ field: 'name', before: 'Harbour Quokka Grant', after: 'Harbour Wombat Grant' }, { field: 'amount', before: '5000', after: '6000' }] });
    expect(h.entries[1]).toMatchObject({ action: 'status', changes: [{ field: 'status', before: 'draft', after: 'published' }] });
    expect(h.entries[2]).toMatchObject({ action: 'created', changes: expect.arrayContaining([{ field: 'name', before: '', after: 'Harbour Quokka Grant' }]) });
  });

  it('a scholarship members keep among their favourites is archived, never removed: hidden from search, still in their favourites', async () => {
    const created = (await ok<{ record: Row }>(await call(editor, 'scholarships/create', orgA, { ...scholarship({ name: 'Kept Grant' }), publish: true }), 201)).record;
    const favourite = await t.app.inject({ method: 'POST', url: '/api/Favourite/AddFavourite', payload: { ReferenceFk: created.id, Category: 'S' }, headers: bearer(student.token) });
    expect(favourite.statusCode, favourite.body).toBeLessThan(300);
    const refused = await call(editor, 'scholarships/remove', orgA, { recordId: created.id });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ message: 'Members keep this scholarship among their favourites, so it cannot be removed; archive it instead.' });
    await ok(await call(editor, 'scholarships/status', orgA, { recordId: created.id, newStatus: 'archived' }));
    expect(await scholarshipSearch()).not.toContain('Kept Grant');
    expect((await t.app.inject({ url: '/api/ScholarPublic/ShipDetailPublic', query: { schFk: String(created.id) } })).statusCode).toBe(200);
    const free = (await ok<{ record: Row }>(await call(editor, 'scholarships/create', orgA, scholarship({ name: 'Unloved Grant' })), 201)).record;
    expect(await ok(await call(editor, 'scholarships/remove', orgA, { recordId: free.id }))).toEqual({ recordId: free.id });
    expect((await call(editor, 'scholarship', orgA, undefined, { recordId: free.id })).statusCode).toBe(404);
  });

  it('an event: created at a campus, found at once, changed, registered for, then only archived (no new registrations)', async () => {
    const created = (await ok<{ record: Row & { city: string; costs: unknown[]; contacts: unknown[] } }>(await call(editor, 'events/create', orgA, { ...event(), publish: true }), 201)).record;
    expect(created).toMatchObject({ status: 'published', city: 'Sydney', costs: [{ label: 'Entry', amount: 10, currency: 'AUD' }], contacts: [{ name: 'Ola Organiser', email: 'ola@harbour.example', phone: '' }] });
    expect(await eventSearch()).toContain('Harbour Open Day');
    await ok(await call(editor, 'events/update', orgA, { recordId: created.id, ...event({ name: 'Harbour Open Weekend', locationId: 0, venueName: 'Town Hall', cityId: GEO.sydney, costs: [] }) }));
    expect(await eventSearch()).toEqual(expect.arrayContaining(['Harbour Open Weekend']));
    const detail = await ok<{ eventName: string; VenueName: string; costs: unknown[] }>(await t.app.inject({ url: '/api/EventP/EventPDetail', query: { legalFk: String(orgA), locationFk: '0', eventFk: String(created.id) } }));
    expect(detail).toMatchObject({ eventName: 'Harbour Open Weekend', VenueName: 'Town Hall', costs: [] });
    const registered = await t.app.inject({ url: '/api/Event/RegisterEvent', query: { eventFk: String(created.id), locationFk: '0' }, headers: bearer(student.token) });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(json(await call(editor, 'events/remove', orgA, { recordId: created.id }))).toEqual({ message: 'Members registered for this event or keep it among their favourites, so it cannot be removed; archive it instead.' });
    await ok(await call(editor, 'events/status', orgA, { recordId: created.id, newStatus: 'archived' }));
    expect(await eventSearch()).not.toContain('Harbour Open Weekend');
    const late = await signedInMember(t, { firstName: 'Lea', surname: 'Late' });
    const refused = await t.app.inject({ url: '/api/Event/RegisterEvent', query: { eventFk: String(created.id), locationFk: '0' }, headers: bearer(late.token) });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ message: 'This event is no longer open for registration.' });
    const changes = (await history('event', created.id)).entries.find((e) => e.action === 'updated')!.changes;
    expect(changes).toEqual(expect.arrayContaining([{ field: 'campus', before: 'City Campus', after: '' }, { field: 'venue', before: '', after: 'Town Hall' }, { field: 'costs', before: 'Entry 10 AUD', after: '' }]));
  });

  it('a form takes over its uploaded file (EFM): listed by the discovery forms at once; a new file replaces it; removed with it', async () => {
    const first = await upload('apply.pdf');
    const viewersUpload = await upload('x.pdf', viewer);
    expect(json(await call(editor, 'forms/create', orgA, { name: 'Application form', categoryId: category, header: '', fileId: viewersUpload }))).toEqual({ message: 'file is not a file you uploaded', errors: { fileId: 'file is not a file you uploaded' } });
    const form = (await ok<{ record: Row & { file: { fileId: number; fileName: string } } }>(await call(editor, 'forms/create', orgA, { name: 'Application form', categoryId: category, header: 'Read first', fileId: first, publish: true }), 201)).record;
    expect(form.file).toMatchObject({ fileId: first, fileName: 'apply.pdf' });
    expect(await t.database.db.selectFrom('stored_files').select(['kind', 'reference_id', 'legal_id', 'client_id']).where('id', '=', first).executeTakeFirstOrThrow()).toEqual({ kind: 'EFM', reference_id: form.id, legal_id: orgA, client_id: null });
    const listed = async () => json<{ forms: Array<{ name: string; fileName: string }> }>(await t.app.inject({ url: '/api/FormPublic/GetFormsOnButtonClick', query: { countryId: String(GEO.australia), legalId: String(orgA) } })).forms;
    expect(await listed()).toEqual([expect.objectContaining({ name: 'Application form', fileName: 'apply.pdf' })]);
    const second = await upload('apply-2027.pdf');
    await ok(await call(editor, 'forms/update', orgA, { recordId: form.id, name: 'Application form', categoryId: category, header: 'Read first', fileId: second }));
    expect(await listed()).toEqual([expect.objectContaining({ fileName: 'apply-2027.pdf' })]);
    expect(await t.database.db.selectFrom('stored_files').select('id').where('id', '=', first).execute()).toEqual([]);
    await ok(await call(editor, 'forms/status', orgA, { recordId: form.id, newStatus: 'draft' }));
    expect(await listed()).toEqual([]);
    expect((await history('form', form.id)).entries.map((e) => e.action)).toEqual(['status', 'updated', 'created']);
    await ok(await call(editor, 'forms/remove', orgA, { recordId: form.id }));
    expect(await t.database.db.selectFrom('stored_files').select('id').where('id', '=', second).execute()).toEqual([]);
    // The record is gone (its page and history answer 404); its history rows stay, the last one its removal.
    expect((await call(editor, 'history', orgA, undefined, { record: 'form', recordId: form.id })).statusCode).toBe(404);
    const rows = await t.database.db.selectFrom('catalogue_history').select(['action', 'course_id']).where('record', '=', 'form').where('record_id', '=', form.id).orderBy('id', 'desc').execute();
    expect(rows.map((r) => [r.action, r.course_id])).toEqual([['deleted', null], ['status', null], ['updated', null], ['created', null]]);
  });

  it("an event's participants: picked from the catalogue's institutions and agents (never the organiser), saved, replaced, removed; discovery shows them at once", async () => {
    const { db } = t.database;
    const agent = Number((await db.insertInto('legal_entities').values({ kind: 'A', external_id: null, name: 'Koala Study Agents', web_address: null, email: null, phone: null, logo_path: null, created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow()).id);
    const options = async (q: string) => (await ok<{ options: Array<{ id: number; name: string; kind: string }> }>(await call(viewer, 'participant-options', orgA, undefined, { q }))).options;
    expect(await options('BRIDGE')).toEqual([{ id: orgB, name: 'Bridge College of Design', kind: 'I' }]);
    expect(await options('koala')).toEqual([{ id: agent, name: 'Koala Study Agents', kind: 'A' }]);
    expect(await options('harbour')).toEqual([]);
    expect((await options('')).map((o) => o.id)).toEqual(expect.arrayContaining([orgB, agent]));
    expect((await options('')).map((o) => o.id)).not.toContain(orgA);

    const created = (await ok<{ record: Row & { participants: unknown[] } }>(await call(editor, 'events/create', orgA, { ...event({ name: 'Partners Fair' }), participantIds: [orgB], publish: true }), 201)).record;
    expect(created.participants).toEqual([{ id: orgB, name: 'Bridge College of Design', kind: 'I' }]);
    expect((await eventDetail(created.id)).participants).toEqual([expect.objectContaining({ lglId: orgB, name: 'Bridge College of Design', entType: 'I' })]);

    const updated = (await ok<{ record: { participants: unknown[] } }>(await call(editor, 'events/update', orgA, { recordId: created.id, ...event({ name: 'Partners Fair' }), participantIds: [agent, orgB, String(agent)] }))).record;
    expect(updated.participants).toEqual([{ id: orgB, name: 'Bridge College of Design', kind: 'I' }, { id: agent, name: 'Koala Study Agents', kind: 'A' }]);
    expect((await eventDetail(created.id)).participants.map((p) => p.name)).toEqual(['Bridge College of Design', 'Koala Study Agents']);
    expect((await history('event', created.id)).entries[0]!.changes).toEqual([{ field: 'participants', before: 'Bridge College of Design', after: 'Bridge College of Design; Koala Study Agents' }]);
    const audited = await db.selectFrom('workspace_audit').select(['action', 'detail']).where('legal_id', '=', orgA).where('action', '=', 'workspaceUpdateEvent').execute();
    expect(audited).toContainEqual({ action: 'workspaceUpdateEvent', detail: `event ${created.id}` });

    const refusals: Array<[unknown[], string]> = [
      [[orgB, orgA], 'The organisation holding the event cannot also be one of its participants'],
      [[999_999], 'participant 999999 is not an institution or agent of the catalogue'],
      [['abc'], 'participant abc is not an institution or agent of the catalogue'],
    ];
    for (const [participantIds, message] of refusals) {
      const refused = await call(editor, 'events/update', orgA, { recordId: created.id, ...event({ name: 'Renamed Fair' }), participantIds });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toEqual({ message, errors: { participantIds: message } });
    }
    expect((await eventDetail(created.id)).participants).toHaveLength(2);
    expect((await ok<{ record: Row }>(await call(editor, 'event', orgA, undefined, { recordId: created.id }))).record.name).toBe('Partners Fair');

    expect((await call(viewer, 'events/update', orgA, { recordId: created.id, ...event(), participantIds: [] })).statusCode).toBe(403);
    const elsewhere = await call(ownerB, 'events/update', orgB, { recordId: created.id, ...event(), participantIds: [] });
    expect(elsewhere.statusCode).toBe(404);
    expect(json(elsewhere)).toEqual({ message: 'Event not found.' });
    expect((await eventDetail(created.id)).participants).toHaveLength(2);

    await ok(await call(editor, 'events/update', orgA, { recordId: created.id, ...event({ name: 'Partners Fair' }), participantIds: [] }));
    expect((await eventDetail(created.id)).participants).toEqual([]);
  });

  it("an event's documents: the staff member's uploads attached (EEM), listed and downloaded by discovery, removed; another's upload 404 and nothing saved", async () => {
    const { db } = t.database;
    const [brochure, timetable] = [await upload('brochure.pdf'), await upload('timetable.pdf')];
    const viewersUpload = await upload('viewer.pdf', viewer);
    const othersUpload = await upload('other.pdf', ownerB);
    const fileRow = (id: number) => db.selectFrom('stored_files').select(['kind', 'reference_id', 'legal_id', 'client_id']).where('id', '=', id).executeTakeFirst();
    const notFound = { message: 'Document not found.' };

    const refused = await call(editor, 'events/create', orgA, { ...event({ name: 'Documents Day' }), documentIds: [brochure, viewersUpload] });
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual(notFound);
    expect(await db.selectFrom('events').select('id').where('name', '=', 'Documents Day').execute()).toEqual([]);
    expect(await fileRow(brochure)).toMatchObject({ kind: 'UPL', reference_id: null });

    const created = (await ok<{ record: Row & { documents: unknown[] } }>(await call(editor, 'events/create', orgA, { ...event({ name: 'Documents Day' }), documentIds: [brochure], publish: true }), 201)).record;
    expect(created.documents).toEqual([{ fileId: brochure, fileName: 'brochure.pdf', size: PDF.length }]);
    expect(await fileRow(brochure)).toEqual({ kind: 'EEM', reference_id: created.id, legal_id: orgA, client_id: null });
    expect((await eventDetail(created.id)).documents).toEqual([expect.objectContaining({ fileId: brochure, fileName: 'brochure.pdf' })]);
    const downloaded = await download(brochure);
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(downloaded.rawPayload.equals(PDF)).toBe(true);

    const both = (await ok<{ record: { documents: Array<{ fileName: string }> } }>(await call(editor, 'events/update', orgA, { recordId: created.id, ...event({ name: 'Documents Day' }), documentIds: [timetable, brochure] }))).record;
    expect(both.documents.map((d) => d.fileName)).toEqual(['brochure.pdf', 'timetable.pdf']);
    expect((await eventDetail(created.id)).documents.map((d) => d.fileName)).toEqual(['brochure.pdf', 'timetable.pdf']);

    for (const stranger of [othersUpload, viewersUpload, 999_999]) {
      const response = await call(editor, 'events/update', orgA, { recordId: created.id, ...event({ name: 'Documents Day' }), documentIds: [timetable, stranger] });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(notFound);
    }
    expect((await eventDetail(created.id)).documents.map((d) => d.fileId)).toEqual([brochure, timetable]);
    expect(await fileRow(othersUpload)).toMatchObject({ kind: 'UPL', reference_id: null });

    await ok(await call(editor, 'events/update', orgA, { recordId: created.id, ...event({ name: 'Documents Day' }), documentIds: [timetable] }));
    expect((await eventDetail(created.id)).documents.map((d) => d.fileName)).toEqual(['timetable.pdf']);
    expect(await fileRow(brochure)).toBeUndefined();
    expect((await download(brochure)).statusCode).toBe(404);
    expect((await download(timetable)).statusCode).toBe(200);
    expect((await history('event', created.id)).entries[0]!.changes).toEqual([{ field: 'documents', before: 'brochure.pdf; timetable.pdf', after: 'timetable.pdf' }]);
    expect((await call(viewer, 'events/update', orgA, { recordId: created.id, ...event(), documentIds: [] })).statusCode).toBe(403);
    expect((await call(ownerB, 'events/update', orgB, { recordId: created.id, ...event(), documentIds: [] })).statusCode).toBe(404);
    expect((await eventDetail(created.id)).documents).toHaveLength(1);

    await ok(await call(editor, 'events/remove', orgA, { recordId: created.id }));
    expect(await fileRow(timetable)).toBeUndefined();
  });

  it('a viewer reads but is refused every write (403); another organisation gets 404 on every record', async () => {
    const mine = (await ok<{ record: Row }>(await call(editor, 'scholarships/create', orgA, scholarship({ name: 'Private Grant' })), 201)).record;
    expect((await call(viewer, 'scholarship', orgA, undefined, { recordId: mine.id })).statusCode).toBe(200);
    const refused = await call(viewer, 'scholarships/update', orgA, { recordId: mine.id, ...scholarship() });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: 'Your role in this organisation does not allow this.' });
    for (const [path, payload] of [['scholarship', undefined], ['scholarships/update', { recordId: mine.id, ...scholarship() }], ['scholarships/status', { recordId: mine.id, newStatus: 'published' }], ['scholarships/remove', { recordId: mine.id }]] as const) {
      const response = await call(ownerB, path, orgB, payload, payload ? {} : { recordId: mine.id });
      expect(response.statusCode, path).toBe(404);
      expect(json(response)).toEqual({ message: 'Scholarship not found.' });
    }
    expect((await call(ownerB, 'history', orgB, undefined, { record: 'scholarship', recordId: mine.id })).statusCode).toBe(404);
    expect((await ok<{ total: number }>(await call(ownerB, 'scholarships', orgB))).total).toBe(0);
  });
});
