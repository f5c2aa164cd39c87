import { FAVOURITE_PICKER_PAGE_SIZE, fetchQuery, format, loadFavourites, messages, studyPreferenceLabels as t, type favourites } from '@studyatlas/core';
import { FavouriteCoursePicker as Picker } from '../../../kits/favourite-course-picker/favourite-course-picker.js';

type Course = favourites.CourseFavourite;

export interface FavouriteCoursePickerProps {
  open: boolean;
  onClose: () => void;
  /** Picks a course; answers a message (a duplicate) when nothing could be added, else the dialog closes. */
  onPick: (course: Course) => Promise<string | undefined>;
}

/** Read at render: the words of the current locale. */
const labels = () => ({
  title: t.favouritesTitle,
  close: t.close,
  loading: t.favouritesLoading,
  empty: t.favouritesEmpty,
  pagination: messages.pagination,
  action: t.pick,
});

const keyOf = (course: Course) => course.preferenceId;

/** A page of the favourite courses: a slice of the whole list, asked for once (the favourites screen's 'C' tab shares it). */
async function load(page: number) {
  const courses = (await fetchQuery('favourites/C', () => loadFavourites('C'))).favourites;
  return { rows: courses.slice((page - 1) * FAVOURITE_PICKER_PAGE_SIZE, page * FAVOURITE_PICKER_PAGE_SIZE), total: courses.length };
}
const pickLabel = (course: Course) => format(t.pickCourse, { name: course.courseName });
const describe = (course: Course) =>
  format(t.courseAt, { course: course.courseName, institution: course.institutionName, city: course.city, country: course.country });

/**
 * The favourite-course picker (member §2, §9): the member's favourite courses (allFavourite, type C),
 * loaded once an opening and shown 4 a page; Pick adds the course's country (and its city, when the
 * destination list has it) to the study destinations.
 */
export function FavouriteCoursePicker({ open, onClose, onPick }: FavouriteCoursePickerProps) {
  return (
    <Picker
      open={open}
      onClose={onClose}
      load={load}
      queryKey="favourites/C/picker"
      pageSize={FAVOURITE_PICKER_PAGE_SIZE}
      keyOf={keyOf}
      describe={describe}
      actionLabel={pickLabel}
      onPick={onPick}
      labels={labels()}
      hint={t.favouritesHint}
    />
  );
}
