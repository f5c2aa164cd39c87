import type { Translation } from '../types.js';
import agents from './ar/agents.js';
import applicationMails from './ar/application-mails.js';
import applicationWizard from './ar/application-wizard.js';
import application from './ar/application.js';
import applicationsDocuments from './ar/applications-documents.js';
import applicationsList from './ar/applications-list.js';
import applications from './ar/applications.js';
import auth from './ar/auth.js';
import common from './ar/common.js';
import compareScreen from './ar/compare-screen.js';
import compare from './ar/compare.js';
import contact from './ar/contact.js';
import courseDetail from './ar/course-detail.js';
import courses from './ar/courses.js';
import events from './ar/events.js';
import externalLogin from './ar/external-login.js';
import favourites from './ar/favourites.js';
import forms from './ar/forms.js';
import friends from './ar/friends.js';
import http from './ar/http.js';
import institutions from './ar/institutions.js';
import mails from './ar/mails.js';
import messaging from './ar/messaging.js';
import portal from './ar/portal.js';
import profileBasic from './ar/profile-basic.js';
import profileDocuments from './ar/profile-documents.js';
import profileEducation from './ar/profile-education.js';
import profilePassport from './ar/profile-passport.js';
import profilePlaces from './ar/profile-places.js';
import profileStudy from './ar/profile-study.js';
import profileWork from './ar/profile-work.js';
import profile from './ar/profile.js';
import questionnaire from './ar/questionnaire.js';
import referral from './ar/referral.js';
import scholarships from './ar/scholarships.js';
import searchPanel from './ar/search-panel.js';
import sharedCompose from './ar/shared-compose.js';
import workspaceCatalogue from './ar/workspace-catalogue.js';
import workspaceConversation from './ar/workspace-conversation.js';
import workspaceEmbed from './ar/workspace-embed.js';
import workspaceListings from './ar/workspace-listings.js';
import workspaceProfile from './ar/workspace-profile.js';
import workspacePublishing from './ar/workspace-publishing.js';
import workspaceWebhooks from './ar/workspace-webhooks.js';
import workspace from './ar/workspace.js';

/** Arabic: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
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
