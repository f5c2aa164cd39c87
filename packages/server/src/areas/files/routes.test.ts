import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, UPLOAD_FILE_MAX_BYTES, UPLOAD_IMAGE_MAX_BYTES } from '@studyatlas/core';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { unzip } from '../../testing/unzip.js';
import { seedFormsFixture, type FormsFixture } from '../../testing/fixtures/forms.js';
import { docBytes, docxBytes, odtBytes, otherZipBytes } from '../../testing/documents.js';
import { multipart } from '../../testing/multipart.js';
import { DEFAULT_PROFILE_IMAGE } from './assets/default-profile-image.js';
import { renderDemoPdf } from './demo-pdf.js';
import { newStorageKey } from '../../storage/keys.js';
import { folderStore } from '../../storage/file-store.js';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 7)]);
const PDF = Buffer.from('%PDF-1.7\n% a member upload\n%%EOF\n', 'latin1');


describe.each(await testDialects())('files area on %s', (dialect) => {
  let t: TestApp;
  let f: FormsFixture;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, { partnerOrigins: ['http://partner.test'] });
    f = await seedFormsFixture(t.database.db);
    member = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const download = (headers: Record<string, string>, url = '/api/FileUpload/DownloadFiles', token: string | null = member.token) =>
    t.app.inject({ url, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const formPdf = (name: string, fileName = `${name}.pdf`) => renderDemoPdf({ kind: 'EFM', reference_id: f.forms[name]!, file_name: fileName });
  const upload = (url: string, body: ReturnType<typeof multipart>, token: string | null = member.token) =>
    t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  const filesDir = () => path.join(t.config.dataDir, 'files');

  describe('downloads', () => {
    it('need sign-in (401)', async () => {
      const response = await download({ fileID: String(f.forms['Visa checklist']), key: 'EFM' }, undefined, null);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'Please sign in to continue.' });
    });

    it("DownloadFiles (EFM, a form id): the form's PDF, its bytes, x-filename and content-type", async () => {
      const response = await download({ fileID: String(f.forms['Visa checklist']), legalID: String(f.harbour), key: 'EFM' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-filename']).toBe('Visa checklist.pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Visa checklist.pdf"; filename*=UTF-8''Visa%20checklist.pdf`);
      expect(response.headers['cache-control']).toBe('no-store');
      const bytes = response.rawPayload;
      expect(bytes.equals(formPdf('Visa checklist'))).toBe(true);
      expect(bytes.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
      expect(bytes.toString('latin1')).toContain('(Visa checklist) Tj');
      expect(bytes.toString('latin1').endsWith('%%EOF\n')).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(bytes.length);
    });

    it('the same record always renders the same bytes (deterministic demo documents)', () => {
      expect(formPdf('Visa checklist').equals(formPdf('Visa checklist'))).toBe(true);
      expect(formPdf('Visa checklist').equals(formPdf('Other form'))).toBe(false);
    });

    it('exposes x-filename to other origins (CORS) and lets them send the download headers', async () => {
      const response = await download({ origin: 'http://partner.test', fileID: String(f.forms['Visa checklist']), key: 'EFM' });
      expect(response.headers['access-control-allow-origin']).toBe('http://partner.test');
      expect(response.headers['access-control-expose-headers']).toBe('x-filename, x-request-id');
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/FileUpload/DownloadFiles',
        headers: { origin: 'http://partner.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,fileid,legalid,key' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(['Authorization', 'Content-Type', 'fileID', 'legalID', 'key']);
    });

    it('DownloadZipFile: two forms in one streamed zip whose entries are the forms’ bytes', async () => {
      const ids = [f.forms['Undergraduate application']!, f.forms['Thesis submission']!];
      const response = await download({ fileID: ids.join(','), legalID: String(f.harbour), key: 'EFM' }, '/api/FileUpload/DownloadZipFile');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['x-filename']).toBe('forms.zip');
      expect(response.headers['content-length']).toBeUndefined(); // streamed (chunked), never built whole
      const entries = unzip(response.rawPayload);
      expect(entries.map((e) => e.name)).toEqual(['Undergraduate application.pdf', 'thesis-submission.pdf']);
      expect(entries[0]!.bytes.equals(formPdf('Undergraduate application'))).toBe(true);
      expect(entries[1]!.bytes.equals(formPdf('Thesis submission', 'thesis-submission.pdf'))).toBe(true);
    });

    it('DownloadFiles with several ids answers the zip too; the same name twice is made unique', async () => {
      const [programme, venue] = f.openDayDocuments as [number, number];
      await t.database.db.updateTable('stored_files').set({ file_name: 'open-day-programme.pdf' }).where('id', '=', venue).execute();
      try {
        const response = await download({ fileID: `${programme},${venue}`, key: 'EEM' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-filename']).toBe('documents.zip');
        expect(unzip(response.rawPayload).map((e) => e.name)).toEqual(['open-day-programme.pdf', 'open-day-programme (2).pdf']);
      } finally {
        await t.database.db.updateTable('stored_files').set({ file_name: 'open-day-venue-map.pdf' }).where('id', '=', venue).execute();
      }
    });

    it('EEM: an event document by its stored file id', async () => {
      const id = f.openDayDocuments[1]!;
      const response = await download({ fileID: String(id), key: 'EEM', legalID: String(f.harbour) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-filename']).toBe('open-day-venue-map.pdf');
      expect(response.rawPayload.equals(renderDemoPdf({ kind: 'EEM', reference_id: f.openDay, file_name: 'open-day-venue-map.pdf' }))).toBe(true);
      // A document id is not a form id, and a form id is not a document id.
      expect((await download({ fileID: String(id), key: 'EFM' })).statusCode).toBe(404);
    });

    it("missing or foreign ids are 404 'Resource file not found' (also when one of several is)", async () => {
      for (const headers of <Array<Record<string, string>>>[
        { fileID: '999999', key: 'EFM' },
        { fileID: `${f.forms['Visa checklist']},999999`, key: 'EFM' },
        { fileID: String(f.forms['Other form']), legalID: String(f.harbour), key: 'EFM' },
      ]) {
        for (const url of ['/api/FileUpload/DownloadFiles', '/api/FileUpload/DownloadZipFile']) {
          const response = await download(headers, url);
          expect([response.statusCode, json(response)], `${url} ${JSON.stringify(headers)}`).toEqual([404, { message: 'Resource file not found' }]);
        }
      }
    });

    it('bad ids and types are 400 with the reason', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ key: 'EFM' }, 'Give the file ids in the fileID header (comma-separated for several).'],
        [{ fileID: '../../etc/passwd', key: 'EFM' }, 'File ids must be positive whole numbers, comma-separated.'],
        [{ fileID: '1', key: 'XYZ' }, 'The download type (key header) must be EFM (form), EEM (event document) or EDN (profile document).'],
      ];
      for (const [headers, message] of cases) {
        const response = await download(headers);
        expect([response.statusCode, json(response)]).toEqual([400, { message }]);
      }
    });

    it('serves stored bytes from DATA_DIR/files; a stored key that leaves it (tampered row) is never followed', async () => {
      const key = newStorageKey('.pdf');
      await folderStore(t.config.dataDir).put(key, PDF);
      writeFileSync(path.join(t.config.dataDir, 'secret.pdf'), '%PDF-1.4 secret');
      const form = f.forms['Postgraduate application']!;
      const db = t.database.db;
      await db.updateTable('stored_files').set({ storage_key: key }).where('kind', '=', 'EFM').where('reference_id', '=', form).execute();
      const stored = await download({ fileID: String(form), key: 'EFM' });
      expect(stored.statusCode).toBe(200);
      expect(stored.rawPayload.equals(PDF)).toBe(true);

      for (const tampered of ['../secret.pdf', '../../secret.pdf', path.join(t.config.dataDir, 'secret.pdf')]) {
        await db.updateTable('stored_files').set({ storage_key: tampered }).where('kind', '=', 'EFM').where('reference_id', '=', form).execute();
        const response = await download({ fileID: String(form), key: 'EFM' });
        expect([response.statusCode, json(response)], tampered).toEqual([404, { message: 'Resource file not found' }]);
      }
      await db.updateTable('stored_files').set({ storage_key: null }).where('kind', '=', 'EFM').where('reference_id', '=', form).execute();
    });
  });

  describe('uploads', () => {
    it('UploadFile: a PDF stored under a server-generated key, never the given path', async () => {
      const response = await upload('/api/FileUpload/UploadFile', multipart({ name: '../../evil.pdf', type: 'text/plain', bytes: PDF }));
      expect(response.statusCode, response.body).toBe(200);
      const reply = json<{ fileId: number; fileName: string; contentType: string; size: number }>(response);
      expect(reply).toEqual({ fileId: expect.any(Number), fileName: 'evil.pdf', contentType: 'application/pdf', size: PDF.length });
      expect(existsSync(path.join(t.config.dataDir, '..', 'evil.pdf'))).toBe(false);
      expect(existsSync(path.join(t.config.dataDir, 'evil.pdf'))).toBe(false);
      const row = await t.database.db.selectFrom('stored_files').selectAll().where('id', '=', reply.fileId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'UPL', client_id: member.clientId, file_name: 'evil.pdf' });
      expect(row.storage_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(readFileSync(path.join(filesDir(), row.storage_key!)).equals(PDF)).toBe(true);
    });

    it('UploadFile takes the documents students send: Word (.doc, .docx), OpenDocument text, plain text, typed by their bytes', async () => {
      const accepted: Array<[string, Buffer, string, string]> = [
        ['study plan.docx', await docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'study plan.docx'],
        ['study plan.odt', await odtBytes(), 'application/vnd.oasis.opendocument.text', 'study plan.odt'],
        ['old letter.doc', docBytes(), 'application/msword', 'old letter.doc'],
        ['notes.txt', Buffer.from('Dear admissions,\nÉtudes à Lyon — 学习计划\n'), 'text/plain; charset=utf-8', 'notes.txt'],
        // A document without an extension gets its type's.
        ['CV', PDF, 'application/pdf', 'CV.pdf'],
      ];
      for (const [name, bytes, contentType, fileName] of accepted) {
        const response = await upload('/api/FileUpload/UploadFile', multipart({ name, type: 'application/octet-stream', bytes }));
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
        expect(json(response)).toEqual({ fileId: expect.any(Number), fileName, contentType, size: bytes.length });
      }
      const only = 'Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.';
      const refused: Array<[string, Buffer]> = [
        ['sheet.docx', await otherZipBytes()],
        ['sheet.doc', docBytes('Workbook')],
        ['binary.txt', Buffer.from([0x41, 0x00, 0x42])],
        ['latin1.txt', Buffer.from('caf\xe9', 'latin1')],
        // Text counts only when named so: a page, or a 'PDF' of text, is a disguised file.
        ['page.html', Buffer.from('<script>alert(1)</script>')],
        ['evil.pdf', Buffer.from('MZ not a pdf')],
      ];
      for (const [name, bytes] of refused) {
        const response = await upload('/api/FileUpload/UploadFile', multipart({ name, type: 'text/plain', bytes }));
        expect([response.statusCode, json(response)], name).toEqual([415, { message: only }]);
      }
    });

    it('stores a file name without bidirectional or other control characters (U+202E shows gpj.exe.pdf as fdp.exe.jpg)', async () => {
      const response = await upload('/api/FileUpload/UploadFile', multipart({ name: 'my\u202egpj.exe.pdf', type: 'application/pdf', bytes: PDF }));
      expect(response.statusCode, response.body).toBe(200);
      const reply = json<{ fileId: number; fileName: string }>(response);
      expect(reply.fileName).toBe('mygpj.exe.pdf');
      const row = await t.database.db.selectFrom('stored_files').select('file_name').where('id', '=', reply.fileId).executeTakeFirstOrThrow();
      expect(row.file_name).toBe('mygpj.exe.pdf');
      const image = await upload('/api/FileUpload/UploadImage', multipart({ name: '\u2067me\u2069\u200f.png', type: 'image/png', bytes: PNG }));
      expect(json(image)).toMatchObject({ fileName: 'me.png' });
    });

    it('UploadImage refuses an SVG (or any other kind) naming what it takes; it takes each kind it names', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      const only = 'Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.';
      for (const [name, bytes] of [['me.svg', svg], ['me.webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1')], ['me.pdf', PDF]] as const) {
        const response = await upload('/api/FileUpload/UploadImage', multipart({ name, type: 'image/svg+xml', bytes }));
        expect([response.statusCode, json(response)], name).toEqual([415, { message: only }]);
      }
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
      const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080', 'latin1');
      const bmp = Buffer.alloc(58);
      bmp.set([0x42, 0x4d, 58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]);
      for (const [name, bytes] of [['me.jpg', jpeg], ['me.jpeg', jpeg], ['me.bmp', bmp], ['me.png', PNG], ['me.gif', gif]] as const) {
        const response = await upload('/api/FileUpload/UploadImage', multipart({ name, type: 'application/octet-stream', bytes }));
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      }
    });

    it('accepts a file up to the limit, larger than the JSON body limit (1 MB)', async () => {
      const bytes = Buffer.concat([PDF, Buffer.alloc(UPLOAD_FILE_MAX_BYTES - PDF.length, 32)]);
      const response = await upload('/api/FileUpload/UploadFile', multipart({ name: 'full.pdf', type: 'application/pdf', bytes }));
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toMatchObject({ fileName: 'full.pdf', size: UPLOAD_FILE_MAX_BYTES });
    });

    it('refuses with the status code and a clear message: sign-in, not multipart, no file, too large, wrong type', async () => {
      const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, number, string]> = [
        [upload('/api/FileUpload/UploadFile', multipart({ name: 'a.pdf', type: 'application/pdf', bytes: PDF }), null), 401, 'Please sign in to continue.'],
        [
          t.app.inject({ method: 'POST', url: '/api/FileUpload/UploadFile', payload: { file: 'x' }, headers: bearer(member.token) }),
          415,
          'Send the file as multipart/form-data in the field "file".',
        ],
        [upload('/api/FileUpload/UploadFile', multipart(null)), 400, 'Please choose a file to upload.'],
        [upload('/api/FileUpload/UploadFile', multipart({ field: 'other', name: 'a.pdf', type: 'application/pdf', bytes: PDF })), 400, 'Please choose a file to upload.'],
        [upload('/api/FileUpload/UploadFile', multipart({ name: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) })), 400, 'Please choose a file to upload.'],
        [
          upload('/api/FileUpload/UploadFile', multipart({ name: 'big.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(UPLOAD_FILE_MAX_BYTES)]) })),
          413,
          'The file is too large: at most 5 MB.',
        ],
        [
          upload('/api/FileUpload/UploadFile', multipart({ name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from([0x00, 0x01, 0x02, 0xfe]) })),
          415,
          'Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.',
        ],
        [upload('/api/FileUpload/UploadImage', multipart({ name: 'me.png', type: 'image/png', bytes: PDF })), 415, 'Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.'],
        [
          upload('/api/FileUpload/UploadImage', multipart({ name: 'me.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]) })),
          413,
          'The image is too large: at most 2 MB.',
        ],
      ];
      const before = readdirSync(filesDir()).length;
      for (const [pending, status, message] of cases) {
        const response = await pending;
        expect([response.statusCode, response.json()]).toEqual([status, { message }]);
      }
      expect(readdirSync(filesDir()).length).toBe(before);
    });
  });

  describe('images', () => {
    it('GetProfileImage: the default profile image until the member uploads one, then theirs', async () => {
      const other = await signedInMember(t);
      const image = (token: string) => t.app.inject({ url: '/api/Image/GetProfileImage', headers: bearer(token) });
      const before = await image(other.token);
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(before.body).toBe(DEFAULT_PROFILE_IMAGE);

      const uploaded = await upload('/api/FileUpload/UploadImage', multipart({ name: 'me.png', type: 'image/png', bytes: PNG }), other.token);
      expect(json(uploaded)).toMatchObject({ fileName: 'me.png', contentType: 'image/png', size: PNG.length });
      const after = await image(other.token);
      expect(after.headers['content-type']).toBe('image/png');
      expect(after.rawPayload.equals(PNG)).toBe(true);
      expect((await t.app.inject({ url: '/api/Image/GetProfileImage' })).statusCode).toBe(401);

      // GetFriendImage: another member's image by their id; the default for one without or unknown.
      const friend = (query: Record<string, string>) => t.app.inject({ url: '/api/Image/GetFriendImage', query, headers: bearer(member.token) });
      const theirs = await friend({ id: String(other.clientId), prfImage: String(json<{ fileId: number }>(uploaded).fileId) });
      expect(theirs.rawPayload.equals(PNG)).toBe(true);
      expect((await friend({ id: String(other.clientId), prfImage: '999999' })).rawPayload.equals(PNG)).toBe(true);
      expect((await friend({ id: '999999' })).body).toBe(DEFAULT_PROFILE_IMAGE);
      expect((await friend({ id: '../x' })).body).toBe(DEFAULT_PROFILE_IMAGE);
    });

    it('GetFriendImage in an <img>: the signed address of a member reply loads without a token; tampered, expired, unsigned or guessed ones never do', async () => {
      const pictured = await signedInMember(t, { firstName: 'Pia', surname: 'Pictured' });
      await upload('/api/FileUpload/UploadImage', multipart({ name: 'pia.png', type: 'image/png', bytes: PNG }), pictured.token);
      const detail = await t.app.inject({ url: '/api/Friend/FriendDetail', query: { clientId: String(pictured.clientId) }, headers: bearer(member.token) });
      expect(detail.statusCode, detail.body).toBe(200);
      const address = json<{ pflImage: string }>(detail).pflImage;
      const exp = Math.floor(t.clock.now().getTime() / 1000) + 600;
      expect(address).toMatch(new RegExp(`^/api/Image/GetFriendImage\\?id=${pictured.clientId}&viewer=${member.clientId}&exp=${exp}&sig=[A-Za-z0-9_-]{43}$`));

      const anonymous = (url: string) => t.app.inject({ url });
      const refused = async (url: string, label: string) => {
        const response = await anonymous(url);
        expect(response.statusCode, label).toBe(401);
        expect(json(response), label).toEqual({ message: messages.signInRequired });
        expect(response.rawPayload.includes(PNG), label).toBe(false);
      };

      const loaded = await anonymous(address);
      expect(loaded.statusCode).toBe(200);
      expect(loaded.headers['content-type']).toBe('image/png');
      expect(loaded.headers['cache-control']).toBe('private, max-age=300');
      expect(loaded.rawPayload.equals(PNG)).toBe(true);

      const url = new URL(address, 'http://x');
      const change = (name: string, value: string | null) => {
        const changed = new URL(url);
        if (value === null) changed.searchParams.delete(name);
        else changed.searchParams.set(name, value);
        return `${changed.pathname}${changed.search}`;
      };
      const sig = url.searchParams.get('sig')!;
      await refused(change('id', String(member.clientId)), 'another member under the same signature');
      await refused(change('prfImage', '1'), 'another image under the same signature');
      await refused(change('viewer', String(pictured.clientId)), 'another viewer');
      await refused(change('exp', String(exp + 300)), 'a later expiry');
      await refused(change('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`), 'a changed signature');
      await refused(change('sig', ''), 'an empty signature');
      await refused(change('sig', null), 'no signature');
      await refused(`/api/Image/GetFriendImage?id=${pictured.clientId}`, 'a guessed id');
      await refused(`/api/Image/GetFriendImage?id=${pictured.clientId}&viewer=${member.clientId}&exp=${exp}&sig=${'A'.repeat(43)}`, 'a made-up signature');

      // The bearer token keeps working, with or without the signed query.
      const withToken = await t.app.inject({ url: change('sig', 'forged'), headers: bearer(member.token) });
      expect(withToken.rawPayload.equals(PNG)).toBe(true);

      t.clock.advance(9 * 60_000);
      expect((await anonymous(address)).rawPayload.equals(PNG)).toBe(true);
      t.clock.advance(2 * 60_000);
      await refused(address, 'expired');
    });
  });
});
