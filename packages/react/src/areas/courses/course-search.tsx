import { Suspense } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import { useLeaveElsewhere } from '../../navigation/leave-elsewhere.js';
import { useNavigation } from '../../navigation/navigation.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { Loader } from '../../ui/loader/loader.js';
import { courseRoute } from '../../navigation/routes/courses.js';
import { CourseSearchForm } from './course-search-form.js';
import { courseLabels as l } from '@studyatlas/core';

// The form shows first; the list (its rows, paging, favourite and compare toggles, the compare tray)
// loads when a search runs, the detail (its accordions, intakes and apply conditions) when a row is opened.
const CourseList = /* @__PURE__ */ lazyWithWords(() => import('./course-list.js'), 'CourseList');
const CourseDetail = /* @__PURE__ */ lazyWithWords(() => import('./course-detail.js'), 'CourseDetail');

export interface CourseSearchProps {
  /** Scopes the search to one institution's courses (its legal id). */
  institution?: number;
  headingLevel?: HeadingLevel;
  /**
   * A route the widget does not show itself was asked for (e.g. the login page); the default
   * returns to the search.
   */
  onLeave?: (route: string) => void;
}

/**
 * The course search as one widget (`<sa-course-search>`): the form, the list and the detail, moving
 * between them with the provider's in-memory navigation ('/', '/findCourse/list', '/coudetail/…'),
 * so a partner page's URL never changes. Back on a detail returns to the list it came from, else to
 * the search.
 */
export function CourseSearch({ institution, headingLevel = 2, onLeave }: CourseSearchProps) {
  const { path, navigate } = useNavigation();
  const current = path ?? '/';
  const route = courseRoute(current);
  const leaving = route.screen === 'elsewhere' ? current : null;

  useLeaveElsewhere(leaving, onLeave);

  const Heading = `h${headingLevel}` as const;
  switch (route.screen) {
    case 'search':
      return (
        <CourseSearchForm
          institution={institution}
          title={<Heading className="sa-course-search-title">{l.searchTitle}</Heading>}
        />
      );
    case 'list':
      return (
        <Suspense fallback={<Loader active />}>
          <CourseList institution={institution} headingLevel={headingLevel} query={current.split('?')[1] ?? ''} searchRoute="/" />
        </Suspense>
      );
    case 'detail':
      return (
        <Suspense fallback={<Loader active />}>
          <CourseDetail
            courseId={route.courseId}
            campusId={route.campusId}
            intakeId={route.intakeId}
            headingLevel={headingLevel}
            onBack={() => navigate('/')}
          />
        </Suspense>
      );
    case 'elsewhere':
      return null;
  }
}
