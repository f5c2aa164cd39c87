import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $workspaceOrganisation, connectMe, loadEnquiries, loadMessages, loadMyOrganisations, readMessage, saveMessage, sendStaffMessage, signIn, signOut } from '@studyatlas/core';
import { verifiedMember, type TestMember } from '../../../test/members.js';
import { renderWithProvider } from '../../../test/render.js';
import { stubLayout } from '../../../test/layout-stubs.js';
import { applicationsFixture, submittedApplication } from '../../../test/applications.js';
import { as } from '../../../test/messaging.js';
import { findNotice } from '../../../test/queries.js';
import { signInAsOwner, staffMember, workspaceFixture } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

/*
 * The conversation with the student on an application's page and the "Connect me" enquiries, against
 * the real API server: staff write as the organisation (the student's Inbox names it), the student's
 * reply is on the application, an enquiry is answered and marked handled; a viewer only reads.
 */

stubLayout();

afterEach(async () => {
  await signOut();
});

/** A fresh student with a submitted application to the fixture institution; signed out after. */
async function studentApplication() {
  const student = await verifiedMember({ firstName: 'Maya', surname: `Student${Date.now()}` });
  const made = await as(student, () => submittedApplication(applicationsFixture().courses.slice(0, 1)));
  return { student, ...made };
}

const institutionName = async () => {
  await signInAsOwner();
  const name = (await loadMyOrganisations()).find((o) => o.id === workspaceFixture().institutionId)!.name;
  await signOut();
  return name;
};

/** Types into the lazily loaded rich text editor of `form`. */
async function write(user: { type: (element: Element, text: string) => Promise<void> }, form: HTMLElement, text: string) {
  const box = await within(form).findByRole('textbox', { name: 'Message' });
  await user.type(box, text);
}

/** The student's newest Inbox row. */
const newestInbox = (student: TestMember) => as(student, async () => (await loadMessages({ folder: 'I' })).rows[0]!);

