import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_LIST_ROUTE,
  INSTITUTION_MAP_ROUTE,
  institutionDetailRoute,
  institutionFormsRoute,
  institutionRoute,
  institutionViewRoute,
} from './institutions.js';

describe('institution routes', () => {
  it('builds the list, map, detail and forms routes', () => {
    expect(INSTITUTION_LIST_ROUTE).toBe('/findInst/list');
    expect(INSTITUTION_MAP_ROUTE).toBe('/findInst/map');
    expect(institutionDetailRoute(12)).toBe('/instdetail/12');
    expect(institutionDetailRoute('a&b')).toBe('/instdetail/a%26b');
    expect(institutionFormsRoute(40)).toBe('/findForm/list/40');
    expect(institutionFormsRoute('1 2')).toBe('/findForm/list/1%202');
  });

  it('turns a remembered view tab into its route: D the map, L the list', () => {
    expect(institutionViewRoute('D')).toBe(INSTITUTION_MAP_ROUTE);
    expect(institutionViewRoute('L')).toBe(INSTITUTION_LIST_ROUTE);
  });

  it('parses every institution screen (names in their exact case) and its own built routes back', () => {
    expect(institutionRoute('/')).toEqual({ screen: 'start' });
    expect(institutionRoute('/findInst/list/3')).toEqual({ screen: 'list', reload: '3' });
    expect(institutionRoute('/findInst/map/ICON4')).toEqual({ screen: 'map', mapType: 'ICON4' });
    expect(institutionRoute('/instdetail/12')).toEqual({ screen: 'detail', legalFk: 12 });
    expect(institutionRoute('/FindInst/list')).toEqual({ screen: 'elsewhere' });
    expect(institutionRoute('/instDetail/12')).toEqual({ screen: 'elsewhere' });
    expect(institutionRoute(institutionFormsRoute(3))).toEqual({ screen: 'elsewhere' });

    expect(institutionRoute(INSTITUTION_LIST_ROUTE)).toEqual({ screen: 'list', reload: undefined });
    expect(institutionRoute(INSTITUTION_MAP_ROUTE)).toEqual({ screen: 'map', mapType: undefined });
    expect(institutionRoute(institutionDetailRoute(99))).toEqual({ screen: 'detail', legalFk: 99 });
  });
});
