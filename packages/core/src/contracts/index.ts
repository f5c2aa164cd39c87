export * from './define.js';
export * from './common.js';
export { MAX_DB_ID } from './fields.js';
export * as auth from './auth.js';
export * as profile from './profile.js';
export * as institutions from './institutions.js';
export * as favourites from './favourites.js';
export * as courses from './courses.js';
export * as scholarships from './scholarships.js';
export * as agents from './agents.js';
export * as events from './events.js';
export * as contact from './contact.js';
export * as referral from './referral.js';
export * as friends from './friends.js';
export * as forms from './forms.js';
export * as files from './files.js';
export * from './shared-application.js';
export * as application from './application.js';
export * as applications from './applications.js';
export * as questionnaire from './questionnaire.js';
export * as messaging from './messaging.js';
export * as friendsMember from './friends-member.js';
export * as workspace from './workspace.js';
export * as workspaceConversation from './workspace-conversation.js';

import * as authCalls from './auth.js';
import * as profileCalls from './profile.js';
import * as institutionCalls from './institutions.js';
import * as favouritesCalls from './favourites.js';
import * as coursesCalls from './courses.js';
import * as scholarshipCalls from './scholarships.js';
import * as agentCalls from './agents.js';
import * as eventCalls from './events.js';
import * as contactCalls from './contact.js';
import * as referralCalls from './referral.js';
import * as friendCalls from './friends.js';
import * as formCalls from './forms.js';
import * as fileCalls from './files.js';
import * as applicationCalls from './application.js';
import * as applicationsCalls from './applications.js';
import * as questionnaireCalls from './questionnaire.js';
import * as messagingCalls from './messaging.js';
import * as friendsMemberCalls from './friends-member.js';
import * as workspaceCalls from './workspace.js';
import * as workspaceConversationCalls from './workspace-conversation.js';
import type { Call } from './define.js';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'reply' in value;

/** Every call of every area: what the server registers and the OpenAPI document lists. */
export const allCalls: readonly Call[] = /* @__PURE__ */ [authCalls, profileCalls, institutionCalls, favouritesCalls, coursesCalls, scholarshipCalls, agentCalls, eventCalls, contactCalls, referralCalls, friendCalls, formCalls, fileCalls, applicationCalls, applicationsCalls, questionnaireCalls, messagingCalls, friendsMemberCalls, workspaceCalls, workspaceConversationCalls].flatMap((module) =>
  Object.values(module).filter(isCall),
);
