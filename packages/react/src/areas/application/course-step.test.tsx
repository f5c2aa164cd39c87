import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  addFavourite,
  applicationMessages,
  applicationWizardLabels as t,
  format,
  loadCurrentApplication,
  messages,
  saveApplicationCourses,
  signOut,
  wizardButtons,
  type application,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { applicant, distinctIntakes, draftWith, parameterOf } from '../../../test/application.js';
import { CourseStep } from './course-step.js';

afterEach(() => signOut());

/** The C step over the application it changes, as the wizard holds it. */
function Holder({ initial, onNext = () => undefined }: { initial: application.ApplicationState; onNext?: () => void }) {
  const [app, setApp] = useState(initial);
  return <CourseStep application={app} onChange={setApp} buttons={wizardButtons('C', app)} onNext={onNext} />;
}

const cards = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const dialog = () => screen.getByRole('dialog', { name: t.pickerTitle });
const addButtons = () => within(dialog()).queryAllByRole('button', { name: /^Add / });

/** Clicks Add on the picker's row of a course, looking through its pages. */
async function addFromPicker(user: ReturnType<typeof renderWithProvider>['user'], name: string) {
  await waitFor(() => expect(addButtons().length).toBeGreaterThan(0));
  for (;;) {
    const button = within(dialog()).queryByRole('button', { name: format(t.addCourse, { name }) });
    if (button) return user.click(button);
    const nextPage = within(dialog()).queryByRole('button', { name: messages.nextPage });
    if (!nextPage || nextPage.getAttribute('aria-disabled') === 'true' || (nextPage as HTMLButtonElement).disabled) throw new Error(`${name} is not in the picker`);
    const before = addButtons()[0];
    await user.click(nextPage);
    await waitFor(() => expect(addButtons()[0]).not.toBe(before));
  }
}

describe('CourseStep (C)', () => {
  it("lists the chosen courses; the picker shows the favourites four a page; Add, a duplicate refused, Remove, the last one kept", async () => {
    await applicant();
    const intakes = await distinctIntakes(6);
    const draft = await draftWith(intakes.slice(0, 1));
    for (const intake of intakes) await addFavourite('C', intake.intakeId);
    const { user } = renderWithProvider(<Holder initial={draft} />);

    expect(cards()).toEqual([intakes[0]!.name]);
    const card = screen.getByRole('article', { name: intakes[0]!.name });
    const course = draft.courses[0]!;
    expect(card.textContent).toContain(course.institutionName);
    expect(card.textContent).toMatch(/\d{2}-[A-Z][a-z]{2}-\d{4}/); // the intake date, dd-MMM-yyyy
    expect(card.textContent).toContain(course.studyMode);
    expect(screen.getByText(format(t.coursesCount, { count: 1, max: 5 }))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.addFromFavourites }));
    await waitFor(() => expect(addButtons()).toHaveLength(4));
    expect(within(dialog()).getByRole('navigation', { name: t.pickerPagination })).toBeTruthy();
    await addFromPicker(user, intakes[1]!.name);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cards()).toEqual([intakes[0]!.name, intakes[1]!.name]);
    expect((await loadCurrentApplication(draft.applicationFk))!.courses.map((c) => c.intakeId)).toEqual([intakes[0]!.intakeId, intakes[1]!.intakeId]);

    await user.click(screen.getByRole('button', { name: t.addFromFavourites }));
    await addFromPicker(user, intakes[0]!.name);
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(applicationMessages.courseExists);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: format(t.removeCourse, { name: intakes[1]!.name }) }));
    await waitFor(() => expect(cards()).toEqual([intakes[0]!.name]));
    expect((await loadCurrentApplication(draft.applicationFk))!.courses).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: format(t.removeCourse, { name: intakes[0]!.name }) }));
    expect((await screen.findByRole('alert')).textContent).toBe(applicationMessages.atLeastOneCourse);
    expect(cards()).toEqual([intakes[0]!.name]);
    expect((await loadCurrentApplication(draft.applicationFk))!.courses).toHaveLength(1);
  });

  it("refuses a sixth course: 'You may add maximum five courses in application' (the rule here, and the server's 400)", async () => {
    await applicant();
    const intakes = await distinctIntakes(6);
    const draft = await draftWith(intakes.slice(0, 5));
    await addFavourite('C', intakes[5]!.intakeId);
    const onNext = vi.fn();
    const { user } = renderWithProvider(<Holder initial={draft} onNext={onNext} />);
    expect(cards()).toHaveLength(5);
    expect(screen.getByText(format(t.coursesCount, { count: 5, max: 5 }))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.addFromFavourites }));
    await addFromPicker(user, intakes[5]!.name);
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(applicationMessages.maxCourses);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cards()).toHaveLength(5);

    const six = await Promise.all(intakes.map(parameterOf));
    const refused = await saveApplicationCourses(draft.applicationFk, six).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, message: applicationMessages.maxCourses });

    // C has Next only, and Next goes on with a valid list.
    expect(screen.getAllByRole('button').map((b) => b.textContent).filter((name) => ['Back', 'Next', 'Save', 'Submit'].includes(name ?? ''))).toEqual(['Next']);
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