describe('Workspace conversation', () => {
  it("the owner writes from the application's page; the student reads the organisation as the sender and replies; the reply is on the page, marked New", async () => {
    const { student, applicationId } = await studentApplication();
    const organisation = await institutionName();
    await signInAsOwner();
    const { user, unmount } = renderWithProvider(<Workspace screen={{ screen: 'application', applicationId }} headingLevel={1} />);
    const part = (await screen.findByRole('heading', { name: 'Messages with the student' })).closest('section')!;
    expect(await within(part).findByText('No messages yet.')).toBeTruthy();
    const form = within(part).getByRole('form', { name: 'Write to the student' });
    expect((within(form).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(`Your application ${applicationId} to ${organisation}`);

    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Please write the message.')).toBeTruthy();
    await write(user, form, 'Please send your final transcript.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await findNotice(`Message sent to ${student.firstName} ${student.surname}.`);
    const sent = await within(part).findByText(`Sent by ${workspaceFixture().owner.name} for the organisation`, { exact: false });
    expect(sent.closest('li')!.textContent).toContain('Please send your final transcript.');
    unmount();
    await signOut();

    const row = await newestInbox(student);
    expect([row.sender, row.subject, row.unread]).toEqual([organisation, `Your application ${applicationId} to ${organisation}`, true]);
    await as(student, async () => {
      const read = (await readMessage(row.id)).message;
      expect(read.sender.name).toBe(organisation);
      expect(JSON.stringify(read)).not.toContain(workspaceFixture().owner.email);
      await saveMessage({ action_type: 'R', subject: 'Re: transcript', message: '<p>Attached next week.</p>', TO: `O-${workspaceFixture().institutionId}`, CC: '', BCC: '', parentMessageFk: row.id, FileInfoFks: '' });
    });

    await signInAsOwner();
    renderWithProvider(<Workspace screen={{ screen: 'application', applicationId }} headingLevel={1} />);
    const again = (await screen.findByRole('heading', { name: 'Messages with the student' })).closest('section')!;
    const reply = (await within(again).findByText(`From ${student.firstName} ${student.surname}`, { exact: false })).closest('li')!;
    expect(reply.textContent).toContain('Attached next week.');
    expect(within(reply).getByText('New')).toBeTruthy();
  });

  it("shows the student's unread replies on the inbox row and in the header", async () => {
    const { student, applicationId } = await studentApplication();
    await signInAsOwner();
    await sendStaffMessage(workspaceFixture().institutionId, applicationId, { subject: 'Hello', message: '<p>Hello</p>' });
    await signOut();
    const row = await newestInbox(student);
    await as(student, () => saveMessage({ action_type: 'R', subject: 'Re: Hello', message: '<p>Hi!</p>', TO: `O-${workspaceFixture().institutionId}`, CC: '', BCC: '', parentMessageFk: row.id, FileInfoFks: '' }));
    await signInAsOwner();
    renderWithProvider(<Workspace headingLevel={1} />);
    // The workspace's sections and the inbox load one after another: on a loaded machine that outlasted
    // the suite's 5 s wait (a failed CI lane), so this wait is longer.
    const link = await screen.findByRole('link', { name: new RegExp(`^Application ${applicationId} from`) }, { timeout: 20_000 });
    expect(within(link.closest('li')!).getByText('1 new reply')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Workspace sections' });
    expect(within(within(sections).getByRole('link', { name: /^Applications/ })).getByText(/new repl/)).toBeTruthy();
  });

  it('a viewer reads the conversation without the box to write', async () => {
    const { applicationId } = await studentApplication();
    const viewer = await staffMember('viewer', { firstName: 'Vic', surname: 'Viewer' });
    await signIn(viewer.email, viewer.password);
    $workspaceOrganisation.set(String(workspaceFixture().institutionId));
    renderWithProvider(<Workspace screen={{ screen: 'application', applicationId }} />);
    const part = (await screen.findByRole('heading', { name: 'Messages with the student' })).closest('section')!;
    expect(await within(part).findByText('No messages yet.')).toBeTruthy();
    expect(within(part).queryByRole('form')).toBeNull();
  });
});

describe('Workspace enquiries', () => {
  it('lists a "Connect me" enquiry as open, shows the sender\'s details, answers it into the member\'s Inbox and marks it handled', async () => {
    const student = await verifiedMember({ firstName: 'Eli', surname: `Enquirer${Date.now()}` });
    const subject = `Scholarships ${Date.now()}`;
    await as(student, () => connectMe({ locationFk: applicationsFixture().courses[0]!.LocationFk, subject, noteText: 'Which scholarships can I apply for?' }));
    await signInAsOwner();
    const { user, navigate } = renderWithProvider(<Workspace screen={{ screen: 'enquiries' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Enquiries' })).toBeTruthy();
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('open');
    const link = await screen.findByRole('link', { name: `Enquiry "${subject}" from ${student.firstName} ${student.surname}` });
    expect(within(link.closest('li')!).getByText('Open')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Workspace sections' });
    expect(within(sections).getByRole('link', { name: /^Enquiries/ }).textContent).toMatch(/^Enquiries\d+ open$/);
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/workspace\/enquiries\/\d+$/));
  });

  it("the enquiry's page: details, the answer reaches the member's Inbox from the organisation, Mark handled and Open again", async () => {
    const student = await verifiedMember({ firstName: 'Eva', surname: `Enquirer${Date.now()}` });
    const subject = `Housing ${Date.now()}`;
    await as(student, () => connectMe({ locationFk: applicationsFixture().courses[0]!.LocationFk, subject, noteText: 'Is there housing on campus?' }));
    const organisation = await institutionName();
    await signInAsOwner();
    const enquiryId = (await loadEnquiries({ org: workspaceFixture().institutionId, state: 'all', pageSize: '100' })).rows.find((r) => r.subject === subject)!.id;
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'enquiry', enquiryId }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: `Enquiry from ${student.firstName} ${student.surname}` })).toBeTruthy();
    expect(screen.getByText(student.email)).toBeTruthy();
    expect(screen.getByText('Is there housing on campus?')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Answer the enquiry' });
    expect((within(form).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(`Re: ${subject}`);
    await write(user, form, 'Yes: Harbour Hall.');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    await findNotice(`Message sent to ${student.firstName} ${student.surname}.`);
    expect(await screen.findByText(`Sent by ${workspaceFixture().owner.name} for the organisation`, { exact: false })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    await findNotice('Enquiry marked handled.');
    expect(await screen.findByText(new RegExp(`^Handled on .+ by ${workspaceFixture().owner.name}$`))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open again' }));
    await findNotice('Enquiry open again.');
    await waitFor(() => expect(screen.queryByText(/^Handled on /)).toBeNull());
    await signOut();

    const row = await newestInbox(student);
    expect([row.sender, row.subject]).toEqual([organisation, `Re: ${subject}`]);
  });
});
