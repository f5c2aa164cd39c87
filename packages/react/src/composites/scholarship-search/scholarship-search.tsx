import { useStore } from '@nanostores/react';
import { $detailOrigin } from '@studyatlas/core';
import { useLeaveElsewhere } from '../../navigation/leave-elsewhere.js';
import { useNavigation } from '../../navigation/navigation.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { CourseSearch } from '../../areas/courses/course-search.js';
import { courseRoute } from '../../navigation/routes/courses.js';
import { scholarshipRoute } from '../../navigation/routes/scholarships.js';
import { ScholarshipDetail } from '../../areas/scholarships/scholarship-detail.js';
import { ScholarshipList } from '../../areas/scholarships/scholarship-list.js';
import { ScholarshipSearchForm } from '../../areas/scholarships/scholarship-search-form.js';

export interface ScholarshipSearchProps {
  /** Scopes the search to one institution's scholarships (its legal id), as a partner's widget does. */
  institution?: number;
  headingLevel?: HeadingLevel;
  /** A route the widget does not show itself was asked for; the default returns to the search. */
  onLeave?: (route: string) => void;
}

/**
 * The scholarship search as one widget (`<sa-scholarship-search>`): the form, the list and the detail,
 * moving between them with the provider's in-memory navigation ('/', '/findSch/list', '/schdetail/…'),
 * so a partner page's URL never changes; the courses a scholarship applies to open in the course
 * list inside the widget. Back on a detail returns to the list it came from, else to the search.
 */
export function ScholarshipSearch({ institution, headingLevel = 2, onLeave }: ScholarshipSearchProps) {
  const { path, navigate } = useNavigation();
  const origin = useStore($detailOrigin);
  const current = path ?? '/';
  const route = scholarshipRoute(current);
  const courses = courseRoute(current).screen;
  const showsCourses = route.screen === 'elsewhere' && (courses === 'list' || courses === 'detail');
  const leaving = route.screen === 'elsewhere' && !showsCourses ? current : null;

  useLeaveElsewhere(leaving, onLeave);

  if (showsCourses) return <CourseSearch headingLevel={headingLevel} onLeave={onLeave} />;
  switch (route.screen) {
    case 'start':
      return <ScholarshipSearchForm institution={institution} headingLevel={headingLevel} />;
    case 'list':
      return (
        <>
          <ScholarshipSearchForm institution={institution} headingLevel={headingLevel} />
          <ScholarshipList key={route.reload} reload={route.reload} institution={institution} headingLevel={headingLevel} />
        </>
      );
    case 'detail':
      // Back returns to the widget's list when the detail was opened from it (the default back), else to the search.
      return <ScholarshipDetail key={route.schId} schId={route.schId} headingLevel={headingLevel} onBack={origin === null ? () => navigate('/') : undefined} />;
    case 'elsewhere':
      return null;
  }
}
