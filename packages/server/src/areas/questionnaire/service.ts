import { normalizeAnswer, questionnaireMessages as m, validateAnswer } from '@studyatlas/core';
import type { questionnaire } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, notFound } from '../../http/errors.js';
import * as q from './queries.js';

type Reply = questionnaire.QuestionReply;

/**
 * The questionnaire (member §3, §4, §5, §7 "Questionnaire"): a participant is the signed-in member
 * answering a survey for one of their own applications (another member's → 404) or on its own. Every
 * read goes through the member's own participant, so nobody sees another member's answers.
 */
export function createQuestionnaireService(ctx: AppContext) {
  const { db } = ctx;
  const now = () => ctx.now().toISOString();

  /** The survey and, when applicationFk is given, the member's own application; 404 otherwise. */
  async function scope(member: AuthMember, surveyFk: number, applicationFk: number) {
    const survey = await q.findSurvey(db, surveyFk);
    if (!survey) throw notFound(m.surveyNotFound);
    const application = applicationFk > 0 ? await q.findOwnApplication(db, member.clientId, applicationFk) : null;
    if (applicationFk > 0 && !application) throw notFound(m.applicationNotFound);
    return { survey, application, applicationId: application?.id ?? null };
  }

  async function participantOf(member: AuthMember, surveyId: number, applicationId: number | null, create: boolean) {
    const found = await q.findParticipant(db, member.clientId, surveyId, applicationId);
    if (found !== null || !create) return found ?? 0;
    return q.createParticipant(db, member.clientId, surveyId, applicationId, now());
  }

  async function reply(survey: { id: number; title: string }, participantFk: number, questions: q.QuestionRow[], question: q.QuestionRow | undefined): Promise<Reply> {
    if (!question) return { surveyId: survey.id, title: survey.title, participantFk, question: null };
    const answer = participantFk ? await q.loadAnswer(db, participantFk, question.id) : null;
    const total = questions.length;
    return {
      surveyId: survey.id,
      title: survey.title,
      participantFk,
      question: {
        ...question,
        surveyId: survey.id,
        total,
        answer,
        isLast: question.endOfQuestionnaire || question.position === questions[total - 1]!.position,
        position: questions.indexOf(question) + 1,
      },
    };
  }

  /** The question with that id, which must be one of the survey's. */
  function questionOf(questions: q.QuestionRow[], id: number) {
    const question = questions.find((x) => x.id === id);
    if (!question) throw notFound(m.questionNotFound);
    return question;
  }

  return {
    async saveParticipant(member: AuthMember, body: { surveyFk: number; applicationFk: number }) {
      const { survey, applicationId } = await scope(member, body.surveyFk, body.applicationFk);
      const participantFk = await participantOf(member, survey.id, applicationId, true);
      const questions = await q.listQuestions(db, survey.id);
      return { participantFk, title: survey.title, total: questions.length };
    },

    /** question_fk 0: the first unanswered question after the last answered one (null at the end); else that question. */
    async getQuestion(member: AuthMember, query: { survey_fk: number; applicationFk: number; question_fk: number }): Promise<Reply> {
      const { survey, applicationId } = await scope(member, query.survey_fk, query.applicationFk);
      const participantFk = await participantOf(member, survey.id, applicationId, false);
      const questions = await q.listQuestions(db, survey.id);
      if (query.question_fk > 0) return reply(survey, participantFk, questions, questionOf(questions, query.question_fk));
      const answered = participantFk ? await q.answeredQuestionIds(db, participantFk) : new Set<number>();
      const lastAnswered = questions.findLastIndex((x) => answered.has(x.id));
      if (lastAnswered >= 0 && questions[lastAnswered]!.endOfQuestionnaire) return reply(survey, participantFk, questions, undefined);
      const next = questions.slice(lastAnswered + 1).find((x) => !answered.has(x.id));
      return reply(survey, participantFk, questions, next);
    },

    /** The question before question_fk with its saved answer; the first question answers itself. */
    async getPreviousQuestion(member: AuthMember, query: { survey_fk: number; question_fk: number; applicationFk: number }): Promise<Reply> {
      const { survey, applicationId } = await scope(member, query.survey_fk, query.applicationFk);
      const participantFk = await participantOf(member, survey.id, applicationId, false);
      const questions = await q.listQuestions(db, survey.id);
      const index = questions.indexOf(questionOf(questions, query.question_fk));
      return reply(survey, participantFk, questions, questions[Math.max(0, index - 1)]);
    },

    /** Saves the answer and answers the next question; null after the last one or one with the end flag. */
    async saveResponse(member: AuthMember, body: { surveyFk: number; questionFk: number; applicationFk: number; text: string; details: questionnaire.AnswerDetail[] }): Promise<Reply> {
      const { survey, application, applicationId } = await scope(member, body.surveyFk, body.applicationFk);
      if (application && application.status !== 'D') throw new HttpError(409, m.applicationSubmitted);
      const questions = await q.listQuestions(db, survey.id);
      const question = questionOf(questions, body.questionFk);
      const refusal = validateAnswer(question, body);
      if (refusal) throw new HttpError(400, refusal, { errors: { answer: refusal } });
      const answer = normalizeAnswer(question, body);
      const files = answer.details.map((d) => d.fileFk).filter((id) => id > 0);
      if (files.length && (await q.countOwnFiles(db, member.clientId, files)) !== new Set(files).size) {
        throw new HttpError(400, m.fileUnknown, { errors: { answer: m.fileUnknown } });
      }
      const participantFk = await participantOf(member, survey.id, applicationId, true);
      await q.saveResponse(db, participantFk, question.id, answer, now());
      const next = question.endOfQuestionnaire ? undefined : questions[questions.indexOf(question) + 1];
      return reply(survey, participantFk, questions, next);
    },
  };
}
