import type { Translation } from '../types.js';
import agents from './vi/agents.js';
import applicationMails from './vi/application-mails.js';
import applicationWizard from './vi/application-wizard.js';
import application from './vi/application.js';
import applicationsDocuments from './vi/applications-documents.js';
import applicationsList from './vi/applications-list.js';
import applications from './vi/applications.js';
import auth from './vi/auth.js';
import common from './vi/common.js';
import compareScreen from './vi/compare-screen.js';
import compare from './vi/compare.js';
import contact from './vi/contact.js';
import courseDetail from './vi/course-detail.js';
import courses from './vi/courses.js';
import events from './vi/events.js';
import externalLogin from './vi/external-login.js';
import favourites from './vi/favourites.js';
import forms from './vi/forms.js';
import friends from './vi/friends.js';
import http from './vi/http.js';
import institutions from './vi/institutions.js';
import mails from './vi/mails.js';
import messaging from './vi/messaging.js';
import portal from './vi/portal.js';
import profileBasic from './vi/profile-basic.js';
import profileDocuments from './vi/profile-documents.js';
import profileEducation from './vi/profile-education.js';
import profilePassport from './vi/profile-passport.js';
import profilePlaces from './vi/profile-places.js';
import profileStudy from './vi/profile-study.js';
import profileWork from './vi/profile-work.js';
import profile from './vi/profile.js';
import questionnaire from './vi/questionnaire.js';
import referral from './vi/referral.js';
import scholarships from './vi/scholarships.js';
import searchPanel from './vi/search-panel.js';
import sharedCompose from './vi/shared-compose.js';
import workspaceCatalogue from './vi/workspace-catalogue.js';
import workspaceConversation from './vi/workspace-conversation.js';
import workspaceEmbed from './vi/workspace-embed.js';
import workspaceListings from './vi/workspace-listings.js';
import workspaceProfile from './vi/workspace-profile.js';
import workspacePublishing from './vi/workspace-publishing.js';
import workspaceWebhooks from './vi/workspace-webhooks.js';
import workspace from './vi/workspace.js';

/** Vietnamese: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
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
