import { useEffect } from 'react';
import { CourseDetail, courseRoute, useNavigation } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LateSheets } from '../../late-sheets.js';
import { useLeave } from '../../leave-to-portal.js';
import { lateSheets } from './styles.js';

/*
 * The component behind <sa-course-detail>: a module of its own, so that the course search loads the
 * detail only when a row is opened (course-search.tsx imports the detail lazily).
 */

export { areaStyles, lateSheets } from './styles.js';

export interface CourseDetailElementProps {
  courseId?: number;
  campusId?: number;
  intakeId?: number;
  /** Heading level of the course name (1–4; default 2). */
  headingLevel?: number;
}

export function CourseDetailElement({ courseId, campusId, intakeId, headingLevel }: CourseDetailElementProps) {
  const { path, navigate } = useNavigation();
  const leave = useLeave();
  const route = courseRoute(path ?? '/');
  const level = headingLevelOf(headingLevel);
  const leaving = route.screen === 'list' || route.screen === 'elsewhere' ? (path ?? '/') : null;
  useEffect(() => {
    if (leaving !== null) leave(leaving);
  }, [leaving, leave]);
  const detail =
    route.screen === 'detail' ? (
      // another intake of the course, chosen in the widget; back returns to the element's own
      <CourseDetail {...route} headingLevel={level} onBack={() => navigate('/')} />
    ) : leaving === null && courseId ? (
      <CourseDetail
        key={`${courseId}-${campusId ?? 0}-${intakeId ?? 0}`}
        courseId={courseId}
        campusId={campusId}
        intakeId={intakeId}
        headingLevel={level}
        onBack={() => window.history.back()}
      />
    ) : null;
  return detail && <LateSheets names={lateSheets}>{detail}</LateSheets>;
}
