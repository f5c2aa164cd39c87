import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginMessages, messages, messagingLabels as l } from '@studyatlas/core';
import { docxBytes } from '../packages/server/src/testing/documents.js';
import { chromiumAvailable } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { browserSuite, field } from './support/suite.js';
import { tokenOf, newIdentity, registeredMember, type TestMember } from './support/members.js';

/*
 * Issue 24, what a new student hit in messaging and files (one journey per defect, each failing
 * before its fix). The words the fixes brought are written out here, as a student reads them.
 */
const ATTACH_HINT = 'You can attach PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files of up to 5 MB each.';
const ONLY_FILES = 'Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.';
const ONLY_IMAGES = 'Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.';
const FOLDER_TAKEN = 'You already have a folder with this name.';
const PDF = Buffer.from('%PDF-1.7\n% a study plan\n%%EOF\n', 'latin1');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');

/** A call of the API as `member`: JSON in and out. */
async function api<T>(portalUrl: string, member: TestMember, path: string, body?: object): Promise<T> {
  const response = await fetch(`${portalUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${await tokenOf(portalUrl, member)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function uploadImage(portalUrl: string, member: TestMember, name: string, bytes: Buffer): Promise<{ status: number; body: { message?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${portalUrl}/api/FileUpload/UploadImage`, { method: 'POST', headers: { authorization: `Bearer ${await tokenOf(portalUrl, member)}` }, body: form });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** Opens `path` signed out and signs in through the page's own sign-in form. */
async function openSignedIn(page: Page, url: string, member: TestMember): Promise<void> {
  await page.goto(url);
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
}

describe.skipIf(!chromiumAvailable())('walk-through: messaging and files (issue 24)', () => {
  const suite = browserSuite();

  /** Two friends, A and B. */
  async function friends(): Promise<[TestMember, TestMember]> {
    const portal = suite.portal();
    const [a, b] = await Promise.all([registeredMember(portal.url, true, newIdentity('Amara', 'Writer')), registeredMember(portal.url, true, newIdentity('Bruno', 'Reader'))]);
    const at = new Date().toISOString();
    await portal.database.db.insertInto('friend_links').values({ requester_id: a.clientId, addressee_id: b.clientId, state: 'L', note: '', created_at: at, answered_at: at }).execute();
    return [a, b];
  }

  it('compose says what may be attached before the choice; a .txt and a .docx attach, an .svg is refused naming the kinds, before any request', async () => {
    const [a] = await friends();
    const page = await suite.openPage();
    await openSignedIn(page, `${suite.portal().url}/createMsg`, a);
    const input = page.getByLabel(l.attach, { exact: true });
    await input.waitFor({ state: 'attached' });
    // Before anything is chosen: the hint, tied to the control, and a control that offers those kinds.
    await page.getByText(ATTACH_HINT, { exact: true }).waitFor();
    expect(await input.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toContain(ATTACH_HINT);
    expect((await input.getAttribute('accept'))?.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.odt', '.txt']));

    const list = page.getByRole('list', { name: l.attachments });
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('My questions about housing\n') });
    await list.getByText('notes.txt', { exact: true }).waitFor();
    await input.setInputFiles({ name: 'study plan.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await docxBytes() });
    await list.getByText('study plan.docx', { exact: true }).waitFor();

    let uploads = 0;
    page.on('request', (request) => void (request.url().includes('/api/FileUpload/') && uploads++));
    await input.setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await page.getByRole('alert').filter({ hasText: ONLY_FILES }).waitFor();
    expect(uploads).toBe(0);
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['notes.txt×', 'study plan.docx×']);
  });

  it('compose and reply load without a content security policy violation', async () => {
    const [a, b] = await friends();
    const { retVal } = await api<{ retVal: number }>(suite.portal().url, a, '/api/MSGC/SaveMessage', { action_type: 'S', subject: 'Housing', message: '<p>Any rooms?</p>', TO: `C-${b.clientId}` });
    const page = await suite.openPage();
    const violations = await watchCsp(page);
    await openSignedIn(page, `${suite.portal().url}/createMsg`, a);
    await page.locator('.sa-editor-content').waitFor();
    await page.locator('.sa-editor-content').click();
    await page.keyboard.type('Hello');
    // The reply (the sender's own copy answered), a fresh load of the screen.
    await page.goto(`${suite.portal().url}/createMsg/${retVal}?actionType=R`);
    await page.locator('.sa-editor-content').getByText('Any rooms?').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the inbox refuses a second folder of the same name, in the dialog', async () => {
    const [a] = await friends();
    const page = await suite.openPage();
    await openSignedIn(page, `${suite.portal().url}/msgList`, a);
    const add = async (name: string) => {
      await page.getByRole('button', { name: l.addFolder, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: l.addFolder });
      await dialog.getByRole('textbox', { name: l.folderName }).fill(name);
      await dialog.getByRole('button', { name: l.addFolder, exact: true }).click();
      return dialog;
    };
    const first = await add('Universities');
    await first.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Universities/ }).first().waitFor();
    const second = await add('  universities ');
    await second.getByText(FOLDER_TAKEN, { exact: true }).waitFor();
    expect(await second.getByRole('textbox', { name: l.folderName }).getAttribute('aria-invalid')).toBe('true');
  });

  it('a recipient of a message to a group sees the people and "a group", never the sender’s name for the group', async () => {
    const [a, b] = await friends();
    const portal = suite.portal().url;
    const { groupId } = await api<{ groupId: number }>(portal, a, `/api/MyFriend/AddEditGroupMember?${new URLSearchParams({ name: 'Annoying cousins', MemberUserFks: String(b.clientId) })}`);
    await api(portal, a, '/api/MSGC/SaveMessage', { action_type: 'S', subject: 'Family dinner', message: '<p>Sunday?</p>', TO: `G-${groupId}` });
    const page = await suite.openPage();
    await openSignedIn(page, `${portal}/msgList`, b);
    const inbox = page.getByRole('list', { name: /^Messages of / });
    await inbox.getByRole('link', { name: /Family dinner/ }).click();
    await page.getByRole('heading', { name: 'Family dinner' }).waitFor();
    const shown = await page.getByRole('main').innerText();
    expect(shown).not.toContain('Annoying cousins');
    expect(shown).toContain('a group');
  });

  it('a file name with a right-to-left override is shown as it is stored: without it', async () => {
    const [a] = await friends();
    const page = await suite.openPage();
    await openSignedIn(page, `${suite.portal().url}/createMsg`, a);
    const input = page.getByLabel(l.attach, { exact: true });
    await input.setInputFiles({ name: 'my\u202Egpj.exe.pdf', mimeType: 'application/pdf', buffer: PDF });
    const item = page.getByRole('list', { name: l.attachments }).getByRole('listitem');
    await item.first().waitFor();
    expect(await item.locator('.sa-attachment-name').textContent()).toBe('mygpj.exe.pdf');
  });

  it('the profile photo refuses an SVG naming exactly what it takes, and UploadImage takes each kind it names', async () => {
    const [a] = await friends();
    const portal = suite.portal().url;
    const page = await suite.openPage();
    await openSignedIn(page, `${portal}/profile`, a);
    const photo = page.getByLabel('Choose an image', { exact: true });
    await photo.setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await page.getByText(ONLY_IMAGES, { exact: true }).waitFor();

    expect(await uploadImage(portal, a, 'me.svg', SVG)).toEqual({ status: 415, body: { message: ONLY_IMAGES } });
    const bmp = Buffer.alloc(58);
    bmp.set([0x42, 0x4d, 58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]);
    const named: Array<[string, Buffer]> = [
      ['me.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])],
      ['me.bmp', bmp],
      ['me.png', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 7)])],
      ['me.gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080', 'latin1')],
    ];
    for (const [name, bytes] of named) expect((await uploadImage(portal, a, name, bytes)).status, name).toBe(200);
  });
});
