import type { FastifyInstance } from 'fastify';
import { questionnaire } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createQuestionnaireService } from './service.js';

/** The questionnaire's calls (member §7 "Questionnaire"). */
export async function questionnaireRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createQuestionnaireService(ctx);
  registerCall(app, questionnaire.saveParticipant, ({ member, body }) => service.saveParticipant(member, body));
  registerCall(app, questionnaire.getQuestion, ({ member, query }) => service.getQuestion(member, query));
  registerCall(app, questionnaire.getPreviousQuestion, ({ member, query }) => service.getPreviousQuestion(member, query));
  registerCall(app, questionnaire.saveResponse, ({ member, body }) => service.saveResponse(member, body));
}
