import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  $detailOrigin,
  $loginDialog,
  applyMessages,
  clearAllSearches,
  closeLoginDialog,
  courseDetail,
  format,
  messages,
  setDetailOrigin,
  courseReplyMessages,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { broadCourseSearch } from '../../../test/course-catalogue.js';
import { CourseDetail } from './course-detail.js';
import { formatDay } from './format.js';
import { courseDetailLabels as d, courseLabels as l } from '@studyatlas/core';

beforeEach(() => clearAllSearches());

const panels = () => [...document.querySelectorAll<HTMLElement>('.sa-accordion-panel')];

async function renderFirstCourse(props: { onBack?: () => void } = {}) {
  const { firstRow } = await broadCourseSearch();
  const expected = await courseDetail({ courseId: firstRow.courseFk, campusId: firstRow.locationId, intakeId: firstRow.intakeId });
  const rendered = renderWithProvider(
    <CourseDetail courseId={firstRow.courseFk} campusId={firstRow.locationId} intakeId={firstRow.intakeId} {...props} />,
  );
  await screen.findByRole('heading', { name: expected.courseName });
  return { ...rendered, expected };
}

describe('CourseDetail', () => {
  it('shows the course, its institution and its detail fields', async () => {
    const { expected } = await renderFirstCourse();
    const text = document.body.textContent ?? '';
    expect(text).toContain(expected.institute);
    expect(text).toContain(expected.courseCode);
    expect(text).toContain(expected.award);
    expect(text).toContain(expected.duration);
    if (expected.termStart) expect(text).toContain(formatDay(expected.termStart));
    for (const title of [l.overview, d.structure, `${d.campuses} (${expected.campuses.length})`, `${d.intakes} (${expected.intakes.length})`]) {
      expect(screen.getByRole('button', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: l.overview }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: `${d.campuses} (${expected.campuses.length})` }).getAttribute('aria-expanded')).toBe('false');
  });

  it('expands and collapses every section at once, campuses and intakes included', async () => {
    const { user, expected } = await renderFirstCourse();
    await user.click(screen.getByRole('button', { name: messages.expandAll }));
    expect(panels().every((panel) => !panel.hidden)).toBe(true);
    for (const campus of expected.campuses) expect(screen.getByText(campus.name)).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(expected.intakes.length + (expected.intakes.length > 0 ? 1 : 0));
    await user.click(screen.getByRole('button', { name: messages.collapseAll }));
    expect(panels().every((panel) => panel.hidden)).toBe(true);
  });

  it('back returns to the results when opened from them', async () => {
    setDetailOrigin('/findCourse/list');
    const onBack = vi.fn();
    const { user, navigate } = await renderFirstCourse({ onBack });
    await user.click(screen.getByRole('button', { name: messages.back }));
    expect(navigate).toHaveBeenCalledWith('/findCourse/list');
    expect(onBack).not.toHaveBeenCalled();
    expect($detailOrigin.get()).toBeNull();
  });

  it('back goes to the previous page otherwise', async () => {
    const onBack = vi.fn();
    const { user, navigate } = await renderFirstCourse({ onBack });
    await user.click(screen.getByRole('button', { name: messages.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says so when the course does not exist", async () => {
    renderWithProvider(<CourseDetail courseId={999_999} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(courseReplyMessages.courseNotFound));
  });

  it('offers Apply for the chosen intake: signed out, it asks to sign in first', async () => {
    const { user, expected } = await renderFirstCourse();
    expect(expected.intakeId).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: format(applyMessages.applyCourse, { name: expected.courseName }) }));
    expect($loginDialog.get()).toMatchObject({ open: true, reason: applyMessages.applySignIn });
    closeLoginDialog();
  });
});
