import type * as Catalogue from '../messages.js';
import type { PartialWordsOf, WordsOf } from './catalogue.js';

/** A module's catalogue objects by the names they are exported under (the keys of a translation). */
type CataloguesOf<M> = { [K in keyof M as M[K] extends Record<string, unknown> ? K : never]: M[K] };

/** A whole translation: every catalogue, every key (the type checker finds a missing one). */
export type Translation = WordsOf<CataloguesOf<typeof Catalogue>>;

/** One area's translation: every catalogue of its English module (`typeof import('…/messages/agents.js')`), every key. */
export type AreaWords<M> = WordsOf<CataloguesOf<M>>;

/** Each area's English module, by the area's name (its file name in messages/ and in translations/<locale>/). */
export interface CatalogueAreas {
  agents: typeof import('../messages/agents.js');
  application: typeof import('../messages/application.js');
  'application-mails': typeof import('../messages/application-mails.js');
  'application-wizard': typeof import('../messages/application-wizard.js');
  applications: typeof import('../messages/applications.js');
  'applications-documents': typeof import('../messages/applications-documents.js');
  'applications-list': typeof import('../messages/applications-list.js');
  auth: typeof import('../messages/auth.js');
  common: typeof import('../messages/common.js');
  compare: typeof import('../messages/compare.js');
  'compare-screen': typeof import('../messages/compare-screen.js');
  contact: typeof import('../messages/contact.js');
  'course-detail': typeof import('../messages/course-detail.js');
  courses: typeof import('../messages/courses.js');
  events: typeof import('../messages/events.js');
  'external-login': typeof import('../messages/external-login.js');
  favourites: typeof import('../messages/favourites.js');
  forms: typeof import('../messages/forms.js');
  friends: typeof import('../messages/friends.js');
  http: typeof import('../messages/http.js');
  institutions: typeof import('../messages/institutions.js');
  mails: typeof import('../messages/mails.js');
  messaging: typeof import('../messages/messaging.js');
  portal: typeof import('../messages/portal.js');
  profile: typeof import('../messages/profile.js');
  'profile-basic': typeof import('../messages/profile-basic.js');
  'profile-documents': typeof import('../messages/profile-documents.js');
  'profile-education': typeof import('../messages/profile-education.js');
  'profile-passport': typeof import('../messages/profile-passport.js');
  'profile-places': typeof import('../messages/profile-places.js');
  'profile-study': typeof import('../messages/profile-study.js');
  'profile-work': typeof import('../messages/profile-work.js');
  questionnaire: typeof import('../messages/questionnaire.js');
  referral: typeof import('../messages/referral.js');
  scholarships: typeof import('../messages/scholarships.js');
  'search-panel': typeof import('../messages/search-panel.js');
  'shared-compose': typeof import('../messages/shared-compose.js');
  workspace: typeof import('../messages/workspace.js');
  'workspace-catalogue': typeof import('../messages/workspace-catalogue.js');
  'workspace-conversation': typeof import('../messages/workspace-conversation.js');
  'workspace-embed': typeof import('../messages/workspace-embed.js');
  'workspace-listings': typeof import('../messages/workspace-listings.js');
  'workspace-profile': typeof import('../messages/workspace-profile.js');
  'workspace-publishing': typeof import('../messages/workspace-publishing.js');
  'workspace-webhooks': typeof import('../messages/workspace-webhooks.js');
}

/** A locale's words, area by area: each a chunk of its own, loaded when the page's code first defines the area. */
export type AreaLoaders = { readonly [A in keyof CatalogueAreas]: () => Promise<{ default: AreaWords<CatalogueAreas[A]> }> };

/** A page's own words for any messages (`<StudyAtlasProvider messages>`, the elements' `messages`). */
export type MessageOverrides = PartialWordsOf<CataloguesOf<typeof Catalogue>>;
