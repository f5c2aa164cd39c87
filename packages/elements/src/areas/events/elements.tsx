import { eventsCss, favouritesCss } from '@studyatlas/react';
import { useEffect } from 'react';
import { EventDetail, EventSearch, eventRoute, useNavigation } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { useLeave } from '../../leave-to-portal.js';

/*
 * The components behind the event elements: each moves between the search, the list and the detail
 * inside itself (in-memory navigation), never touching the host page's URL. A route the widget does
 * not show opens on the portal when the element has `portal-url`; otherwise the widget returns to its start.
 */

/** The event screens render favourite toggles. */
export const areaStyles = [favouritesCss, eventsCss];

export interface EventSearchElementProps {
  /** Scopes the search to one institution's events (its legal id). */
  institution?: number;
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}

export function EventSearchElement({ institution, headingLevel }: EventSearchElementProps) {
  const leave = useLeave();
  const scoped = institution !== undefined && Number.isInteger(institution) && institution > 0 ? institution : undefined;
  return <EventSearch institution={scoped} headingLevel={headingLevelOf(headingLevel)} onLeave={leave} />;
}

export interface EventDetailElementProps {
  legalId?: number;
  /** The event's campus or office; 0 (or absent) for an event held elsewhere. */
  locationId?: number;
  eventId?: number;
  /** Heading level of the event name (1–4; default 2). */
  headingLevel?: number;
}

export function EventDetailElement({ legalId, locationId, eventId, headingLevel }: EventDetailElementProps) {
  const { path } = useNavigation();
  const leave = useLeave();
  const route = eventRoute(path ?? '/');
  const leaving = route.screen === 'search' ? null : (path ?? '/');
  useEffect(() => {
    if (leaving !== null) leave(leaving);
  }, [leaving, leave]);
  if (leaving !== null || !legalId || !eventId) return null;
  return (
    <EventDetail
      key={`${legalId}-${locationId ?? 0}-${eventId}`}
      legalId={legalId}
      locationId={locationId ?? 0}
      eventId={eventId}
      headingLevel={headingLevelOf(headingLevel)}
      onBack={() => window.history.back()}
    />
  );
}
