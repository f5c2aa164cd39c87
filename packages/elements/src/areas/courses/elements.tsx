import { Suspense } from 'react';
import { COURSE_LIST_ROUTE } from '@studyatlas/core';
import { COMPARE_ROUTE, CourseSearch, Loader, useNavigation } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LateSheets } from '../../late-sheets.js';
import { useLeave } from '../../leave-to-portal.js';
import { lazyComponent } from '../../lazy.js';
import { lateSheets } from './styles.js';

/*
 * The components behind the course elements: each moves between the search, the
 * list and the detail inside itself (in-memory navigation), never touching the host page's URL. A
 * route the widget does not show opens on the portal when the element has `portal-url`; otherwise
 * the widget returns to its start. The compare tray's Compare opens the comparison inside the widget.
 */

export { areaStyles, lateSheets } from './styles.js';

const CourseCompareScreen = lazyComponent(() => import('./compare-screen.js'), 'CourseCompareScreen');

export interface CourseSearchElementProps {
  /** Scopes the search to one institution's courses (its legal id). */
  institution?: number;
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}

export function CourseSearchElement({ institution, headingLevel }: CourseSearchElementProps) {
  const leave = useLeave();
  const { path, navigate } = useNavigation();
  const scoped = institution !== undefined && Number.isInteger(institution) && institution > 0 ? institution : undefined;
  const level = headingLevelOf(headingLevel);
  return (
    <LateSheets names={lateSheets}>
      {(path ?? '/').split(/[?#]/)[0] === COMPARE_ROUTE ? (
        <Suspense fallback={<Loader active />}>
          <CourseCompareScreen headingLevel={level} onBack={() => navigate(COURSE_LIST_ROUTE)} />
        </Suspense>
      ) : (
        <CourseSearch institution={scoped} headingLevel={level} onLeave={leave} />
      )}
    </LateSheets>
  );
}
