import { Redirect, useSearch } from 'wouter';
import { courseLabels } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const screens = () => import('../screens/courses.js');
const CourseDetail = lazyScreen(screens, 'CourseDetail');
const CourseList = lazyScreen(screens, 'CourseList');

/** The list with the search of its URL's query (a shared link, a bookmark, a new tab). */
function CourseListRoute() {
  const query = useSearch();
  return <CourseList query={query} headingLevel={1} />;
}

const id = (value: string | undefined): number => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/**
 * Discovery §2: the course list with the filter panel beside it (the search in its query string, so
 * it can be shared and bookmarked; its random `reload` parameter re-mounts it) and the course detail. Spread into `portalRoutes` in ../routes.tsx:
 * `...courseRoutes`. The search panel itself belongs on /findDashBoard (`<SearchPanel />`).
 */
export const courseRoutes: PortalRoute[] = [
  { path: '/findCourse', render: () => <Redirect to="/findCourse/list" replace /> },
  {
    path: '/findCourse/list/:reload?',
    title: () => courseLabels.resultsTitle,
    render: (p) => <CourseListRoute key={p.reload} />,
  },
  {
    path: '/coudetail/:courseId/:campusId/:intakeId?',
    title: () => courseLabels.details,
    render: (p) => (
      <CourseDetail
        key={`${p.courseId}-${p.campusId}-${p.intakeId}`}
        courseId={id(p.courseId)}
        campusId={id(p.campusId)}
        intakeId={id(p.intakeId)}
        headingLevel={1}
      />
    ),
  },
];
