import {
  COURSE_PICKER_PAGE_SIZE,
  applicationWizardLabels as t,
  format,
  formatDisplayDate,
  loadFavouriteCourses,
  wordsByKey,
  type ApplicationCourse,
} from '@studyatlas/core';
import { FavouriteCoursePicker } from '../../kits/favourite-course-picker/favourite-course-picker.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationCss } from './application.css.js';

export interface CoursePickerProps {
  open: boolean;
  onClose: () => void;
  /** Adds a course: answers the refusal ('You may add maximum five courses in application' …) or null when added (the dialog closes). */
  onPick: (course: ApplicationCourse) => Promise<string | null>;
}

const LABELS = wordsByKey(t, {
  title: 'pickerTitle',
  close: 'close',
  loading: 'pickerLoading',
  empty: 'pickerEmpty',
  pagination: 'pickerPagination',
  action: 'add',
});

const load = (page: number) => loadFavouriteCourses(page);
const keyOf = (course: ApplicationCourse) => course.intakeId;
const addLabel = (course: ApplicationCourse) => format(t.addCourse, { name: course.courseName });

function describe(course: ApplicationCourse) {
  return (
    <>
      <span className="sa-app-picker-name"><bdi>{course.courseName}</bdi></span>
      {format(t.courseAt, { institution: course.institutionName, campus: [course.campus, course.city, course.country].filter(Boolean).join(', ') })}
      {' · '}
      {formatDisplayDate(course.intakeDate)} · {course.studyMode}
    </>
  );
}

/**
 * The course picker of the C step (member §2, §9): the member's favourite course intakes
 * (FavouriteCourseSelect), four a page, paged by the server; Add puts one on the application.
 */
export function CoursePicker({ open, onClose, onPick }: CoursePickerProps) {
  useStylesheet('application', applicationCss);
  return (
    <FavouriteCoursePicker
      open={open}
      onClose={onClose}
      load={load}
      queryKey="favourites/course-intakes"
      pageSize={COURSE_PICKER_PAGE_SIZE}
      keyOf={keyOf}
      describe={describe}
      actionLabel={addLabel}
      onPick={onPick}
      labels={LABELS}
    />
  );
}
