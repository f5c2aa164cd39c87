import type { FastifyInstance } from 'fastify';
import type { AppContext } from './http/context.js';
import { agentsRoutes } from './areas/agents/routes.js';
import { applicationRoutes } from './areas/application/routes.js';
import { applicationsRoutes } from './areas/applications/routes.js';
import { createWorkspaceDesk } from './areas/applications/workspace-desk.js';
import { authRoutes } from './areas/auth/routes.js';
import { revokeClientSessions } from './areas/auth/queries.js';
import type { AuthService } from './areas/auth/service.js';
import { contactRoutes } from './areas/contact/routes.js';
import { coursesRoutes } from './areas/courses/routes.js';
import { eventsRoutes } from './areas/events/routes.js';
import { favouritesRoutes } from './areas/favourites/routes.js';
import { filesRoutes } from './areas/files/routes.js';
import { openFileBytes } from './areas/files/service.js';
import { formsRoutes } from './areas/forms/routes.js';
import { contactsOf, groupsOf } from './areas/friends/directory.js';
import { friendsRoutes } from './areas/friends/routes.js';
import { institutionsRoutes } from './areas/institutions/routes.js';
import { messagingRoutes } from './areas/messaging/routes.js';
import { questionnaireRoutes } from './areas/questionnaire/routes.js';
import { profileRoutes } from './areas/profile/routes.js';
import { basicDetailState, profileSections } from './areas/profile/application-profile.js';
import { basicDetailMissing } from './areas/profile/basic-completeness.js';
import { referralRoutes } from './areas/referral/routes.js';
import { scholarshipsRoutes } from './areas/scholarships/routes.js';
import { workspaceRoutes } from './areas/workspace/routes.js';

/**
 * What an area's routes receive: the app's context plus the services buildApp makes before any area
 * (the auth service: the `authenticate` check every area's calls use is built on it).
 */
export interface AreaContext extends AppContext {
  auth: AuthService;
}

/** One area of the API: a folder under areas/ (routes.ts, service.ts, queries.ts) and the plugin registering its calls. */
export interface Area {
  /** The area's folder name. */
  name: string;
  /** Registers the area's calls on its own Fastify scope. */
  routes: (scope: FastifyInstance, ctx: AreaContext) => Promise<void>;
}

/**
 * Every area, in the order buildApp registers them (each in its own scope). An area imports from the
 * layers outside areas/ (catalogue/, db/, http/, mail/ …) and never from another area: adding one is
 * its folder plus one line here.
 */
export const areas: readonly Area[] = [
  { name: 'auth', routes: (scope, ctx) => authRoutes(scope, ctx, ctx.auth) },
  { name: 'profile', routes: profileRoutes },
  { name: 'institutions', routes: institutionsRoutes },
  { name: 'favourites', routes: favouritesRoutes },
  // The apply condition is the profile's basic-detail rule (areas never import each other).
  { name: 'courses', routes: (scope, ctx) => coursesRoutes(scope, ctx, { basicDetailMissing }) },
  { name: 'agents', routes: agentsRoutes },
  { name: 'scholarships', routes: scholarshipsRoutes },
  { name: 'events', routes: eventsRoutes },
  { name: 'contact', routes: contactRoutes },
  { name: 'referral', routes: referralRoutes },
  { name: 'friends', routes: friendsRoutes },
  { name: 'forms', routes: formsRoutes },
  { name: 'files', routes: filesRoutes },
  // The wizard reads the member's profile through the profile area's functions (areas never import each other).
  { name: 'application', routes: (scope, ctx) => applicationRoutes(scope, ctx, { basicDetailState, profileSections }) },
  { name: 'questionnaire', routes: questionnaireRoutes },
  // The partner API serves applicants' documents with the files area's opener.
  { name: 'applications', routes: (scope, ctx) => applicationsRoutes(scope, ctx, { openFile: (row) => openFileBytes(ctx.files, row) }) },
  // Messaging reads friends and groups through the friends area's port, attachments through the files area's opener.
  {
    name: 'messaging',
    routes: (scope, ctx) => messagingRoutes(scope, ctx, { friends: { contactsOf, groupsOf }, openFile: (row) => openFileBytes(ctx.files, row) }),
  },
  // The partner workspace works on applications through the applications area's institution side (the
  // partner API's), serves documents and the conversations' attachments with the files area's opener and
  // ends sessions through the auth area's.
  {
    name: 'workspace',
    routes: (scope, ctx) =>
      workspaceRoutes(scope, ctx, {
        applications: createWorkspaceDesk(ctx, (row) => openFileBytes(ctx.files, row)),
        sessions: { endSessions: (clientId) => revokeClientSessions(ctx.db, clientId, ctx.now().toISOString()) },
        openFile: (row) => openFileBytes(ctx.files, row),
      }),
  },
];
