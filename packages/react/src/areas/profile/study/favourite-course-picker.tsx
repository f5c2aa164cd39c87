import { useEffect, useState } from 'react';
import { ApiError, FAVOURITE_PICKER_PAGE_SIZE, format, loadFavourites, messages, studyPreferenceLabels as t, type favourites } from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { Loader } from '../../../ui/loader/loader.js';
import { Pagination } from '../../../ui/pagination/pagination.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { studyCss } from './study.css.js';

type Course = favourites.CourseFavourite;

export interface FavouriteCoursePickerProps {
  open: boolean;
  onClose: () => void;
  /** Picks a course; answers a message (a duplicate) when nothing could be added, else the dialog closes. */
  onPick: (course: Course) => Promise<string | undefined>;
}

const PAGE_SIZES = [FAVOURITE_PICKER_PAGE_SIZE] as const;

/**
 * The favourite-course picker (member §2, §9): the member's favourite courses (allFavourite, type C),
 * 4 a page; Pick adds the course's country (and its city, when the destination list has it) to the
 * study destinations.
 */
export function FavouriteCoursePicker({ open, onClose, onPick }: FavouriteCoursePickerProps) {
  useStylesheet('profile-study', studyCss);
  const [courses, setCourses] = useState<readonly Course[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setCourses(null);
    setError(undefined);
    setPage(1);
    loadFavourites('C')
      .then((list) => {
        if (current) setCourses(list.favourites);
      })
      .catch((failure: unknown) => {
        if (!(failure instanceof ApiError)) throw failure;
        if (current) {
          setCourses([]);
          setError(failure.message);
        }
      });
    return () => {
      current = false;
    };
  }, [open]);

  const pick = async (course: Course) => {
    setBusy(course.preferenceId);
    try {
      const refused = await onPick(course);
      if (refused) setError(refused);
      else onClose();
    } finally {
      setBusy(null);
    }
  };

  const shown = courses?.slice((page - 1) * FAVOURITE_PICKER_PAGE_SIZE, page * FAVOURITE_PICKER_PAGE_SIZE) ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t.favouritesTitle} footer={<Button variant="secondary" onClick={onClose}>{t.close}</Button>}>
      <p className="sa-study-hint">{t.favouritesHint}</p>
      <Loader active={courses === null} variant="inline" label={t.favouritesLoading} />
      {error && (
        <p className="sa-study-error" role="alert">
          {error}
        </p>
      )}
      {courses && courses.length === 0 && !error && <p className="sa-study-empty">{t.favouritesEmpty}</p>}
      {shown.length > 0 && (
        <ul className="sa-study-picker">
          {shown.map((course) => (
            <li key={course.preferenceId} className="sa-study-picker-row">
              <span className="sa-study-row-name">
                {format(t.courseAt, { course: course.courseName, institution: course.institutionName, city: course.city, country: course.country })}
              </span>
              <Button
                variant="secondary"
                busy={busy === course.preferenceId}
                aria-label={format(t.pickCourse, { name: course.courseName })}
                onClick={() => void pick(course)}
              >
                {t.pick}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {courses && courses.length > FAVOURITE_PICKER_PAGE_SIZE && (
        <Pagination
          total={courses.length}
          page={page}
          pageSize={FAVOURITE_PICKER_PAGE_SIZE}
          pageSizes={PAGE_SIZES}
          showPageSize={false}
          showGoTo={false}
          onChange={(change) => setPage(change.page)}
          labels={{ pagination: messages.pagination }}
        />
      )}
    </Dialog>
  );
}
