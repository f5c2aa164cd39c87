/**
 * Every user-facing string of StudyAtlas, in one catalogue: one module per area, so that a widget's
 * chunk carries the words of its own area only (the script-tag bundle splits by module). Strings
 * quoted by the specification keep its exact wording (typos included: they are the contract). Keys
 * name the situation, not the screen. A template's `{name}` placeholders are filled by `format()`.
 */
export * from './messages/common.js';
export * from './messages/http.js';
export * from './messages/auth.js';
export * from './messages/external-login.js';
export * from './messages/mails.js';
export * from './messages/portal.js';
export * from './messages/institutions.js';
export * from './messages/favourites.js';
export * from './messages/compare.js';
export * from './messages/compare-screen.js';
export * from './messages/courses.js';
export * from './messages/course-detail.js';
export * from './messages/applications.js';
export * from './messages/applications-list.js';
export * from './messages/application.js';
export * from './messages/application-mails.js';
export * from './messages/questionnaire.js';
export * from './messages/applications-documents.js';
export * from './messages/application-wizard.js';
export * from './messages/search-panel.js';
export * from './messages/agents.js';
export * from './messages/scholarships.js';
export * from './messages/events.js';
export * from './messages/contact.js';
export * from './messages/referral.js';
export * from './messages/forms.js';
export * from './messages/friends.js';
export * from './messages/profile-places.js';
export * from './messages/profile.js';
export * from './messages/profile-study.js';
export * from './messages/profile-education.js';
export * from './messages/profile-work.js';
export * from './messages/profile-passport.js';
export * from './messages/profile-documents.js';
export * from './messages/profile-basic.js';
export * from './messages/messaging.js';
export * from './messages/workspace.js';
export * from './messages/workspace-conversation.js';
export * from './messages/shared-compose.js';
export * from './messages/workspace-webhooks.js';
export * from './messages/workspace-embed.js';
export * from './messages/workspace-catalogue.js';
export * from './messages/workspace-profile.js';
export * from './messages/workspace-listings.js';
export * from './messages/workspace-publishing.js';
