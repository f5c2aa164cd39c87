import type { FastifyInstance } from 'fastify';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createStudyService } from './study-service.js';

/** Study preferences (member §7 Profile: PreferenceLoad, StudyDestinationLoad, SaveStudyPreference, SaveStudyPreferenceNew). */
export async function studyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createStudyService(ctx);
  registerCall(app, profile.preferenceLoad, ({ member, query }) => service.preferenceLoad(member, query.countryFk));
  registerCall(app, profile.studyDestinationLoad, ({ member, query }) => service.studyDestinationLoad(member, query.countryFk));
  registerCall(app, profile.saveStudyPreference, ({ member, query, body }) => service.saveOld(member, body, query.countryFk));
  registerCall(app, profile.saveStudyPreferenceNew, ({ member, body }) => service.saveNew(member, body));
}
