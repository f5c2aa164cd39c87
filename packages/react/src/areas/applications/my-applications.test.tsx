import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $popups, deleteApplication, downloadApplicationPdf, formatDisplayDate, loadMyApplications, messages, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/members.js';
import { renderWithProvider } from '../../../test/render.js';
import { applicationsFixture, draftApplication, partnerMove, submittedApplication } from '../../../test/applications.js';
import { LanguageSwitch } from '../../i18n/index.js';
import { MyApplications } from './my-applications.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await signOut();
});

async function signedInMember() {
  const member = await verifiedMember();
  await signIn(member.email, member.password);
  return member;
}

const card = async (appId: number) => (await screen.findByRole('heading', { name: `Application ${appId}` })).closest('article')!;
const timelineOf = (scope: HTMLElement, course: string) => within(scope).getByRole('list', { name: `Timeline of ${course}` });
const eventsOf = (timeline: HTMLElement) => within(timeline).getAllByRole('listitem').map((item) => item.textContent);
const today = () => formatDisplayDate(new Date());
const popupMessages = () => $popups.get().map((popup) => `${popup.title}: ${popup.message}`);

describe('MyApplications', () => {
  it("a member without applications sees 'No records found' and a link to find courses", async () => {
    await signedInMember();
    renderWithProvider(<MyApplications headingLevel={1} />);
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find courses' }).getAttribute('href')).toBe('/findCourse/list');
  });

  it('lists the applications newest first: state, dates, each course with its details and a dated timeline with the current status', async () => {
    await signedInMember();
    // One course in each: a member holds a course and intake in one live application only (issue 24).
    const draft = await draftApplication(applicationsFixture().courses.slice(1));
    const submitted = await submittedApplication(applicationsFixture().courses.slice(0, 1));
    const courses = (await loadMyApplications())[0]!.courses;
    renderWithProvider(<MyApplications />);

    const submittedCard = await card(submitted.applicationId);
    const draftCard = await card(draft.applicationId);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([`Application ${submitted.applicationId}`, `Application ${draft.applicationId}`]);

    expect(submittedCard.textContent).toContain('Submitted');
    const facts = within(submittedCard).getAllByRole('term').map((term) => `${term.textContent}=${term.nextElementSibling!.textContent}`);
    expect(facts.slice(0, 2)).toEqual([`Created=${today()}`, `Submitted=${today()}`]);
    for (const course of courses) {
      const name = within(submittedCard).getByRole('heading', { level: 4, name: course.courseName });
      const item = name.closest('li')!;
      const details = within(item).getAllByRole('term').map((term) => `${term.textContent}=${term.nextElementSibling!.textContent}`);
      expect(details).toEqual([
        `Institution=${course.institutionName}`,
        `Campus=${course.campus}`,
        `Intake=${formatDisplayDate(course.intakeDate)}`,
        `Study mode=${course.studyMode}`,
        'Status=Submitted',
      ]);
      const timeline = timelineOf(item, course.courseName);
      expect(eventsOf(timeline)).toEqual([`Submitted ${today()} (current status)`]);
      expect(within(timeline).getByRole('listitem').getAttribute('aria-current')).toBe('step');
    }
    expect(within(submittedCard).getByRole('button', { name: `Withdraw application ${submitted.applicationId}` })).toBeTruthy();
    expect(within(submittedCard).getByRole('button', { name: `Download PDF of application ${submitted.applicationId}` })).toBeTruthy();
    expect(within(submittedCard).queryByRole('button', { name: /^Delete/ })).toBeNull();

    // A draft: no timeline yet, Continue and Delete, no PDF (only a submitted application has one).
    expect(draftCard.textContent).toContain('Draft');
    expect(within(draftCard).getByText('Status').nextElementSibling!.textContent).toBe('Not submitted');
    expect(within(draftCard).queryByRole('list', { name: /^Timeline/ })).toBeNull();
    expect(within(draftCard).getByRole('button', { name: `Continue application ${draft.applicationId}` })).toBeTruthy();
    expect(within(draftCard).getByRole('button', { name: `Delete application ${draft.applicationId}` })).toBeTruthy();
    expect(within(draftCard).queryByRole('button', { name: /^Download PDF of application / })).toBeNull();
    expect(within(draftCard).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it("a language switch on the open page asks again: the course's name in the new language without a reload, and back", async () => {
    await signedInMember();
    const { courses, spanishName } = applicationsFixture();
    await draftApplication(courses.slice(0, 1));
    const english = (await loadMyApplications())[0]!.courses[0]!.courseName;
    const { user } = renderWithProvider(
      <>
        <LanguageSwitch />
        <MyApplications />
      </>,
    );
    expect(await screen.findByRole('heading', { level: 4, name: english })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('heading', { level: 4, name: spanishName })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 4, name: english })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    expect(await screen.findByRole('heading', { level: 4, name: english })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 4, name: spanishName })).toBeNull();
  });

  it('deletes a draft after the confirm dialog (Cancel keeps it) and says so', async () => {
    await signedInMember();
    const draft = await draftApplication();
    const { user } = renderWithProvider(<MyApplications />);
    const draftCard = await card(draft.applicationId);
    await user.click(within(draftCard).getByRole('button', { name: `Delete application ${draft.applicationId}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete application' });
    expect(dialog.textContent).toContain(`Delete draft application ${draft.applicationId}? This cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await loadMyApplications()).toHaveLength(1);

    await user.click(within(draftCard).getByRole('button', { name: `Delete application ${draft.applicationId}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete application' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(popupMessages()).toContain('Success: Application deleted.');
    expect(await loadMyApplications()).toEqual([]);
  });

  it('withdraws a submitted application: its state and every course timeline show Withdrawn, the history kept', async () => {
    await signedInMember();
    const submitted = await submittedApplication();
    const [row] = await loadMyApplications();
    const { user } = renderWithProvider(<MyApplications />);
    const submittedCard = await card(submitted.applicationId);
    await user.click(within(submittedCard).getByRole('button', { name: `Withdraw application ${submitted.applicationId}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw application' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(popupMessages()).toContain('Success: Application withdrawn.'));
    const withdrawn = await card(submitted.applicationId);
    await waitFor(() => expect(withdrawn.getAttribute('data-status')).toBe('W'));
    expect(within(withdrawn).getByText('Withdrawn', { selector: '.sa-application-state' })).toBeTruthy();
    for (const course of row!.courses) {
      expect(eventsOf(timelineOf(withdrawn, course.courseName))).toEqual([`Submitted ${today()}`, `Withdrawn ${today()} (current status)`]);
    }
    // Withdrawn: no second withdraw; the PDF and resubmit stay.
    expect(within(withdrawn).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(within(withdrawn).getByRole('button', { name: `Download PDF of application ${submitted.applicationId}` })).toBeTruthy();
  });

  it("accepts an offer the institution made through the partner API: the conditions shown, then 'Accepted' as the current status", async () => {
    await signedInMember();
    const submitted = await submittedApplication();
    await partnerMove(submitted.entryIds[0]!, 'REV');
    await partnerMove(submitted.entryIds[0]!, 'OFC', 'IELTS 7.0 by June');
    const [row] = await loadMyApplications();
    const offered = row!.courses[0]!;
    const other = row!.courses[1]!;
    const { user } = renderWithProvider(<MyApplications />);
    const appCard = await card(submitted.applicationId);
    expect(eventsOf(timelineOf(appCard, offered.courseName))).toEqual([
      `Submitted ${today()}`,
      `Under review ${today()}`,
      `Conditional offer ${today()} (current status)Conditions: IELTS 7.0 by June`,
    ]);
    // Only the offered course can be accepted.
    expect(within(appCard).queryByRole('button', { name: `Accept offer for ${other.courseName}` })).toBeNull();
    await user.click(within(appCard).getByRole('button', { name: `Accept offer for ${offered.courseName}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept offer' });
    expect(dialog.textContent).toContain(`Accept the offer for ${offered.courseName} at ${offered.institutionName}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(eventsOf(timelineOf(appCard, offered.courseName)).at(-1)).toBe(`Accepted ${today()} (current status)`));
    expect(popupMessages()).toContain('Success: Offer accepted.');
    expect(within(appCard).queryByRole('button', { name: /^Accept the offer/ })).toBeNull();
    expect((await loadMyApplications())[0]!.courses[0]!.status).toBe('ACC');
  });

  it('downloads the PDF of a submitted application with the member’s token; a draft has none (409, its status text shown)', async () => {
    await signedInMember();
    // One course in each: a member holds a course and intake in one live application only (issue 24).
    const draft = await draftApplication(applicationsFixture().courses.slice(1));
    const submitted = await submittedApplication(applicationsFixture().courses.slice(0, 1));
    // The browser's download: the blob saved through an object URL and an <a download> click.
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:pdf';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProvider(<MyApplications />);
    $popups.set([]);
    await user.click(within(await card(submitted.applicationId)).getByRole('button', { name: `Download PDF of application ${submitted.applicationId}` }));
    // The server draws the PDF first (about 0.5 s cold).
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // A download says nothing of its own: the browser shows it (issue 24).
    expect(popupMessages()).toEqual([]);
    expect(saved).toHaveLength(1);
    expect(new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    $popups.set([]);
    const refused = await downloadApplicationPdf(draft.applicationId, { save: () => undefined });
    expect(refused).toEqual({ status: 'failed', httpStatus: 409, message: 'Conflict' });
    expect(popupMessages()).toEqual([`${messages.titleFailed}: Conflict`]);
  });

  it('Continue reopens the wizard at the draft; Resubmit of a live application is refused (its course is in it), of a withdrawn one makes a new draft and opens the wizard with it', async () => {
    await signedInMember();
    const [first, second] = applicationsFixture().courses;
    const submitted = await submittedApplication([second!]);
    const draft = await draftApplication([first!]);
    const { user, navigate } = renderWithProvider(<MyApplications />);
    await user.click(within(await card(draft.applicationId)).getByRole('button', { name: `Continue application ${draft.applicationId}` }));
    expect(navigate).toHaveBeenLastCalledWith(`/onlineApp?appId=${draft.applicationId}`);

    const resubmit = async () => user.click(within(await card(submitted.applicationId)).getByRole('button', { name: `Resubmit application ${submitted.applicationId}` }));
    await resubmit();
    await waitFor(() => expect(popupMessages().at(-1)).toMatch(/^Failed: You have already applied for .+ \(intake \d{2}-[A-Z][a-z]{2}-\d{4}\)\.$/));
    expect(navigate).toHaveBeenCalledTimes(1);

    await deleteApplication(submitted.applicationId); // withdrawn: its course is free again
    await resubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    const rows = await loadMyApplications();
    const made = rows.find((r) => r.applicationId !== submitted.applicationId && r.applicationId !== draft.applicationId)!;
    expect(navigate).toHaveBeenLastCalledWith(`/onlineApp?appId=${made.applicationId}`);
    expect(made.status).toBe('D');
    expect(made.courses.map((c) => c.intakeId)).toEqual([second!.IntakeFk]);
  });

  it('with onContinue and onResubmit, the host decides where to go', async () => {
    await signedInMember();
    const draft = await draftApplication();
    const onContinue = vi.fn();
    const { user, navigate } = renderWithProvider(<MyApplications onContinue={onContinue} />);
    await user.click(within(await card(draft.applicationId)).getByRole('button', { name: `Continue application ${draft.applicationId}` }));
    expect(onContinue).toHaveBeenCalledWith(draft.applicationId);
    expect(navigate).not.toHaveBeenCalled();
  });
});
