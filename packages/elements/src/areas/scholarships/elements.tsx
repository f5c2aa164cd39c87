import { favouritesCss, scholarshipsCss } from '@studyatlas/react';
import { useEffect } from 'react';
import { ScholarshipDetail, ScholarshipSearch, scholarshipRoute, useNavigation } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { useLeave } from '../../leave-to-portal.js';

/*
 * The components behind the scholarship elements: each moves between its screens inside itself
 * (in-memory navigation), never touching the host page's URL. A route the widget does not show opens
 * on the portal when the element has `portal-url`; otherwise the widget returns to its start.
 */

/** The scholarship screens render favourite toggles. */
export const areaStyles = [favouritesCss, scholarshipsCss];

export interface ScholarshipSearchElementProps {
  /** Scopes the search to one institution's scholarships (its legal id). */
  institution?: number;
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}

export function ScholarshipSearchElement({ institution, headingLevel }: ScholarshipSearchElementProps) {
  const leave = useLeave();
  const scoped = institution !== undefined && Number.isInteger(institution) && institution > 0 ? institution : undefined;
  return <ScholarshipSearch institution={scoped} headingLevel={headingLevelOf(headingLevel)} onLeave={leave} />;
}

export interface ScholarshipDetailElementProps {
  /** The scholarship to show. */
  schId?: number;
  /** Heading level of the scholarship's name (1–4; default 2). */
  headingLevel?: number;
}

export function ScholarshipDetailElement({ schId, headingLevel }: ScholarshipDetailElementProps) {
  const { path, navigate } = useNavigation();
  const leave = useLeave();
  const route = scholarshipRoute(path ?? '/');
  const level = headingLevelOf(headingLevel);
  // Any other route (the course list, an institution) is the portal's.
  const leaving = route.screen === 'list' || route.screen === 'elsewhere' ? (path ?? '/') : null;
  useEffect(() => {
    if (leaving !== null) leave(leaving);
  }, [leaving, leave]);
  if (route.screen === 'detail') return <ScholarshipDetail key={route.schId} schId={route.schId} headingLevel={level} onBack={() => navigate('/')} />;
  if (leaving !== null || schId === undefined || !Number.isSafeInteger(schId) || schId <= 0) return null;
  return <ScholarshipDetail key={schId} schId={schId} headingLevel={level} />;
}
