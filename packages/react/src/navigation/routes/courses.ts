/** The course routes of the specification (discovery §2). */
export const COURSE_DETAIL_ROUTE = '/coudetail';

/** '/coudetail/:courseId/:campusId/:intakeId' of a course at a campus and intake. */
export const courseDetailRoute = (courseId: number, campusId: number, intakeId: number): string =>
  `${COURSE_DETAIL_ROUTE}/${courseId}/${campusId}/${intakeId}`;

export type CourseRoute =
  | { screen: 'search' }
  | { screen: 'list' }
  | { screen: 'detail'; courseId: number; campusId: number; intakeId: number }
  | { screen: 'elsewhere' };

const whole = (segment: string | undefined): number => (segment && /^\d{1,9}$/.test(segment) ? Number(segment) : 0);

/**
 * The course screen for a route, for hosts without the portal's router (the course-search element):
 * '/' the search, '/findCourse' and '/findCourse/list/:reload?' the list, '/coudetail/…' a detail.
 */
export function courseRoute(path: string): CourseRoute {
  const [name, first, second, third] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (name === undefined) return { screen: 'search' };
  if (name === 'findCourse') return { screen: 'list' };
  if (name === 'coudetail' && whole(first) > 0) return { screen: 'detail', courseId: whole(first), campusId: whole(second), intakeId: whole(third) };
  return { screen: 'elsewhere' };
}
