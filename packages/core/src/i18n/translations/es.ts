import type { Translation } from '../types.js';
import agents from './es/agents.js';
import applicationMails from './es/application-mails.js';
import applicationWizard from './es/application-wizard.js';
import application from './es/application.js';
import applicationsDocuments from './es/applications-documents.js';
import applicationsList from './es/applications-list.js';
import applications from './es/applications.js';
import auth from './es/auth.js';
import common from './es/common.js';
import compareScreen from './es/compare-screen.js';
import compare from './es/compare.js';
import contact from './es/contact.js';
import courseDetail from './es/course-detail.js';
import courses from './es/courses.js';
import events from './es/events.js';
import externalLogin from './es/external-login.js';
import favourites from './es/favourites.js';
import forms from './es/forms.js';
import friends from './es/friends.js';
import http from './es/http.js';
import institutions from './es/institutions.js';
import mails from './es/mails.js';
import messaging from './es/messaging.js';
import portal from './es/portal.js';
import profileBasic from './es/profile-basic.js';
import profileDocuments from './es/profile-documents.js';
import profileEducation from './es/profile-education.js';
import profilePassport from './es/profile-passport.js';
import profilePlaces from './es/profile-places.js';
import profileStudy from './es/profile-study.js';
import profileWork from './es/profile-work.js';
import profile from './es/profile.js';
import questionnaire from './es/questionnaire.js';
import referral from './es/referral.js';
import scholarships from './es/scholarships.js';
import searchPanel from './es/search-panel.js';
import sharedCompose from './es/shared-compose.js';
import workspaceCatalogue from './es/workspace-catalogue.js';
import workspaceConversation from './es/workspace-conversation.js';
import workspaceEmbed from './es/workspace-embed.js';
import workspaceListings from './es/workspace-listings.js';
import workspaceProfile from './es/workspace-profile.js';
import workspacePublishing from './es/workspace-publishing.js';
import workspaceWebhooks from './es/workspace-webhooks.js';
import workspace from './es/workspace.js';

/** Spanish: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
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
