import { compareCss, coursesCss, favouritesCss } from '@studyatlas/react';
import { useCallback, useEffect } from 'react';
import { CourseDetail, CourseSearch, courseRoute, useNavigation } from '@studyatlas/react';
import { headingLevelOf } from '../heading-level.js';
import { useLeave } from '../leave-to-portal.js';

/*
 * The components behind the course elements: each moves between the search, the
 * list and the detail inside itself (in-memory navigation), never touching the host page's URL. A
 * route the widget does not show opens on the portal when the element has `portal-url`; otherwise
 * the widget returns to its start.
 */

/** The course screens render favourite and compare toggles. */
export const areaStyles = [favouritesCss, compareCss, coursesCss];


export interface CourseSearchElementProps {
  /** Scopes the search to one institution's courses (its legal id). */
  institution?: number;
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}

export function CourseSearchElement({ institution, headingLevel }: CourseSearchElementProps) {
  const leave = useLeave();
  const scoped = institution !== undefined && Number.isInteger(institution) && institution > 0 ? institution : undefined;
  return <CourseSearch institution={scoped} headingLevel={headingLevelOf(headingLevel)} onLeave={leave} />;
}

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
  if (route.screen === 'detail') {
    // another intake of the course, chosen in the widget; back returns to the element's own
    return <CourseDetail {...route} headingLevel={level} onBack={() => navigate('/')} />;
  }
  if (leaving !== null || !courseId) return null;
  return (
    <CourseDetail
      key={`${courseId}-${campusId ?? 0}-${intakeId ?? 0}`}
      courseId={courseId}
      campusId={campusId}
      intakeId={intakeId}
      headingLevel={level}
      onBack={() => window.history.back()}
    />
  );
}
