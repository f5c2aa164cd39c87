import { applicationSummaryLabels as t, formatDisplayDate, type ApplicationCourse } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationSummaryCss } from './application-summary.css.js';

const place = (course: ApplicationCourse) => [course.campus, course.city, course.country].filter((part) => part && part.trim()).join(', ');

/** The facts of a chosen course (member §2 C): institution, campus, intake date dd-MMM-yyyy, study mode, seats left. */
export function CourseFacts({ course }: { course: ApplicationCourse }) {
  useStylesheet('application-summary', applicationSummaryCss);
  return (
    <dl className="sa-app-facts">
      <div>
        <dt>{t.institution}</dt>
        <dd><bdi>{course.institutionName}</bdi></dd>
      </div>
      <div>
        <dt>{t.campus}</dt>
        <dd>{place(course)}</dd>
      </div>
      <div>
        <dt>{t.intakeDate}</dt>
        <dd>{formatDisplayDate(course.intakeDate)}</dd>
      </div>
      <div>
        <dt>{t.studyMode}</dt>
        <dd>{course.studyMode}</dd>
      </div>
      <div>
        <dt>{t.seatsLeft}</dt>
        <dd>{course.seatsLeft === null ? t.seatsUnlimited : course.seatsLeft}</dd>
      </div>
    </dl>
  );
}
