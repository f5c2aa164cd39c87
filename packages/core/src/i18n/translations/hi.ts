import type { Translation } from '../types.js';
import agents from './hi/agents.js';
import applicationMails from './hi/application-mails.js';
import applicationWizard from './hi/application-wizard.js';
import application from './hi/application.js';
import applicationsDocuments from './hi/applications-documents.js';
import applicationsList from './hi/applications-list.js';
import applications from './hi/applications.js';
import auth from './hi/auth.js';
import common from './hi/common.js';
import compareScreen from './hi/compare-screen.js';
import compare from './hi/compare.js';
import contact from './hi/contact.js';
import courseDetail from './hi/course-detail.js';
import courses from './hi/courses.js';
import events from './hi/events.js';
import externalLogin from './hi/external-login.js';
import favourites from './hi/favourites.js';
import forms from './hi/forms.js';
import friends from './hi/friends.js';
import http from './hi/http.js';
import institutions from './hi/institutions.js';
import mails from './hi/mails.js';
import messaging from './hi/messaging.js';
import portal from './hi/portal.js';
import profileBasic from './hi/profile-basic.js';
import profileDocuments from './hi/profile-documents.js';
import profileEducation from './hi/profile-education.js';
import profilePassport from './hi/profile-passport.js';
import profilePlaces from './hi/profile-places.js';
import profileStudy from './hi/profile-study.js';
import profileWork from './hi/profile-work.js';
import profile from './hi/profile.js';
import questionnaire from './hi/questionnaire.js';
import referral from './hi/referral.js';
import scholarships from './hi/scholarships.js';
import searchPanel from './hi/search-panel.js';
import sharedCompose from './hi/shared-compose.js';
import workspaceCatalogue from './hi/workspace-catalogue.js';
import workspaceConversation from './hi/workspace-conversation.js';
import workspaceEmbed from './hi/workspace-embed.js';
import workspaceListings from './hi/workspace-listings.js';
import workspaceProfile from './hi/workspace-profile.js';
import workspacePublishing from './hi/workspace-publishing.js';
import workspaceWebhooks from './hi/workspace-webhooks.js';
import workspace from './hi/workspace.js';

/** Hindi: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
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
