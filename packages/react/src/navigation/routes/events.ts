/** The event routes of the specification (discovery §2). */
export const EVENT_SEARCH_ROUTE = '/findEvent';
export const EVENT_DETAIL_ROUTE = '/detail';

/** '/detail/:legalId/:locationId/:eventId' (locationId 0 for an event held away from a campus). */
export const eventDetailRoute = (legalId: number, locationId: number, eventId: number): string =>
  `${EVENT_DETAIL_ROUTE}/${legalId}/${locationId}/${eventId}`;

export type EventRoute =
  | { screen: 'search' }
  | { screen: 'list' }
  | { screen: 'detail'; legalId: number; locationId: number; eventId: number }
  | { screen: 'elsewhere' };

const whole = (segment: string | undefined): number => (segment && /^\d{1,9}$/.test(segment) ? Number(segment) : -1);

/**
 * The event screen for a route, for hosts without the portal's router (the event-search element):
 * '/' the search, '/findEvent' and '/findEvent/list/:reload?' the list, '/detail/…' a detail.
 */
export function eventRoute(path: string): EventRoute {
  const [name, first, second, third] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (name === undefined) return { screen: 'search' };
  if (name === 'findEvent' && (first === undefined || first === 'list')) return { screen: 'list' };
  if (name === 'detail' && whole(first) > 0 && whole(second) >= 0 && whole(third) > 0) {
    return { screen: 'detail', legalId: whole(first), locationId: whole(second), eventId: whole(third) };
  }
  return { screen: 'elsewhere' };
}
