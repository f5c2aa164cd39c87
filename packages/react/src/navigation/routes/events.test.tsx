import { describe, expect, it } from 'vitest';
import { EVENT_DETAIL_ROUTE, EVENT_SEARCH_ROUTE, eventDetailRoute, eventRoute } from './events.js';

describe('event routes', () => {
  it('builds the search and detail routes (location 0: away from a campus)', () => {
    expect(EVENT_SEARCH_ROUTE).toBe('/findEvent');
    expect(EVENT_DETAIL_ROUTE).toBe('/detail');
    expect(eventDetailRoute(4, 9, 21)).toBe('/detail/4/9/21');
    expect(eventDetailRoute(4, 0, 21)).toBe('/detail/4/0/21');
  });

  it("parses '/' as the search, /findEvent and /findEvent/list/:reload as the list", () => {
    expect(eventRoute('/')).toEqual({ screen: 'search' });
    expect(eventRoute('/findEvent')).toEqual({ screen: 'list' });
    expect(eventRoute('/findEvent/list')).toEqual({ screen: 'list' });
    expect(eventRoute('/findEvent/list/5?bar=2')).toEqual({ screen: 'list' });
    expect(eventRoute('/findEvent/map')).toEqual({ screen: 'elsewhere' });
    expect(eventRoute('/findevent')).toEqual({ screen: 'elsewhere' });
  });

  it('parses a detail with a positive legal id and event id and a location id from 0', () => {
    expect(eventRoute(eventDetailRoute(4, 9, 21))).toEqual({ screen: 'detail', legalId: 4, locationId: 9, eventId: 21 });
    expect(eventRoute('/detail/4/0/21')).toEqual({ screen: 'detail', legalId: 4, locationId: 0, eventId: 21 });
    for (const path of ['/detail/0/1/2', '/detail/4/1/0', '/detail/4/x/2', '/detail/4/1', '/detail/4', '/detail', '/detail/-4/1/2']) {
      expect(eventRoute(path), path).toEqual({ screen: 'elsewhere' });
    }
  });
});
