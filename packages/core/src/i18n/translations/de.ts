import type { Translation } from '../types.js';
import agents from './de/agents.js';
import applicationMails from './de/application-mails.js';
import applicationWizard from './de/application-wizard.js';
import application from './de/application.js';
import applicationsDocuments from './de/applications-documents.js';
import applicationsList from './de/applications-list.js';
import applications from './de/applications.js';
import auth from './de/auth.js';
import common from './de/common.js';
import compareScreen from './de/compare-screen.js';
import compare from './de/compare.js';
import contact from './de/contact.js';
import courseDetail from './de/course-detail.js';
import courses from './de/courses.js';
import events from './de/events.js';
import externalLogin from './de/external-login.js';
import favourites from './de/favourites.js';
import forms from './de/forms.js';
import friends from './de/friends.js';
import http from './de/http.js';
import institutions from './de/institutions.js';
import mails from './de/mails.js';
import messaging from './de/messaging.js';
import portal from './de/portal.js';
import profileBasic from './de/profile-basic.js';
import profileDocuments from './de/profile-documents.js';
import profileEducation from './de/profile-education.js';
import profilePassport from './de/profile-passport.js';
import profilePlaces from './de/profile-places.js';
import profileStudy from './de/profile-study.js';
import profileWork from './de/profile-work.js';
import profile from './de/profile.js';
import questionnaire from './de/questionnaire.js';
import referral from './de/referral.js';
import scholarships from './de/scholarships.js';
import searchPanel from './de/search-panel.js';
import sharedCompose from './de/shared-compose.js';
import workspaceCatalogue from './de/workspace-catalogue.js';
import workspaceConversation from './de/workspace-conversation.js';
import workspaceEmbed from './de/workspace-embed.js';
import workspaceListings from './de/workspace-listings.js';
import workspaceProfile from './de/workspace-profile.js';
import workspacePublishing from './de/workspace-publishing.js';
import workspaceWebhooks from './de/workspace-webhooks.js';
import workspace from './de/workspace.js';

/** German: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
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
