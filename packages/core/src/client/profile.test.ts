import { describe, expect, it } from 'vitest';
import { isMemberRoute, profileRoute, profileTabOf } from './profile.js';

describe('profile routes', () => {
  it('names each tab by its route and reads a route segment or code back', () => {
    expect(profileRoute()).toBe('/profile/myDetail');
    expect(profileRoute('W')).toBe('/profile/workexperience');
    expect(profileTabOf('studyPref')).toBe('S');
    expect(profileTabOf('EDUCATION')).toBe('E');
    expect(profileTabOf('p')).toBe('P');
    expect(profileTabOf(undefined)).toBe('B');
    expect(profileTabOf('nonsense')).toBe('B');
  });

  it('knows the member routes of member §2, with their children and parameters', () => {
    for (const route of ['/profile', '/profile/education', '/onlineApp/1', '/apps', '/apps/x?appId=3', '/msgList', '/createMsg/4', '/readMsg/4', '/myfriendlist', '/MSGLIST'])
      expect(isMemberRoute(route), route).toBe(true);
    for (const route of ['/', '/findDashBoard', '/profiles', '/login', '/favourite', '/findfriend/list', '/appsx'])
      expect(isMemberRoute(route), route).toBe(false);
  });
});
