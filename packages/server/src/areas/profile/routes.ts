import type { FastifyInstance } from 'fastify';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createProfileService } from './service.js';
import { registerPlacesCalls } from './places-routes.js';
import { basicRoutes } from './basic-routes.js';

/** The profile area's calls (member §7 "Profile"). */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createProfileService(ctx);
  registerCall(app, profile.userProfileData, ({ member }) => service.userProfileData(member));
  registerPlacesCalls(app, ctx);
  await basicRoutes(app, ctx);
}
