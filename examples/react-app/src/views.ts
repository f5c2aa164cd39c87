import type { MessageActionType, ProfileTab, WizardStep } from '@studyatlas/core';

/**
 * The hub's own screens. The hub has no router: the current view is plain React state (app.tsx); the
 * StudyAtlas routes a component asks for become views in route-views.ts.
 */
export type View =
  | { name: 'home' }
  | { name: 'signIn' }
  | { name: 'signUp' }
  | { name: 'thankYou'; clientId: string }
  | { name: 'reset'; email: string | undefined }
  | { name: 'resetSent' }
  /** The course search (a route of its own in-memory navigation: list, detail). */
  | { name: 'courses'; route: string }
  | { name: 'profile'; tab: ProfileTab }
  /** The member's shortlist (favourite courses) with Apply. */
  | { name: 'apply' }
  /** The application wizard, for an intake or an application. */
  | { name: 'wizard'; intakeId?: number; applicationId?: number; step?: WizardStep }
  | { name: 'applications'; appId?: number }
  | { name: 'messages'; screen: 'inbox' }
  | { name: 'messages'; screen: 'compose'; msgId?: number; actionType: MessageActionType }
  | { name: 'messages'; screen: 'read'; msgId: number }
  | { name: 'friends' };

export type ViewName = View['name'];

/** The views that show a signed-in member's own data. */
const MEMBER_VIEWS: ReadonlySet<ViewName> = new Set(['profile', 'apply', 'wizard', 'applications', 'messages', 'friends']);

export const isMemberView = (view: View): boolean => MEMBER_VIEWS.has(view.name);

/** The course search at its start (its search form). */
export const COURSE_SEARCH_VIEW: View = { name: 'courses', route: '/' };
