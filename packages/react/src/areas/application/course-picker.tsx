import { useEffect, useState } from 'react';
import {
  ApiError,
  COURSE_PICKER_PAGE_SIZE,
  applicationWizardLabels as t,
  format,
  formatDisplayDate,
  loadFavouriteCourses,
  type ApplicationCourse,
} from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationCss } from './application.css.js';

export interface CoursePickerProps {
  open: boolean;
  onClose: () => void;
  /** Adds a course: answers the refusal ('You may add maximum five courses in application' …) or null when added (the dialog closes). */
  onPick: (course: ApplicationCourse) => Promise<string | null>;
}

const PAGE_SIZES = [COURSE_PICKER_PAGE_SIZE] as const;

/**
 * The course picker of the C step (member §2, §9): the member's favourite course intakes
 * (FavouriteCourseSelect), four a page; Add puts one on the application.
 */
export function CoursePicker({ open, onClose, onPick }: CoursePickerProps) {
  useStylesheet('application', applicationCss);
  const [page, setPage] = useState(1);
  const [reply, setReply] = useState<{ rows: ApplicationCourse[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // Closed, it forgets its page and rows: it opens again on page 1, never showing the last visit's rows.
  useEffect(() => {
    if (!open) {
      setPage(1);
      setReply(null);
      setError(null);
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setReply(null);
    loadFavouriteCourses(page).then(
      (answer) => current && setReply(answer),
      (failure: unknown) => {
        if (!current) return;
        setReply({ rows: [], total: 0 });
        setError(failure instanceof ApiError ? failure.message : null);
      },
    );
    return () => {
      current = false;
    };
  }, [open, page]);

  const add = async (course: ApplicationCourse) => {
    setBusy(course.intakeId);
    setError(null);
    try {
      const refused = await onPick(course);
      if (refused) setError(refused);
      else onClose();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t.pickerTitle} footer={<Button variant="secondary" onClick={onClose}>{t.close}</Button>}>
      <FormError message={error} />
      <Loader active={reply === null} variant="inline" label={t.pickerLoading} />
      {reply && reply.total === 0 && !error && <p className="sa-app-empty">{t.pickerEmpty}</p>}
      {reply && reply.rows.length > 0 && (
        <ul className="sa-app-picker">
          {reply.rows.map((course) => (
            <li key={course.intakeId} className="sa-app-picker-row">
              <span className="sa-app-picker-text">
                <span className="sa-app-picker-name">{course.courseName}</span>
                {format(t.courseAt, { institution: course.institutionName, campus: [course.campus, course.city, course.country].filter(Boolean).join(', ') })}
                {' · '}
                {formatDisplayDate(course.intakeDate)} · {course.studyMode}
              </span>
              <Button variant="secondary" busy={busy === course.intakeId} aria-label={format(t.addCourse, { name: course.courseName })} onClick={() => void add(course)}>
                {t.add}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reply && reply.total > COURSE_PICKER_PAGE_SIZE && (
        <Pagination
          total={reply.total}
          page={page}
          pageSize={COURSE_PICKER_PAGE_SIZE}
          pageSizes={PAGE_SIZES}
          showPageSize={false}
          showGoTo={false}
          onChange={(change) => setPage(change.page)}
          labels={{ pagination: t.pickerPagination }}
        />
      )}
    </Dialog>
  );
}
