import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { format, institutionLabels, institutionMessages, messagingLabels, workspaceConversationLabels as c, workspaceLabels as l, workspaceLinkLabels, workspaceMessages } from '@studyatlas/core';
import { workspace as workspaceCommand } from '../packages/server/src/commands/workspace.js';
import { aMemberDocument } from '../packages/server/src/testing/fixtures/applications.js';
import { chromiumAvailable } from './support/browser.js';
import { aCourseIntake, submittedApplication } from './support/applications.js';
import { axeViolations } from './support/axe.js';
import { latestMailTo, mailLink } from './support/mailbox.js';
import { newIdentity, registeredMember, tokenOf } from './support/members.js';
import { signInOnLoginPage } from './support/login-page.js';
import { seeSuccess } from './support/notices.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite } from './support/suite.js';

/** Where the journey's screenshots go when WORKSPACE_SCREENSHOTS names a folder (docs/images for the guide). */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.WORKSPACE_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/workspace-${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

/** Both widths of the guide: fits at each without sideways scroll and is axe-clean (WCAG 2.1 A, AA), a screenshot of each. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await pageOverflow(page), `${name} at ${width} px`).toBeNull();
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await shot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(!chromiumAvailable())('the partner workspace in the portal (issue 26)', () => {
  const suite = browserSuite();

  /** The operator invites an institution's first owner with the CLI; the owner accepts the mailed link. */
  async function anOwner(institution: number, identity: ReturnType<typeof newIdentity>) {
    const portal = suite.portal().url;
    const owner = await registeredMember(portal, true, identity);
    const printed: string[] = [];
    const code = await workspaceCommand(
      { command: 'workspace', action: 'invite', organisation: { kind: 'institution', id: institution }, email: owner.email, role: 'owner' },
      { DATA_DIR: suite.portal().database.dataDir, PUBLIC_URL: portal },
      { out: (line) => printed.push(line), err: (line) => printed.push(line) },
    );
    expect(code, printed.join('\n')).toBe(0);
    const link = mailLink(await latestMailTo(portal, owner.email), '/workspace/accept?token=');
    const accepted = await fetch(`${portal}/api/workspace/invitation/accept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(portal, owner)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
    });
    expect(accepted.status).toBe(200);
    return owner;
  }

  it('the operator invites an owner, who invites an admissions officer by mail; the officer accepts, finds a new application to two institutions unread, sees only its own choice, opens a document, writes a note, makes a conditional offer and writes to the student; the student sees it and replies; the other institution sees none of it', async () => {
    const portal = suite.portal().url;
    const course = await aCourseIntake(portal);
    const institution = course.legalFk;

    // The operator: `studyatlas workspace invite --institution … --role owner` on the portal's data directory.
    const owner = await anOwner(institution, newIdentity('Olga', 'Owner'));

    // The owner invites the officer from the staff page (members only: the sign-in comes back to it).
    const officer = await registeredMember(portal, true, newIdentity('Aditi', 'Officer'));
    const ownerPage = await suite.openPage('/workspace/staff');
    await signInOnLoginPage(ownerPage, owner);
    const inviteForm = ownerPage.getByRole('form', { name: l.inviteTitle });
    await inviteForm.getByRole('textbox', { name: l.inviteEmail }).fill(officer.email);
    await inviteForm.getByRole('combobox', { name: l.role }).selectOption({ label: workspaceMessages.roleLabels.admissions });
    await inviteForm.getByRole('button', { name: l.invite }).click();
    await seeSuccess(ownerPage, format(l.invited, { email: officer.email.toLowerCase() }));
    await ownerPage.getByRole('button', { name: format(l.withdrawInvite, { email: officer.email.toLowerCase() }) }).waitFor();
    await atBothWidths(ownerPage, 'staff');

    // The officer opens the mail's link signed out: what it offers, then sign in and accept.
    const officerLink = mailLink(await latestMailTo(portal, officer.email), '/workspace/accept?token=');
    const page = await suite.openPage(new URL(officerLink).pathname + new URL(officerLink).search);
    await page.getByText(new RegExp(`as ${workspaceMessages.roleLabels.admissions}\\.$`)).waitFor();
    await atBothWidths(page, 'accept');
    await page.getByRole('main').getByRole('button', { name: l.signInAction, exact: true }).click();
    await signInOnLoginPage(page, officer);
    await page.getByRole('button', { name: l.acceptAction }).click();
    await page.waitForURL(`${portal}/workspace`);
    await seeSuccess(page, 'You have joined');

    // A student applies to the institution's course and to another institution's, with a passport document in the profile.
    const otherCourse = await aCourseIntake(portal, { otherThan: institution });
    const student = await registeredMember(portal, true, newIdentity('Zélie', 'Student'));
    const applicationId = await submittedApplication(portal, await tokenOf(portal, student), [course.intakeId, otherCourse.intakeId]);
    await aMemberDocument(suite.portal().database.db, student.clientId, 'passport-zelie.pdf');

    // The officer's inbox: the application, unread; the header links to the workspace.
    await page.reload();
    const rowLink = page.getByRole('link', { name: format(l.openApplication, { number: applicationId, name: 'Zélie Student' }) });
    await rowLink.waitFor();
    const row = page.locator('li.sa-workspace-row', { has: rowLink });
    expect(await row.getAttribute('data-unread')).toBe('true');
    await expect.poll(() => row.getByText(l.unread, { exact: true }).count()).toBe(1);
    await expect.poll(() => page.locator('.portal-header a[href="/workspace"]').textContent()).toBe(workspaceLinkLabels.link);
    await atBothWidths(page, 'inbox');

    // Its page (opened with the keyboard): the document viewed in a new tab, a note, a conditional offer.
    await rowLink.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: format(l.applicationTitle, { number: applicationId }) }).waitFor();
    // Only this institution's course choice, never the other institution's of the same application.
    await page.getByRole('form', { name: format(l.decisionLegend, { course: course.name }) }).waitFor();
    expect(await page.getByRole('combobox', { name: l.decision }).count()).toBe(1);
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: format(l.viewDocumentNamed, { name: 'passport-zelie.pdf' }) }).click();
    const viewer = await tab;
    await expect.poll(() => viewer.url()).toMatch(/^blob:/);
    await viewer.close();

    const notes = page.getByRole('form', { name: l.note });
    await notes.getByRole('textbox', { name: l.note }).fill('Passport checked; strong statement.');
    await notes.getByRole('button', { name: l.addNote }).click();
    await page.getByText('Passport checked; strong statement.', { exact: true }).waitFor();

    const decision = page.getByRole('form', { name: format(l.decisionLegend, { course: course.name }) });
    await decision.getByRole('combobox', { name: l.decision }).selectOption({ label: l.decisions.OFC });
    await decision.getByRole('textbox', { name: l.conditions }).fill('IELTS 6.5 overall by 1 July.');
    // Tab from the conditions reaches Save decision; Enter saves.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(l.saveDecision);
    await page.keyboard.press('Enter');
    await seeSuccess(page, format(l.decisionSaved, { status: l.decisions.OFC }));
    await page.getByText('Conditions: IELTS 6.5 overall by 1 July.', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.sa-workspace-audit').textContent()).toContain('Submitted → Conditional offer');

    // A message to the student from the application's page: the rich text editor, sent as the organisation.
    const writeForm = page.getByRole('form', { name: c.writeMessage });
    const subject = format(c.defaultSubject, { number: applicationId, organisation: course.institutionName });
    expect(await writeForm.getByRole('textbox', { name: c.subject }).inputValue()).toBe(subject);
    await writeForm.getByRole('textbox', { name: c.message }).click();
    await page.keyboard.type('Please send your final transcript.');
    await writeForm.getByRole('button', { name: c.send, exact: true }).click();
    await seeSuccess(page, format(c.messageSentNotice, { name: 'Zélie Student' }));
    await page.getByText(format(c.fromStaff, { name: 'Aditi Officer' }), { exact: false }).waitFor();
    await atBothWidths(page, 'application');

    // Back in the inbox it is read now.
    await page.getByRole('link', { name: l.backToInbox }).click();
    await rowLink.waitFor();
    await expect.poll(() => row.getAttribute('data-unread')).toBeNull();

    // The student sees the offer in My applications.
    const studentPage = await suite.openPage(`/apps/${applicationId}`);
    await signInOnLoginPage(studentPage, student);
    const timeline = studentPage.getByRole('list', { name: `Timeline of ${course.name}` });
    await expect.poll(() => timeline.getByRole('listitem').last().textContent()).toMatch(/^Conditional offer \d{2}-\w{3}-\d{4} \(current status\)Conditions: IELTS 6\.5 overall by 1 July\.$/);

    // The student's Inbox: the message from the organisation (never the officer), read and answered with Reply.
    await studentPage.goto(`${portal}/msgList`);
    const message = studentPage.getByRole('link', { name: new RegExp(subject) });
    await message.waitFor();
    expect(await message.textContent()).toContain(course.institutionName);
    expect(await message.textContent()).not.toContain('Aditi');
    await message.click();
    await studentPage.getByText('Please send your final transcript.', { exact: true }).waitFor();
    await studentPage.getByRole('button', { name: messagingLabels.reply, exact: true }).click();
    const reply = studentPage.getByRole('textbox', { name: messagingLabels.body });
    await reply.click();
    await studentPage.keyboard.press('Control+Home');
    await studentPage.keyboard.type('Attached next week.');
    await studentPage.getByRole('button', { name: messagingLabels.send, exact: true }).click();
    await studentPage.waitForURL(`${portal}/msgList`);

    // The officer sees the reply marked New on the inbox row and on the application's page.
    await page.reload();
    await rowLink.waitFor();
    await expect.poll(() => row.locator('.sa-workspace-replies').textContent()).toBe(l.messagesBadgeOne);
    await rowLink.click();
    const answer = page.locator('li.sa-workspace-message.is-in');
    await answer.waitFor();
    expect(await answer.textContent()).toContain('Attached next week.');
    expect(await answer.textContent()).toContain(format(c.fromStudent, { name: 'Zélie Student' }));

    // An enquiry: the student sends "Connect me" to the institution; the officer answers it and marks it handled.
    await studentPage.goto(`${portal}/instdetail/${institution}`);
    await studentPage.getByRole('button', { name: institutionLabels.contact, exact: true }).click();
    const connect = studentPage.getByRole('form', { name: institutionLabels.connectMe });
    await connect.getByRole('textbox', { name: institutionLabels.subject, exact: true }).fill('Scholarships');
    await connect.getByRole('textbox', { name: institutionLabels.message, exact: true }).fill('Which scholarships can I apply for?');
    await connect.getByRole('button', { name: institutionLabels.send, exact: true }).click();
    await connect.getByText(institutionMessages.requestSent, { exact: true }).waitFor();

    await page.goto(`${portal}/workspace/enquiries`);
    const enquiryLink = page.getByRole('link', { name: format(c.openEnquiry, { subject: 'Scholarships', name: 'Zélie Student' }) });
    await enquiryLink.waitFor();
    await atBothWidths(page, 'enquiries');
    await enquiryLink.click();
    await page.getByText('Which scholarships can I apply for?', { exact: true }).waitFor();
    const answerForm = page.getByRole('form', { name: c.answer });
    await answerForm.getByRole('textbox', { name: c.message }).click();
    await page.keyboard.type('See our merit scholarship.');
    await answerForm.getByRole('button', { name: c.sendAnswer }).click();
    await seeSuccess(page, format(c.messageSentNotice, { name: 'Zélie Student' }));
    await page.getByRole('button', { name: c.markHandled }).click();
    await seeSuccess(page, c.enquiryHandledNotice);
    await page.getByText(/^Handled on /).waitFor();
    await atBothWidths(page, 'enquiry');

    await studentPage.goto(`${portal}/msgList`);
    const answered = studentPage.getByRole('link', { name: /Re: Scholarships/ });
    await answered.waitFor();
    expect(await answered.textContent()).toContain(course.institutionName);

    // The other institution's owner opens the same application: its own choice only, none of the first's
    // decision, note, messages or enquiry.
    const otherOwner = await anOwner(otherCourse.legalFk, newIdentity('Otto', 'Other'));
    const otherPage = await suite.openPage(`/workspace/applications/${applicationId}`);
    await signInOnLoginPage(otherPage, otherOwner);
    await otherPage.getByRole('form', { name: format(l.decisionLegend, { course: otherCourse.name }) }).waitFor();
    expect(await otherPage.getByRole('combobox', { name: l.decision }).count()).toBe(1);
    const seen = (await otherPage.getByRole('main').textContent()) ?? '';
    for (const first of ['Passport checked; strong statement.', 'IELTS 6.5 overall by 1 July.', 'Please send your final transcript.', 'Attached next week.', 'Aditi Officer']) {
      expect(seen, first).not.toContain(first);
    }
    await otherPage.goto(`${portal}/workspace/enquiries`);
    await otherPage.getByRole('heading', { name: l.enquiries }).waitFor();
    await expect.poll(() => otherPage.locator('.sa-workspace-total').textContent()).not.toBe('');
    expect(await otherPage.getByText('Scholarships').count()).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  }, 240_000);
});
