import type { Translation } from '../types.js';
import agents from './zh-CN/agents.js';
import applicationMails from './zh-CN/application-mails.js';
import applicationWizard from './zh-CN/application-wizard.js';
import application from './zh-CN/application.js';
import applicationsDocuments from './zh-CN/applications-documents.js';
import applicationsList from './zh-CN/applications-list.js';
import applications from './zh-CN/applications.js';
import auth from './zh-CN/auth.js';
import common from './zh-CN/common.js';
import compareScreen from './zh-CN/compare-screen.js';
import compare from './zh-CN/compare.js';
import contact from './zh-CN/contact.js';
import courseDetail from './zh-CN/course-detail.js';
import courses from './zh-CN/courses.js';
import events from './zh-CN/events.js';
import externalLogin from './zh-CN/external-login.js';
import favourites from './zh-CN/favourites.js';
import forms from './zh-CN/forms.js';
import friends from './zh-CN/friends.js';
import http from './zh-CN/http.js';
import institutions from './zh-CN/institutions.js';
import mails from './zh-CN/mails.js';
import messaging from './zh-CN/messaging.js';
import portal from './zh-CN/portal.js';
import profileBasic from './zh-CN/profile-basic.js';
import profileDocuments from './zh-CN/profile-documents.js';
import profileEducation from './zh-CN/profile-education.js';
import profilePassport from './zh-CN/profile-passport.js';
import profilePlaces from './zh-CN/profile-places.js';
import profileStudy from './zh-CN/profile-study.js';
import profileWork from './zh-CN/profile-work.js';
import profile from './zh-CN/profile.js';
import questionnaire from './zh-CN/questionnaire.js';
import referral from './zh-CN/referral.js';
import scholarships from './zh-CN/scholarships.js';
import searchPanel from './zh-CN/search-panel.js';
import sharedCompose from './zh-CN/shared-compose.js';
import workspaceCatalogue from './zh-CN/workspace-catalogue.js';
import workspaceConversation from './zh-CN/workspace-conversation.js';
import workspaceEmbed from './zh-CN/workspace-embed.js';
import workspaceListings from './zh-CN/workspace-listings.js';
import workspaceProfile from './zh-CN/workspace-profile.js';
import workspacePublishing from './zh-CN/workspace-publishing.js';
import workspaceWebhooks from './zh-CN/workspace-webhooks.js';
import workspace from './zh-CN/workspace.js';

/** Simplified Chinese: the whole catalogue, area by area as the English (../../messages/); docs/i18n.md says how to change or add a word. */
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
