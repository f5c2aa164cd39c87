import { describe, expect, it } from 'vitest';
import { SCHOLARSHIP_DETAIL_ROUTE, SCHOLARSHIP_LIST_ROUTE, scholarshipDetailRoute, scholarshipRoute } from './scholarships.js';

describe('scholarship routes', () => {
  it('builds the list and detail routes', () => {
    expect(SCHOLARSHIP_LIST_ROUTE).toBe('/findSch/list');
    expect(SCHOLARSHIP_DETAIL_ROUTE).toBe('/schdetail');
    expect(scholarshipDetailRoute(8)).toBe('/schdetail/8');
    expect(scholarshipDetailRoute('x y')).toBe('/schdetail/x%20y');
  });

  it('parses the scholarship screens: no map, positive ids only, exact case', () => {
    expect(scholarshipRoute('/')).toEqual({ screen: 'start' });
    expect(scholarshipRoute('/findSch')).toEqual({ screen: 'list', reload: undefined });
    expect(scholarshipRoute('/findSch/list/2')).toEqual({ screen: 'list', reload: '2' });
    expect(scholarshipRoute('/findSch/map')).toEqual({ screen: 'elsewhere' });
    expect(scholarshipRoute('/schdetail/12')).toEqual({ screen: 'detail', schId: 12 });
    expect(scholarshipRoute('/schdetail/0')).toEqual({ screen: 'elsewhere' });
    expect(scholarshipRoute('/schdetail/1234567890')).toEqual({ screen: 'elsewhere' });
    expect(scholarshipRoute('/SchDetail/12')).toEqual({ screen: 'elsewhere' });
    expect(scholarshipRoute(SCHOLARSHIP_LIST_ROUTE)).toEqual({ screen: 'list', reload: undefined });
    expect(scholarshipRoute(scholarshipDetailRoute(31))).toEqual({ screen: 'detail', schId: 31 });
  });
});
