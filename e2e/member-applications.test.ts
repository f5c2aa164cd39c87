import { describe, expect, it } from 'vitest';
import { myApplicationsLabels } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { aCourseIntake, submittedApplication } from './support/applications.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite } from './support/suite.js';
import { signInOnLoginPage } from './support/login-page.js';
import { registeredMember, tokenOf } from './support/members.js';

describe.skipIf(!chromiumAvailable())('my applications in the portal', () => {
  const suite = browserSuite();

  it('at 320 px: signs in from /apps, shows the timeline without sideways scroll, downloads the PDF and withdraws with the keyboard', async () => {
    const portal = suite.portal().url;
    const member = await registeredMember(portal, true);
    const token = await tokenOf(portal, member);
    const course = await aCourseIntake(portal);
    const appId = await submittedApplication(portal, token, course.intakeId);

    const page = await suite.openPage();
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${portal}/apps/${appId}`);
    await signInOnLoginPage(page, member);
    const card = page.getByRole('article', { name: `Application ${appId}` });
    await card.waitFor();
    expect(page.url()).toBe(`${portal}/apps/${appId}`);
    expect(await page.title()).toContain(myApplicationsLabels.title);
    await expect.poll(() => card.getAttribute('class')).toContain('is-highlighted');
    const timeline = card.getByRole('list', { name: `Timeline of ${course.name}` });
    expect((await timeline.getByRole('listitem').allTextContents()).map((t) => t.replace(/\d{2}-\w{3}-\d{4}/, 'DATE'))).toEqual(['Submitted DATE (current status)']);
    expect(await pageOverflow(page)).toBeNull();

    // The PDF: a real download with the member's token.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Download PDF of application ${appId}` }).click();
    expect((await download).suggestedFilename()).toBe(`application-${appId}.pdf`);
    // The browser shows the download: no 'Successful: …' popup (issue 24).
    expect(await page.getByText(`Successful: application-${appId}.pdf`).count()).toBe(0);

    // Withdraw with the keyboard: Enter on the button, the confirm's Yes has focus.
    await card.getByRole('button', { name: `Withdraw application ${appId}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: myApplicationsLabels.withdrawTitle });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(myApplicationsLabels.confirmYes);
    await page.keyboard.press('Enter');
    await expect.poll(() => timeline.getByRole('listitem').last().textContent()).toMatch(/^Withdrawn \d{2}-\w{3}-\d{4} \(current status\)$/);
    expect(await card.getAttribute('data-status')).toBe('W');
    expect(await pageOverflow(page)).toBeNull();

    // The header links to it next to My profile.
    await page.goto(`${portal}/findDashBoard`);
    await page.getByRole('button', { name: /menu/i }).click().catch(() => undefined);
    expect(await page.getByRole('navigation').getByRole('link', { name: myApplicationsLabels.title }).getAttribute('href')).toBe('/apps');
    expect(suite.pageErrors).toEqual([]);
  }, 90_000);
});
