import { MY_FRIENDS_ROUTE, profileTabOf, queryIdOf, wizardStepOf } from '@studyatlas/core';
import { authRoute, courseRoute, messagingRoute } from '@studyatlas/react';
import type { View } from './views.js';

/*
 * The StudyAtlas routes → the hub's views. Loaded with the first navigation a component asks for
 * (app.tsx): the route parsers bring the member area's call table, which a guest's first page needs not.
 */

const idOf = (value: string | undefined): number | undefined => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/** The member area's routes (member §2) the hub shows itself. */
function memberView(pathname: string, search: string): View | null {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  switch (first.toLowerCase()) {
    case 'profile':
      return { name: 'profile', tab: profileTabOf(second) };
    case 'onlineapp':
      return { name: 'wizard', applicationId: queryIdOf(search, 'appId'), intakeId: queryIdOf(search, 'intake'), step: wizardStepOf(second) };
    case 'apps':
      return { name: 'applications', appId: idOf(second) };
    case MY_FRIENDS_ROUTE.slice(1).toLowerCase():
      return { name: 'friends' };
    case 'favourite':
      return { name: 'apply' };
  }
  const messaging = messagingRoute(`${pathname}${search ? `?${search}` : ''}`);
  switch (messaging.screen) {
    case 'inbox':
      return { name: 'messages', screen: 'inbox' };
    case 'compose':
      return { name: 'messages', screen: 'compose', msgId: messaging.msgId, actionType: messaging.actionType };
    case 'read':
      return { name: 'messages', screen: 'read', msgId: messaging.msgId };
    default:
      return null;
  }
}

/** The course search's own routes: its list ('/findCourse/list?…') and a course ('/coudetail/…'). */
const isCourseRoute = (pathname: string): boolean => courseRoute(pathname).screen !== 'elsewhere';

/**
 * The view for a StudyAtlas route ('/signUp', '/thankYou/42', '/apps/7', …) that a component asks to
 * go to; null for the routes the hub does not show itself (verification links, institutions…), which
 * open on the portal.
 */
export function viewForRoute(route: string): View | null {
  const [pathname = '', search = ''] = route.split('#')[0]!.split('?', 2);
  if (!pathname.replace(/\//g, '') || /^\/findDashBoard\/?$/i.test(pathname)) return { name: 'home' };
  if (isCourseRoute(pathname)) return { name: 'courses', route };
  const member = memberView(pathname, search);
  if (member) return member;
  const target = authRoute(route);
  switch (target.screen) {
    case 'login':
      return { name: 'signIn' };
    case 'signUp':
      return { name: 'signUp' };
    case 'thankYou':
      return { name: 'thankYou', clientId: target.clientId };
    case 'reset':
      return { name: 'reset', email: target.email };
    case 'resetSent':
      return { name: 'resetSent' };
    default:
      return null;
  }
}
