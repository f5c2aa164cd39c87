import type { FastifyInstance } from 'fastify';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createProfileService } from './service.js';
import { registerPlacesCalls } from './places-routes.js';
import { profileCompleteness } from './completeness.js';
import { studyRoutes } from './study-routes.js';
import { educationRoutes } from './education-routes.js';
import { workRoutes } from './work-routes.js';
import { passportRoutes } from './passport-routes.js';
import { basicRoutes } from './basic-routes.js';

/** The profile area's calls (member §7 "Profile"). */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createProfileService(ctx);
  registerCall(app, profile.userProfileData, ({ member }) => service.userProfileData(member));
  registerPlacesCalls(app, ctx);
  registerCall(app, profile.profileCompleteness, ({ member }) => profileCompleteness(ctx.db, member.clientId, ctx.now()));
  await studyRoutes(app, ctx);
  await educationRoutes(app, ctx);
  await workRoutes(app, ctx);
  await passportRoutes(app, ctx);
  await basicRoutes(app, ctx);
}
