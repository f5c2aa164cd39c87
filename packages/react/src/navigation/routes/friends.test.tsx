import { describe, expect, it } from 'vitest';
import { FRIEND_LIST_ROUTE, friendDetailRoute, friendRoute } from './friends.js';

describe('friend routes', () => {
  it('builds the list and detail routes', () => {
    expect(FRIEND_LIST_ROUTE).toBe('/findfriend/list');
    expect(friendDetailRoute(12)).toBe('/friendDetail/12');
    expect(friendDetailRoute('4/5')).toBe('/friendDetail/4%2F5');
  });

  it('parses the friend screens: no map, positive ids only, the first segment in any case', () => {
    expect(friendRoute('/')).toEqual({ screen: 'start' });
    expect(friendRoute('/findfriend')).toEqual({ screen: 'list', reload: undefined });
    expect(friendRoute('/FindFriend/list/4')).toEqual({ screen: 'list', reload: '4' });
    expect(friendRoute('/findfriend/map')).toEqual({ screen: 'elsewhere' });
    expect(friendRoute('/friendDetail/12')).toEqual({ screen: 'detail', clientId: 12 });
    expect(friendRoute('/frienddetail/12')).toEqual({ screen: 'detail', clientId: 12 });
    expect(friendRoute('/friendDetail/0')).toEqual({ screen: 'elsewhere' });
    expect(friendRoute('/friendDetail/me')).toEqual({ screen: 'elsewhere' });
    expect(friendRoute('/login')).toEqual({ screen: 'elsewhere' });
    expect(friendRoute(FRIEND_LIST_ROUTE)).toEqual({ screen: 'list', reload: undefined });
    expect(friendRoute(friendDetailRoute(77))).toEqual({ screen: 'detail', clientId: 77 });
  });
});
