import { describe, expect, it } from 'vitest';
import { format, webhookLabels as w, workspaceLabels as l } from '@studyatlas/core';
import { webhookReceiver } from '../packages/server/src/testing/webhook-receiver.js';
import { verifySignature } from '../packages/server/src/webhooks/signing.js';
import { chromiumAvailable } from './support/browser.js';
import { aCourseIntake, submittedApplication } from './support/applications.js';
import { axeViolations } from './support/axe.js';
import { newIdentity, registeredMember, tokenOf } from './support/members.js';
import { signInOnLoginPage } from './support/login-page.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite } from './support/suite.js';

describe.skipIf(!chromiumAvailable())('webhooks in the partner workspace (issue 27)', () => {
  const suite = browserSuite();

  it('an owner adds an endpoint (a local receiver failing once); a submission reaches it signed, is retried and delivered; the log says so', async () => {
    const portal = suite.portal().url;
    const course = await aCourseIntake(portal);
    const owner = await registeredMember(portal, true, newIdentity('Wanda', 'Webhooks'));
    await suite.portal().database.db.insertInto('workspace_members').values({ legal_id: course.legalFk, client_id: owner.clientId, role: 'owner', created_at: new Date().toISOString() }).execute();
    const receiver = await webhookReceiver([500, 200]);
    try {
      const page = await suite.openPage('/workspace/webhooks');
      await signInOnLoginPage(page, owner);
      await page.getByRole('heading', { name: w.title, level: 2 }).waitFor();
      expect(await page.getByRole('navigation', { name: l.sectionsLabel }).getByRole('link', { name: l.webhooks }).getAttribute('aria-current')).toBe('page');

      // Added with the keyboard's form: the URL, every event (ticked at first), Save; the secret shown once.
      await page.getByRole('button', { name: w.addEndpoint }).click();
      const form = page.getByRole('form', { name: w.addTitle });
      await form.getByRole('textbox', { name: /^URL/ }).fill(receiver.url);
      await form.getByRole('button', { name: w.save }).click();
      const secret = await page.getByRole('textbox', { name: format(w.secretLabel, { url: receiver.url }) }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await pageOverflow(page), `webhooks at ${width} px`).toBeNull();
        expect(await axeViolations(page), `webhooks at ${width} px`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // A student applies: the server's worker posts the event (500), retries after about 5 s (200).
      const student = await registeredMember(portal, true, newIdentity('Sven', 'Submit'));
      const applicationId = await submittedApplication(portal, await tokenOf(portal, student), course.intakeId);
      await expect
        .poll(() => receiver.received.length, { timeout: 20_000, interval: 250 })
        .toBe(2)
        .catch(async (error: Error) => {
          // What the outbox says, for whoever reads a failure.
          const rows = await suite.portal().database.db.selectFrom('webhook_deliveries').selectAll().execute();
          throw new Error(`${error.message}\nat ${new Date().toISOString()} the deliveries were ${JSON.stringify(rows)}`);
        });
      const [first, second] = receiver.received;
      expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      for (const request of [first!, second!]) {
        const headers = { id: String(request.headers['webhook-id']), timestamp: String(request.headers['webhook-timestamp']), signature: String(request.headers['webhook-signature']) };
        expect(verifySignature(secret, headers, request.body)).toBe(true);
      }
      const event = JSON.parse(second!.body) as { type: string; data: { applicationId: number; courses: Array<{ courseId: number }>; link: string } };
      expect(event).toMatchObject({ type: 'application.submitted', data: { applicationId, link: `/workspace/applications/${applicationId}` } });
      expect(event.data.courses.map((c) => c.courseId)).toEqual([course.courseFk]);

      // The log: delivered with 200 after two attempts.
      await page.getByRole('button', { name: format(w.showLogLabel, { url: receiver.url }) }).click();
      const log = page.getByRole('region', { name: format(w.logLabel, { url: receiver.url }) });
      await expect.poll(async () => {
        await log.getByRole('button', { name: w.refresh }).click();
        return log.getByText(w.states.delivered, { exact: true }).count();
      }, { timeout: 10_000 }).toBe(1);
      expect(await log.getByText('200', { exact: true }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
