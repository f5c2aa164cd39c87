/** The reference portal's own texts (examples/portal). */
import { defineCatalogue } from '../i18n/catalogue.js';
export const portalMessages = /* @__PURE__ */ defineCatalogue('portal', 'portalMessages', {
  // Reference portal (examples/portal)
  skipToContent: 'Skip to main content',
  homeTitle: 'Home',
  portalNavLabel: 'Main',
  portalNavSearch: 'Search',
  /** The header's short name of the compare screen ('Compare courses'): the signed-in row is tight at 1280 px. */
  portalNavCompare: 'Compare',
  /** The button that shows and hides the navigation on narrow screens. */
  portalMenuButton: 'Menu',
  /** The header's disclosure that groups the member's own pages (profile, applications, friends, refer a friend). */
  accountMenuButton: 'My account',
  /** The heading of the profile's e-mail notice setting (on the basic details tab). */
  profileNoticesTitle: 'E-mail notices',
  homeWelcomeTitle: 'Find your place to study abroad',
  homeWelcomeText: 'StudyAtlas brings together institutions, courses, scholarships, agents and events from around the world. Create a free account to save favourites, compare courses and apply online.',
  homeCreateAccount: 'Create a free account',
  homeWelcomeBack: 'Welcome back, {firstName}',
  homeMemberIntro: 'Your account is ready. Here is where you stand today.',
  homeAccountHeading: 'Your account',
  homeUnreadLabel: 'Unread messages',
  homeChangePassword: 'Change your password',
  homeNextHeading: 'What you can do with StudyAtlas',
  homeNextSearch: 'Search institutions, courses and scholarships by country, study area and level.',
  homeNextCompare: 'Save favourites and compare up to ten courses side by side.',
  homeNextApply: 'Apply online for up to five courses in one application.',
  homeNextConnect: 'Message institutions and other students, and invite your friends.',
  errorPageTitle: 'Page not found',
  errorPageText: 'The page you asked for does not exist or is no longer available.',
  goHome: 'Go to the home page',
} as const);
