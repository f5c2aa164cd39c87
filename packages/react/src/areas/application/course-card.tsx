import type { ReactNode } from 'react';
import type { ApplicationCourse } from '@studyatlas/core';
import { CourseFacts } from '../../kits/application-summary/course-facts.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationCss } from './application.css.js';
import { applicationSummaryCss } from '../../kits/application-summary/application-summary.css.js';

/** One chosen course as a card, with its action (Remove). */
export function CourseCard({ course, action }: { course: ApplicationCourse; action?: ReactNode }) {
  useStylesheet('application-summary', applicationSummaryCss);
  useStylesheet('application', applicationCss);
  return (
    <article className="sa-app-course" aria-label={course.courseName} part="application-course">
      <p className="sa-app-course-name"><bdi>{course.courseName}</bdi></p>
      <CourseFacts course={course} />
      {action}
    </article>
  );
}
