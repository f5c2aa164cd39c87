import { describe, expect, it } from 'vitest';
import { parseFindRoute, type FindRouteSpec } from './find-routes.js';

// The three shapes the areas use: a map and case-sensitive names (institutions), no map with any-case
// names and positive ids (friends), and no map with case-sensitive names and positive ids (scholarships).
const WITH_MAP: FindRouteSpec<'legalFk', true> = { find: 'findInst', detail: 'instdetail', idKey: 'legalFk', map: true };
const ANY_CASE: FindRouteSpec<'clientId', false> = { find: 'findfriend', detail: 'friendDetail', idKey: 'clientId', map: false, anyCase: true, positiveId: true };
const POSITIVE: FindRouteSpec<'schId', false> = { find: 'findSch', detail: 'schdetail', idKey: 'schId', map: false, positiveId: true };

describe('parseFindRoute', () => {
  it("reads '/' (and an empty path, a bare query or hash) as the start", () => {
    for (const path of ['/', '', '//', '/?country=India', '/#top', '?x=1#y']) {
      expect(parseFindRoute(path, WITH_MAP), path).toEqual({ screen: 'start' });
    }
  });

  it('reads the find name alone, /list and /list/:reload as the list, with the reload value', () => {
    expect(parseFindRoute('/findInst', WITH_MAP)).toEqual({ screen: 'list', reload: undefined });
    expect(parseFindRoute('/findInst/list', WITH_MAP)).toEqual({ screen: 'list', reload: undefined });
    expect(parseFindRoute('/findInst/list/3', WITH_MAP)).toEqual({ screen: 'list', reload: '3' });
    expect(parseFindRoute('/findInst/list/abc', WITH_MAP)).toEqual({ screen: 'list', reload: 'abc' });
    // Query and hash are ignored, empty segments are skipped and the leading slash is optional.
    expect(parseFindRoute('/findInst/list/7?rndm=0.5#results', WITH_MAP)).toEqual({ screen: 'list', reload: '7' });
    expect(parseFindRoute('//findInst//list//', WITH_MAP)).toEqual({ screen: 'list', reload: undefined });
    expect(parseFindRoute('findInst/list/2', WITH_MAP)).toEqual({ screen: 'list', reload: '2' });
  });

  it('reads /map and /map/:mapType when the area has a map; an unknown tier starts nowhere in particular', () => {
    expect(parseFindRoute('/findInst/map', WITH_MAP)).toEqual({ screen: 'map', mapType: undefined });
    for (const tier of ['ICON1', 'ICON2', 'ICON3', 'ICON4'] as const) {
      expect(parseFindRoute(`/findInst/map/${tier}`, WITH_MAP)).toEqual({ screen: 'map', mapType: tier });
    }
    expect(parseFindRoute('/findInst/map/ICON5', WITH_MAP)).toEqual({ screen: 'map', mapType: undefined });
    expect(parseFindRoute('/findInst/map/icon2', WITH_MAP)).toEqual({ screen: 'map', mapType: undefined });
    expect(parseFindRoute('/findInst/map/ICON3?bar=1', WITH_MAP)).toEqual({ screen: 'map', mapType: 'ICON3' });
  });

  it('has no map screen for an area without one', () => {
    expect(parseFindRoute('/findSch/map', POSITIVE)).toEqual({ screen: 'elsewhere' });
    expect(parseFindRoute('/findfriend/map/ICON1', ANY_CASE)).toEqual({ screen: 'elsewhere' });
  });

  it('reads /<detail>/:id as the detail, the id under the area\'s own key', () => {
    expect(parseFindRoute('/instdetail/12', WITH_MAP)).toEqual({ screen: 'detail', legalFk: 12 });
    expect(parseFindRoute('/schdetail/5', POSITIVE)).toEqual({ screen: 'detail', schId: 5 });
    expect(parseFindRoute('/friendDetail/42', ANY_CASE)).toEqual({ screen: 'detail', clientId: 42 });
    expect(parseFindRoute('/instdetail/007', WITH_MAP)).toEqual({ screen: 'detail', legalFk: 7 });
    expect(parseFindRoute('/instdetail/12/extra?x=1', WITH_MAP)).toEqual({ screen: 'detail', legalFk: 12 });
  });

  it('accepts any digits as the id unless the area asks for a positive id of at most 9 digits', () => {
    expect(parseFindRoute('/instdetail/0', WITH_MAP)).toEqual({ screen: 'detail', legalFk: 0 });
    expect(parseFindRoute('/instdetail/1234567890', WITH_MAP)).toEqual({ screen: 'detail', legalFk: 1234567890 });
    expect(parseFindRoute('/schdetail/0', POSITIVE)).toEqual({ screen: 'elsewhere' });
    expect(parseFindRoute('/schdetail/000', POSITIVE)).toEqual({ screen: 'elsewhere' });
    expect(parseFindRoute('/schdetail/1234567890', POSITIVE)).toEqual({ screen: 'elsewhere' });
    expect(parseFindRoute('/schdetail/999999999', POSITIVE)).toEqual({ screen: 'detail', schId: 999999999 });
  });

  it('sends bad ids, a missing id and unknown children elsewhere', () => {
    for (const path of ['/instdetail', '/instdetail/abc', '/instdetail/-1', '/instdetail/1e3', '/instdetail/1.5', '/instdetail/%2012']) {
      expect(parseFindRoute(path, WITH_MAP), path).toEqual({ screen: 'elsewhere' });
    }
    for (const path of ['/findInst/12', '/findInst/detail/12', '/findInst/List', '/signUp', '/findSch/list', '/instdetail12']) {
      expect(parseFindRoute(path, WITH_MAP), path).toEqual({ screen: 'elsewhere' });
    }
  });

  it('matches the first segment exactly, unless the area allows any case (the children stay exact)', () => {
    expect(parseFindRoute('/findinst/list', WITH_MAP)).toEqual({ screen: 'elsewhere' });
    expect(parseFindRoute('/InstDetail/3', WITH_MAP)).toEqual({ screen: 'elsewhere' });
    expect(parseFindRoute('/FindSch', POSITIVE)).toEqual({ screen: 'elsewhere' });

    expect(parseFindRoute('/FINDFRIEND', ANY_CASE)).toEqual({ screen: 'list', reload: undefined });
    expect(parseFindRoute('/FindFriend/list/9', ANY_CASE)).toEqual({ screen: 'list', reload: '9' });
    expect(parseFindRoute('/frienddetail/8', ANY_CASE)).toEqual({ screen: 'detail', clientId: 8 });
    expect(parseFindRoute('/FRIENDDETAIL/8', ANY_CASE)).toEqual({ screen: 'detail', clientId: 8 });
    expect(parseFindRoute('/findfriend/LIST', ANY_CASE)).toEqual({ screen: 'elsewhere' });
  });
});
