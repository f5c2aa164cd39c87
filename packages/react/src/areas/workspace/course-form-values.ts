import type { CourseValues, workspace } from '@studyatlas/core';

/** One language of a course's texts as the form holds it ('' where not translated). */
export interface TranslationFormValues {
  locale: string;
  name: string;
  description: string;
}

/** The form's values: ids as numbers (0 none), numbers as typed. */
export interface CourseFormValues extends CourseValues {
  majorId: number;
  minorId: number;
  awardId: number;
  campusIds: number[];
  durationMonths: string;
  minReference: string;
  translations: TranslationFormValues[];
}

export const valuesOf = (course?: workspace.CatalogueCourse): CourseFormValues => ({
  name: course?.name ?? '',
  courseCode: course?.courseCode ?? '',
  majorId: course?.majorId ?? 0,
  minorId: course?.minorId ?? 0,
  awardId: course?.awardId ?? 0,
  campusIds: course ? [...course.campusIds] : [],
  durationMonths: course?.durationMonths === null || course?.durationMonths === undefined ? '' : String(course.durationMonths),
  durationText: course?.durationText ?? '',
  studentType: course?.studentType ?? '',
  interviewRequired: course?.interviewRequired ?? false,
  minReference: course ? String(course.minReference) : '0',
  description: course?.description ?? '',
  structure: course?.structure ?? '',
  translations: course ? course.translations.map((t) => ({ ...t })) : [],
});

