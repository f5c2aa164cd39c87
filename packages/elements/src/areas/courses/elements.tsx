import { useCallback, useEffect } from 'react';
import { CourseSearch, courseRoute, useNavigation } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { useLeave } from '../../leave-to-portal.js';

/*
 * The components behind the course elements: each moves between the search, the
 * list and the detail inside itself (in-memory navigation), never touching the host page's URL. A
 * route the widget does not show opens on the portal when the element has `portal-url`; otherwise
 * the widget returns to its start.
 */

export { areaStyles } from './styles.js';


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
