import { describe, expect, it } from 'vitest';
import { friendLabels as t, loginMessages, messages, searchPanelLabels } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { png } from './support/png.js';
import { browserSuite, field, text } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';
import { newIdentity, registeredMember, type TestMember } from './support/members.js';

/** Signs `member` in through the API and uploads `photo` as their profile image. */
async function uploadPhoto(portalUrl: string, member: TestMember, photo: Buffer): Promise<void> {
  const token = await fetch(`${portalUrl}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: member.email, password: member.password }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${portalUrl}/api/FileUpload/UploadImage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`UploadImage answered ${upload.status}: ${await upload.text()}`);
}

describe.skipIf(!chromiumAvailable())('friend photos in Chromium', () => {
  const suite = browserSuite();

  it("a signed-in member's friends list shows photos that load from the server, with no console error", async () => {
    const portal = suite.portal().url;
    const family = `Photo${Date.now() % 1_000_000}`;
    const [me, pictured] = await Promise.all([
      registeredMember(portal, true, newIdentity('Iris', 'Viewer')),
      registeredMember(portal, true, newIdentity('Pia', family)),
    ]);
    await registeredMember(portal, true, newIdentity('Noel', family)); // no photo: the default profile image
    await uploadPhoto(portal, pictured, png(24, 24, [31, 95, 191]));

    const page = await suite.openPage();
    const consoleErrors: string[] = [];
    const failedImages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/Image/') && response.status() >= 400) failedImages.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${portal}/findDashBoard`);

    await page.getByRole('tab', { name: searchPanelLabels.tabs.R, exact: true }).click();
    await signInThroughDialog(page, me);

    await page.getByRole('tab', { name: searchPanelLabels.tabs.R, exact: true }).click();
    const form = page.getByRole('search', { name: t.searchTitle });
    await field(form, t.quickSearch).fill(family);
    await form.getByRole('button', { name: t.search, exact: true }).click();
    await page.waitForURL('**/findfriend/list');
    await text(page, '2 people found').waitFor();

    const images = page.locator('li.sa-friend-row img');
    expect(await images.count()).toBe(2);
    // Every photo comes from the server (not the built-in fallback an error would swap in) and is decoded.
    await page.waitForFunction(
      () => {
        const all = [...document.querySelectorAll<HTMLImageElement>('li.sa-friend-row img')];
        return all.length === 2 && all.every((img) => img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 10_000 },
    );
    const loaded = await images.evaluateAll((all) =>
      (all as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, width: img.naturalWidth, name: img.closest('li')!.querySelector('a')!.textContent })),
    );
    for (const image of loaded) {
      expect(image.src, image.name ?? '').toMatch(/\/api\/Image\/GetFriendImage\?id=\d+&viewer=\d+&exp=\d+&sig=/);
      expect(image.width).toBeGreaterThan(0);
    }
    expect(loaded.find((image) => image.name === `Pia ${family}`)!.width).toBe(24);
    expect(loaded.find((image) => image.name === `Noel ${family}`)!.width).toBe(120);

    // The detail's photo and its friends' photos load the same way.
    await page.locator('li.sa-friend-row').getByRole('link', { name: `Pia ${family}`, exact: true }).click();
    await page.getByRole('heading', { name: `Pia ${family}`, level: 1 }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.sa-friend-detail-head img');
      return !!img && img.complete && img.naturalWidth === 24 && img.currentSrc.includes('/api/Image/GetFriendImage?');
    });

    expect(failedImages).toEqual([]);
    expect(consoleErrors.filter((line) => /image|401|Failed to load resource/i.test(line))).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  });
});
