import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { $compare, $locale, $localeChoice, addToCompare, compareMessages, format, type CompareEntry } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { applicationsFixture } from '../../../test/applications.js';
import { LanguageSwitch } from '../../i18n/index.js';
import { CompareToggle } from './compare-toggle.js';
import { CompareTray } from './compare-tray.js';

const entries: CompareEntry[] = Array.from({ length: 11 }, (_, n) => ({ courseId: n + 1, campusId: 1, intakeId: n + 1, name: `Course ${n + 1}`, ...(n % 2 ? {} : { institutionName: `College ${n + 1}` }) }));
const box = (n: number, root: HTMLElement = document.body) =>
  within(root).getByRole('checkbox', { name: format(compareMessages.compareToggle, { name: `Course ${n}` }) }) as HTMLInputElement;
const trays = () => screen.queryAllByRole('region', { name: compareMessages.compareTitle });
const trayNames = (tray: HTMLElement) => [...tray.querySelectorAll('.sa-compare-tray-name')].map((name) => name.textContent);

beforeEach(() => $compare.set([]));
afterEach(() => $compare.set([]));

/** A list's widget: its rows' Compare boxes and its sticky tray. */
function ListWidget({ rows }: { rows: CompareEntry[] }) {
  return (
    <div>
      {rows.map((entry) => (
        <CompareToggle key={entry.intakeId} {...entry} />
      ))}
      <CompareTray sticky />
    </div>
  );
}

describe('CompareTray', () => {
  it('a list shows no tray until a course is picked; then the count (announced), the courses, remove and Clear', async () => {
    const { user, container } = renderWithProvider(<ListWidget rows={entries.slice(0, 3)} />);
    expect(trays()).toEqual([]);
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');

    await user.click(box(1));
    await user.click(box(2));
    const [tray] = trays();
    expect(tray).toBeTruthy();
    expect(live.textContent).toBe('2 of 10 courses selected'); // the same live region, now announcing
    expect(trayNames(tray!)).toEqual(['Course 1', 'Course 2']);
    // Each chip names the course's institution when the list knew it: two courses may share a name.
    expect([...tray!.querySelectorAll('.sa-compare-tray-course')].map((chip) => chip.textContent)).toEqual(['Course 1College 1×', 'Course 2×']);
    expect(tray!.classList.contains('sa-compare-tray--sticky')).toBe(true);

    // Remove from the tray: the row's box follows.
    await user.click(within(tray!).getByRole('button', { name: format(compareMessages.compareRemove, { name: 'Course 1' }) }));
    expect(trayNames(tray!)).toEqual(['Course 2']);
    expect(box(1).checked).toBe(false);
    expect(live.textContent).toBe('1 of 10 courses selected');

    await user.click(within(tray!).getByRole('button', { name: compareMessages.compareClear }));
    expect($compare.get()).toEqual([]);
    expect(box(2).checked).toBe(false);
    expect(trays()).toEqual([]);
  });

  it("Compare with one course says 'Please select more than one course.'; with two it opens /compare/", async () => {
    const { user, navigate } = renderWithProvider(<ListWidget rows={entries.slice(0, 3)} />);
    await user.click(box(1));
    const tray = trays()[0]!;
    await user.click(within(tray).getByRole('button', { name: compareMessages.compareAction }));
    expect(within(tray).getByRole('alert').textContent).toBe('Please select more than one course.');
    expect(navigate).not.toHaveBeenCalled();

    await user.click(box(2));
    expect(within(tray).queryByRole('alert')).toBeNull(); // the message follows the selection
    await user.click(within(tray).getByRole('button', { name: compareMessages.compareAction }));
    expect(navigate).toHaveBeenCalledWith('/compare/');
  });

  it('an 11th course is refused with the maximum message and stays out of the tray', async () => {
    const { user } = renderWithProvider(<ListWidget rows={entries} />);
    for (let n = 1; n <= 10; n++) await user.click(box(n));
    await user.click(box(11));
    expect(box(11).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('You can select a maximum of 10 courses to compare.');
    const tray = trays()[0]!;
    expect(within(tray).getByText('10 of 10 courses selected')).toBeTruthy();
    expect(trayNames(tray)).toHaveLength(10);
    expect(trayNames(tray)).not.toContain('Course 11');
  });

  it('is shared by every widget on the page: two widgets (two React roots) show the same tray', async () => {
    const first = renderWithProvider(<ListWidget rows={entries.slice(0, 2)} />);
    const second = renderWithProvider(<ListWidget rows={entries.slice(2, 4)} />);
    await first.user.click(box(1, first.container));
    await second.user.click(box(3, second.container));
    const [a, b] = trays();
    expect(trays()).toHaveLength(2);
    expect(trayNames(a!)).toEqual(['Course 1', 'Course 3']);
    expect(trayNames(b!)).toEqual(['Course 1', 'Course 3']);
    expect(within(b!).getByText('2 of 10 courses selected')).toBeTruthy();

    // Removing in one widget's tray removes it in the other's, and unticks the other widget's box.
    await second.user.click(within(b!).getByRole('button', { name: format(compareMessages.compareRemove, { name: 'Course 1' }) }));
    expect(trayNames(a!)).toEqual(['Course 3']);
    expect(box(1, first.container).checked).toBe(false);

    // A pick made elsewhere (another script on the page) shows in both.
    act(() => void addToCompare(entries[5]!));
    expect(trayNames(a!)).toEqual(['Course 3', 'Course 6']);
  });

  it('a tray of its own (not a list’s) shows the count even with nothing picked', () => {
    renderWithProvider(<CompareTray />);
    expect(within(trays()[0]!).getByText('0 of 10 courses selected')).toBeTruthy();
  });

  it("a course picked in one language is named in the page's language after a switch, without a reload, and back (issue 28)", async () => {
    const { courses, spanishName } = applicationsFixture();
    const course = courses[0]!;
    const english = 'As it was named when picked';
    act(() => void addToCompare({ courseId: course.CourseFk, campusId: course.LocationFk, intakeId: course.IntakeFk, name: english }));
    expect($compare.get()[0]!.locale).toBe('en');
    const { user } = renderWithProvider(
      <>
        <LanguageSwitch />
        <CompareTray />
      </>,
    );
    const [tray] = trays();
    expect(trayNames(tray!)).toEqual([english]); // picked in English: no call, the stored name

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    await vi.waitFor(() => expect(trayNames(trays()[0]!)).toEqual([spanishName]));
    expect(within(trays()[0]!).getByRole('button', { name: new RegExp(spanishName) })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await vi.waitFor(() => expect(trayNames(trays()[0]!)).toEqual([english]));
    $localeChoice.set(null);
    $locale.set('en');
  });
});
