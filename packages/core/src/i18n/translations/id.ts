import type { Translation } from '../types.js';
import agents from './id/agents.js';
import applicationMails from './id/application-mails.js';
import applicationWizard from './id/application-wizard.js';
import application from './id/application.js';
import applicationsDocuments from './id/applications-documents.js';
import applicationsList from './id/applications-list.js';
import applications from './id/applications.js';
import auth from './id/auth.js';
import common from './id/common.js';
import compareScreen from './id/compare-screen.js';
import compare from './id/compare.js';
import contact from './id/contact.js';
import courseDetail from './id/course-detail.js';
import courses from './id/courses.js';
import events from './id/events.js';
import externalLogin from './id/external-login.js';
import favourites from './id/favourites.js';
import forms from './id/forms.js';
import friends from './id/friends.js';
import http from './id/http.js';
import institutions from './id/institutions.js';
import mails from './id/mails.js';
import messaging from './id/messaging.js';
import portal from './id/portal.js';
import profileBasic from './id/profile-basic.js';
import profileDocuments from './id/profile-documents.js';
import profileEducation from './id/profile-education.js';
import profilePassport from './id/profile-passport.js';
import profilePlaces from './id/profile-places.js';
import profileStudy from './id/profile-study.js';
import profileWork from './id/profile-work.js';
import profile from './id/profile.js';
import questionnaire from './id/questionnaire.js';
import referral from './id/referral.js';
import scholarships from './id/scholarships.js';
import searchPanel from './id/search-panel.js';
import sharedCompose from './id/shared-compose.js';
import workspaceCatalogue from './id/workspace-catalogue.js';
import workspaceConversation from './id/workspace-conversation.js';
import workspaceEmbed from './id/workspace-embed.js';
import workspaceListings from './id/workspace-listings.js';
import workspaceProfile from './id/workspace-profile.js';
import workspacePublishing from './id/workspace-publishing.js';
import workspaceWebhooks from './id/workspace-webhooks.js';
import workspace from './id/workspace.js';

/** Indonesian: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
const words: Translation = {
  ...agents,
  ...applicationMails,
  ...applicationWizard,
  ...application,
  ...applicationsDocuments,
  ...applicationsList,
  ...applications,
  ...auth,
  ...common,
  ...compareScreen,
  ...compare,
  ...contact,
  ...courseDetail,
  ...courses,
  ...events,
  ...externalLogin,
  ...favourites,
  ...forms,
  ...friends,
  ...http,
  ...institutions,
  ...mails,
  ...messaging,
  ...portal,
  ...profileBasic,
  ...profileDocuments,
  ...profileEducation,
  ...profilePassport,
  ...profilePlaces,
  ...profileStudy,
  ...profileWork,
  ...profile,
  ...questionnaire,
  ...referral,
  ...scholarships,
  ...searchPanel,
  ...sharedCompose,
  ...workspaceCatalogue,
  ...workspaceConversation,
  ...workspaceEmbed,
  ...workspaceListings,
  ...workspaceProfile,
  ...workspacePublishing,
  ...workspaceWebhooks,
  ...workspace,
};

export default words;
