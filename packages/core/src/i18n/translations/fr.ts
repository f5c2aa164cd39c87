import type { Translation } from '../types.js';
import agents from './fr/agents.js';
import applicationMails from './fr/application-mails.js';
import applicationWizard from './fr/application-wizard.js';
import application from './fr/application.js';
import applicationsDocuments from './fr/applications-documents.js';
import applicationsList from './fr/applications-list.js';
import applications from './fr/applications.js';
import auth from './fr/auth.js';
import common from './fr/common.js';
import compareScreen from './fr/compare-screen.js';
import compare from './fr/compare.js';
import contact from './fr/contact.js';
import courseDetail from './fr/course-detail.js';
import courses from './fr/courses.js';
import events from './fr/events.js';
import externalLogin from './fr/external-login.js';
import favourites from './fr/favourites.js';
import forms from './fr/forms.js';
import friends from './fr/friends.js';
import http from './fr/http.js';
import institutions from './fr/institutions.js';
import mails from './fr/mails.js';
import messaging from './fr/messaging.js';
import portal from './fr/portal.js';
import profileBasic from './fr/profile-basic.js';
import profileDocuments from './fr/profile-documents.js';
import profileEducation from './fr/profile-education.js';
import profilePassport from './fr/profile-passport.js';
import profilePlaces from './fr/profile-places.js';
import profileStudy from './fr/profile-study.js';
import profileWork from './fr/profile-work.js';
import profile from './fr/profile.js';
import questionnaire from './fr/questionnaire.js';
import referral from './fr/referral.js';
import scholarships from './fr/scholarships.js';
import searchPanel from './fr/search-panel.js';
import sharedCompose from './fr/shared-compose.js';
import workspaceCatalogue from './fr/workspace-catalogue.js';
import workspaceConversation from './fr/workspace-conversation.js';
import workspaceEmbed from './fr/workspace-embed.js';
import workspaceListings from './fr/workspace-listings.js';
import workspaceProfile from './fr/workspace-profile.js';
import workspacePublishing from './fr/workspace-publishing.js';
import workspaceWebhooks from './fr/workspace-webhooks.js';
import workspace from './fr/workspace.js';

/** French: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
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
