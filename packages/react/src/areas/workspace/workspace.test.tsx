import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $popups, $workspaceOrganisation, inviteStaff, loadMyApplications, loadMyOrganisations, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/members.js';
import { renderWithProvider } from '../../../test/render.js';
import { applicationsFixture, submittedApplication } from '../../../test/applications.js';
import { findNotice, findOption } from '../../../test/queries.js';
import { signInAsOwner, staffMember, workspaceFixture } from '../../../test/workspace.js';
import { invitationFromMail } from '../../../test/workspace-mail.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await signOut();
});

/** A fresh student who submitted an application for the fixture institution's first course; signed out after. */
async function studentApplication() {
  const student = await verifiedMember({ firstName: 'Zélie', surname: `Student${Date.now()}` });
  await signIn(student.email, student.password);
  const made = await submittedApplication(applicationsFixture().courses.slice(0, 1));
  await signOut();
  return { student, ...made };
}

const inboxRow = async (name: RegExp | string) => (await screen.findByRole('link', { name })).closest('li')!;

describe('Workspace', () => {
  it('tells an account on no staff that it has no organisation', async () => {
    const student = await verifiedMember();
    await signIn(student.email, student.password);
    renderWithProvider(<Workspace headingLevel={1} />);
    expect(await screen.findByText('You are not on the staff of any organisation. Ask an owner of your organisation to invite you.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Workspace' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Workspace sections' })).toBeNull();
  });

  it("owner's inbox: the switcher with the role, the unread badge, a new application marked New, search by e-mail with the exact total", async () => {
    const { student, applicationId } = await studentApplication();
    await signInAsOwner();
    const organisations = await loadMyOrganisations();
    const institution = organisations.find((o) => o.id === workspaceFixture().institutionId)!;
    const { user } = renderWithProvider(<Workspace headingLevel={1} />);

    const switcher = (await screen.findByLabelText('Organisation')) as HTMLSelectElement;
    expect(switcher.value).toBe(String(institution.id));
    expect(await findOption(switcher, `${institution.name} (Owner)`)).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Workspace sections' });
    // Each section's name, then its badges (the open enquiries depend on what the other suites sent).
    expect(within(sections).getAllByRole('link').map((link) => link.firstChild!.textContent)).toEqual(['Applications', 'Enquiries', 'Staff', 'API keys', 'Webhooks', 'Profile', 'Campuses', 'Catalogue', 'Import and export', 'Embed']);
    expect(within(within(sections).getByRole('link', { name: /^Applications/ })).getByText(`${institution.unread} unread`)).toBeTruthy();
    expect(within(sections).getByRole('link', { name: /^Applications/ }).getAttribute('aria-current')).toBe('page');

    const row = await inboxRow(`Application ${applicationId} from ${student.firstName} ${student.surname}`);
    expect(within(row).getByText('New')).toBeTruthy();
    expect(row.getAttribute('data-unread')).toBe('true');

    await user.type(screen.getByLabelText('Student name or e-mail'), student.email);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('1 application'));
    expect(within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
      `Application ${applicationId} from ${student.firstName} ${student.surname}`,
    ]);
  });

  it('refuses a submitted range that ends before it starts, with the rule\'s message', async () => {
    await signInAsOwner();
    const { user } = renderWithProvider(<Workspace />);
    await screen.findByRole('form', { name: 'Filter applications' });
    await user.type(screen.getByLabelText('Submitted from'), '10/03/2026');
    await user.type(screen.getByLabelText('Submitted to'), '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end of the date range comes before its start.')).toBeTruthy();
  });

  it("application page: the student's snapshot and this institution's choice; a conditional offer needs its conditions, then the timeline, the audit log and the student's My applications show it; a note is added", async () => {
    const { student, applicationId } = await studentApplication();
    await signInAsOwner();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'application', applicationId }} headingLevel={1} />);

    expect(await screen.findByRole('heading', { level: 2, name: `Application ${applicationId}` })).toBeTruthy();
    const studentPart = (await screen.findByRole('heading', { name: 'Student' })).closest('section')!;
    expect(within(studentPart).getByText(student.email)).toBeTruthy();
    const submitted = screen.getByRole('heading', { name: 'Application as submitted' }).closest('section')!;
    expect(within(submitted).getByRole('button', { name: 'Basic data' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(submitted).getByRole('button', { name: 'Question responses' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(submitted).getByText(student.email)).toBeTruthy();
    const choices = screen.getByRole('heading', { name: 'Course choices' }).closest('section')!;
    expect(within(choices).getAllByRole('listitem', { hidden: false }).filter((item) => item.classList.contains('sa-workspace-choice'))).toHaveLength(1);

    const form = within(choices).getByRole('form', { name: /^Decision on / });
    await user.selectOptions(within(form).getByLabelText('Decision'), await findOption(form, 'Conditional offer'));
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));
    expect(await within(form).findByText('Please give the conditions of the offer.')).toBeTruthy();
    await user.type(within(form).getByLabelText(/Conditions of the offer/, { selector: 'textarea' }), 'IELTS 6.5 overall');
    await user.click(within(form).getByRole('button', { name: 'Save decision' }));
    await findNotice('Decision saved: Conditional offer.');
    await waitFor(() => expect(within(choices).getByText('Status').nextElementSibling!.textContent).toBe('Conditional offer'));
    expect(within(choices).getByText('Conditions: IELTS 6.5 overall')).toBeTruthy();

    const audit = screen.getByRole('heading', { name: 'Audit log' }).closest('section')!;
    await waitFor(() => expect(within(audit).getByText(/Decision/).closest('li')!.textContent).toContain('Submitted → Conditional offer'));

    const notes = screen.getByRole('heading', { name: 'Internal notes' }).closest('section')!;
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Please write the note.')).toBeTruthy();
    await user.type(within(notes).getByLabelText(/New note/, { selector: 'textarea' }), 'Strong personal statement.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Strong personal statement.')).toBeTruthy();
    await signOut();

    await signIn(student.email, student.password);
    const mine = (await loadMyApplications()).find((application) => application.applicationId === applicationId)!;
    expect(mine.courses.map((course) => [course.status, course.conditions])).toEqual([['OFC', 'IELTS 6.5 overall']]);
  });

  it('staff page: the owner invites by e-mail with a role, the invitation is listed and withdrawn', async () => {
    await signInAsOwner();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'staff' }} />);
    expect(await screen.findByText(workspaceFixture().owner.email)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Invite a staff member' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter the e-mail address.')).toBeTruthy();
    const email = `invited.${Date.now()}@example.org`;
    await user.type(within(form).getByLabelText(/E-mail address/), email);
    await user.selectOptions(within(form).getByLabelText(/Role/), await findOption(form, 'Viewer'));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await findNotice(`Invitation sent to ${email}.`);
    const withdraw = await screen.findByRole('button', { name: `Withdraw the invitation to ${email}` });
    expect(withdraw.closest('li')!.textContent).toContain('Viewer');
    await user.click(withdraw);
    await findNotice('Invitation withdrawn.');
    await waitFor(() => expect(screen.queryByRole('button', { name: `Withdraw the invitation to ${email}` })).toBeNull());
  });

  it('keys page: a new key is shown once with Copy, listed, and revoked after the confirm dialog', async () => {
    await signInAsOwner();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'keys' }} />);
    const label = `Intranet ${Date.now()}`;
    await user.type(await screen.findByLabelText('Label'), label);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const key = (await screen.findByLabelText('New key')) as HTMLInputElement;
    expect(key.value.length).toBeGreaterThan(20);
    expect(screen.getByText('Copy the key now: it is not shown again.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `Revoke the key ${label}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(`Revoke the key ${label}? Systems using it stop working at once.`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await findNotice('Key revoked.');
    await waitFor(() => expect(screen.queryByRole('button', { name: `Revoke the key ${label}` })).toBeNull());
  });

  it('accept screen: shows what the link offers signed out, then the invited account accepts and lands in the workspace', async () => {
    const invited = await verifiedMember({ firstName: 'Ines', surname: 'Invited' });
    await signInAsOwner();
    await inviteStaff(workspaceFixture().institutionId, invited.email, 'admissions');
    const token = await invitationFromMail(invited.email);
    await signOut();
    const organisation = workspaceFixture();
    const { user, navigate } = renderWithProvider(<Workspace screen={{ screen: 'accept', token }} headingLevel={1} />);
    expect(await screen.findByText(/as Admissions\.$/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^The invitation was sent to ${invited.email.replace(/[.]/g, '\\.')}`))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();

    await signIn(invited.email, invited.password);
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/workspace'));
    expect($workspaceOrganisation.get()).toBe(String(organisation.institutionId));
    expect((await loadMyOrganisations()).map((o) => [o.id, o.role])).toContainEqual([organisation.institutionId, 'admissions']);
  });
  it("puts the server's refusals on the form, not in a popup: an address already on the staff, the last owner's role", async () => {
    await signInAsOwner();
    const { owner } = workspaceFixture();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'staff' }} />);
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    await user.type(within(form).getByLabelText(/E-mail address/), owner.email);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This person is already on the staff of this organisation.')).toBeTruthy();

    const roleForm = screen.getByRole('form', { name: `Role of ${owner.name}` });
    await user.selectOptions(within(roleForm).getByRole('combobox'), await findOption(roleForm, 'Viewer'));
    await user.click(within(roleForm).getByRole('button', { name: 'Change role' }));
    expect(await within(roleForm).findByText('An organisation needs at least one owner: make someone else owner first.')).toBeTruthy();
    expect($popups.get()).toEqual([]);
  });

  it('a viewer reads an application without the decision, note and assignment forms, and sees the staff without managing it', async () => {
    const { applicationId } = await studentApplication();
    const viewer = await staffMember('viewer', { firstName: 'Vera', surname: 'Viewer' });
    await signIn(viewer.email, viewer.password);
    $workspaceOrganisation.set(String(workspaceFixture().institutionId));
    const { unmount } = renderWithProvider(<Workspace screen={{ screen: 'application', applicationId }} />);
    await screen.findByRole('heading', { name: 'Course choices' });
    expect(screen.queryByRole('form', { name: /^Decision on / })).toBeNull();
    expect(screen.queryByRole('form', { name: 'New note' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Assignment' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Workspace sections' })).getAllByRole('link').map((link) => link.firstChild!.textContent)).toEqual(['Applications', 'Enquiries', 'Staff', 'Profile', 'Campuses', 'Catalogue']);
    unmount();

    renderWithProvider(<Workspace screen={{ screen: 'staff' }} />);
    expect(await screen.findByText(viewer.email)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite a staff member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
  it('Export as CSV downloads the applied filters\' applications (a spreadsheet-ready CSV with the byte-order mark)', async () => {
    const { student, applicationId } = await studentApplication();
    await signInAsOwner();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProvider(<Workspace />);
    await user.type(await screen.findByLabelText('Student name or e-mail'), student.email);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('1 application')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('Application,Submitted,Student,E-mail,Course,Campus,Intake,Status,Assigned to');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([expect.stringMatching(new RegExp(`^${applicationId},[^,]+,${student.firstName} ${student.surname},${student.email.replace(/[.]/g, '\\.')}$`))]);
  });

  it('says why an application cannot be shown (another id answers 404 with the server\'s words)', async () => {
    await signInAsOwner();
    renderWithProvider(<Workspace screen={{ screen: 'application', applicationId: 999_999_999 }} />);
    expect(await screen.findByText('Application not found.')).toBeTruthy();
    expect($popups.get().map((popup) => popup.message)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to the applications' }).getAttribute('href')).toBe('/workspace');
  });
});
