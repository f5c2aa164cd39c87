import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $compare, addToCompare, clearCompare, signIn, compareMessages, compareScreenMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { testIntakes } from '../../../test/compare-courses.js';
import { Compare } from './compare.js';
import { CompareToggle } from '../../kits/compare-toggle/compare-toggle.js';
import { CompareTray } from '../../kits/compare-toggle/compare-tray.js';
import { itemsPerView } from './carousel.js';

/** A ResizeObserver the test drives: `resizeTo(width)` reports a new container width. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  static resizeTo(width: number): void {
    act(() => {
      for (const observer of FakeResizeObserver.instances) {
        observer.callback([{ contentRect: { width } } as ResizeObserverEntry], observer as unknown as ResizeObserver);
      }
    });
  }
}

const columns = () => screen.queryAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent);
const rowValues = (label: string) =>
  [...screen.getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent);

beforeEach(() => {
  clearCompare();
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCompare();
});

describe('carousel widths', () => {
  it('shows 1 on a phone, 2 on a tablet, 3 on a desktop and up to 12 from 1600 px', () => {
    expect([320, 599, 600, 839, 840, 1599, 1600, 2400].map(itemsPerView)).toEqual([1, 1, 2, 2, 3, 3, 12, 12]);
  });
});

describe('Compare', () => {
  it('asks for more than one course', () => {
    renderWithProvider(<Compare />);
    expect(screen.getByRole('alert').textContent).toBe('Please select more than one course.');
    act(() => void addToCompare({ courseId: 1, campusId: 1, intakeId: 1, name: 'One' }));
    expect(screen.getByRole('alert').textContent).toBe(compareMessages.compareMinimum);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses more than 10 courses', async () => {
    const entries = Array.from({ length: 11 }, (_, n) => ({ courseId: n + 1, campusId: 1, intakeId: n + 1, name: `Course ${n + 1}` }));
    renderWithProvider(<Compare entries={entries} />);
    expect(screen.getByRole('alert').textContent).toBe('You can select a maximum of 10 courses to compare.');
  });

  it('shows 3 courses side by side with their total cost, removes one, and links to the detail', async () => {
    const intakes = await testIntakes(3);
    for (const intake of intakes) addToCompare(intake);
    const { user, navigate } = renderWithProvider(<Compare />);
    FakeResizeObserver.resizeTo(1200);

    await waitFor(() => expect(rowValues(compareScreenMessages.compareTotalCost).every((value) => value !== '')).toBe(true));
    expect(columns()).toEqual(intakes.map((intake) => intake.name));
    expect(rowValues(compareScreenMessages.compareInstitution)).toEqual(intakes.map((intake) => intake.institutionName));
    for (const value of rowValues(compareScreenMessages.compareTotalCost)) expect(value).toMatch(/^([A-Z]{3} [\d,]+|–)$/);
    expect(rowValues(compareScreenMessages.compareTotalCost).some((value) => value !== '–')).toBe(true);
    expect(screen.getByRole('region', { name: compareScreenMessages.compareCarousel }).getAttribute('data-items-per-view')).toBe('3');

    const [first] = intakes;
    await user.click(screen.getByRole('link', { name: first!.name }));
    expect(navigate).toHaveBeenCalledWith(`/coudetail/${first!.courseId}/${first!.campusId}/${first!.intakeId}`);

    await user.click(screen.getByRole('button', { name: `Remove ${first!.name} from compare` }));
    expect(columns()).toEqual(intakes.slice(1).map((intake) => intake.name));
    expect($compare.get()).toHaveLength(2);
  });

  it('moves the carousel by width, buttons and arrow keys', async () => {
    const intakes = await testIntakes(3);
    for (const intake of intakes) addToCompare(intake);
    const { user } = renderWithProvider(<Compare />);
    const names = intakes.map((intake) => intake.name);

    FakeResizeObserver.resizeTo(800);
    expect(columns()).toEqual(names.slice(0, 2));
    await user.click(screen.getByRole('button', { name: compareScreenMessages.compareNext }));
    expect(columns()).toEqual(names.slice(1, 3));
    expect(screen.getByRole('button', { name: compareScreenMessages.compareNext }).getAttribute('aria-disabled')).toBe('true');

    FakeResizeObserver.resizeTo(400);
    expect(columns()).toEqual(names.slice(1, 2));
    screen.getByRole('region', { name: compareScreenMessages.compareCarousel }).focus();
    await user.keyboard('{ArrowRight}');
    expect(columns()).toEqual(names.slice(2, 3));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(columns()).toEqual(names.slice(0, 1));
    expect(screen.getByRole('button', { name: compareScreenMessages.comparePrevious }).getAttribute('aria-disabled')).toBe('true');

    document.documentElement.dir = 'rtl';
    try {
      // Right to left the next column sits to the left: ArrowLeft moves forward.
      await user.keyboard('{ArrowLeft}');
      expect(columns()).toEqual(names.slice(1, 2));
      await user.keyboard('{ArrowRight}');
      expect(columns()).toEqual(names.slice(0, 1));
    } finally {
      document.documentElement.removeAttribute('dir');
    }

    FakeResizeObserver.resizeTo(1700);
    expect(columns()).toEqual(names);
    await waitFor(() => expect(rowValues(compareScreenMessages.compareTotalCost).every((value) => value !== '')).toBe(true));
  });

  it('loads the detail for a signed-in member too', async () => {
    const intakes = await testIntakes(2);
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    for (const intake of intakes) addToCompare(intake);
    renderWithProvider(<Compare />);
    await waitFor(() => expect(rowValues(compareScreenMessages.compareInstitution)).toEqual(intakes.map((intake) => intake.institutionName)));
  });
});

describe('CompareToggle and CompareTray', () => {
  it('adds up to 10 courses; the 11th shows the maximum message and stays unchecked', async () => {
    const entries = Array.from({ length: 11 }, (_, n) => ({ courseId: n + 1, campusId: 1, intakeId: n + 1, name: `Course ${n + 1}` }));
    const { user, navigate } = renderWithProvider(
      <>
        <CompareTray />
        {entries.map((entry) => (
          <CompareToggle key={entry.intakeId} {...entry} />
        ))}
      </>,
    );
    const box = (n: number) => screen.getByRole('checkbox', { name: `Compare Course ${n}` }) as HTMLInputElement;

    await user.click(box(1));
    await user.click(screen.getByRole('button', { name: compareMessages.compareAction }));
    expect(screen.getByRole('alert').textContent).toBe('Please select more than one course.');
    expect(navigate).not.toHaveBeenCalled();

    for (let n = 2; n <= 10; n++) await user.click(box(n));
    expect(screen.getByText('10 of 10 courses selected')).toBeTruthy();
    await user.click(box(11));
    expect(box(11).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('You can select a maximum of 10 courses to compare.');
    expect($compare.get()).toHaveLength(10);
    // Persisted: a reload, or another tab, sees the same selection.
    expect(JSON.parse(localStorage.getItem('studyatlas.compare')!)).toHaveLength(10);

    await user.click(box(10));
    expect(box(10).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: compareMessages.compareAction }));
    expect(navigate).toHaveBeenCalledWith('/compare/');

    await user.click(screen.getByRole('button', { name: compareMessages.compareClear }));
    expect($compare.get()).toEqual([]);
    expect(box(1).checked).toBe(false);

    // Another tab picks two courses: this page follows.
    const picked = JSON.stringify([entries[0], entries[1]]);
    localStorage.setItem('studyatlas.compare', picked);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'studyatlas.compare', newValue: picked, storageArea: localStorage })));
    expect(box(1).checked).toBe(true);
    expect(screen.getByText('2 of 10 courses selected')).toBeTruthy();
  });
});
