import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { requiredId } from './fields.js';
import { eduId, eduText } from './shared-profile-record-fields.js';

/** The questionnaire (member §3 question types and answer, §4, §5 'Please answer the question', §7 "Questionnaire"). */
const area = 'questionnaire';

export const QUESTION_TYPES = ['FT', 'T', 'C', 'D', 'SC', 'MC', 'SD', 'MD', 'F', 'FC'] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

/** One part of an answer: a choice, a text (one per field of T, one per date of D) or a file with its comment. */
export const AnswerDetail = z.object({
  choiceFk: eduId(),
  text: eduText(4000),
  fileFk: eduId(),
});
export type AnswerDetail = z.infer<typeof AnswerDetail>;

export const Answer = z.object({
  responseId: z.number(),
  text: z.string(),
  details: z.array(z.object({ choiceFk: z.number(), text: z.string(), fileFk: z.number(), fileName: z.string() })),
});
export type Answer = z.infer<typeof Answer>;

export const Question = z.object({
  id: z.number(),
  surveyId: z.number(),
  /** 1-based position and the survey's question count, for "Question 3 of 10". */
  position: z.number(),
  total: z.number(),
  type: QuestionType,
  text: z.string(),
  mandatory: z.boolean(),
  /** Answering this question ends the questionnaire. */
  endOfQuestionnaire: z.boolean(),
  /** Text boxes of a T question, dates of a D question; 1 for single. */
  fieldCount: z.number(),
  choices: z.array(z.object({ id: z.number(), text: z.string() })),
  /** The member's saved answer (Back shows it), or null. */
  answer: z.nullable(Answer),
  /** Whether this is the last question (the button says Submit). */
  isLast: z.boolean(),
});
export type Question = z.infer<typeof Question>;

export const QuestionReply = z.object({
  surveyId: z.number(),
  title: z.string(),
  participantFk: z.number(),
  /** null: every question is answered (or the end flag was reached): go on to the summary. */
  question: z.nullable(Question),
});
export type QuestionReply = z.infer<typeof QuestionReply>;

export const saveParticipant = defineCall({
  id: 'questionnaireSaveParticipant',
  area,
  summary: 'Starts (or resumes) the member answering a survey, for an application or on its own.',
  method: 'POST',
  path: '/api/questionnaire/SaveParticipant',
  auth: 'required',
  body: z.object({ surveyFk: requiredId(), applicationFk: eduId() }),
  reply: z.object({ participantFk: z.number(), title: z.string(), total: z.number() }),
});

export const getQuestion = defineCall({
  id: 'questionnaireGetQuestion',
  area,
  summary: 'The next question to answer (the first unanswered after the last answered), with any saved answer.',
  method: 'GET',
  path: '/api/questionnaire/GetQuestion',
  auth: 'required',
  query: z.object({ survey_fk: requiredId(), applicationFk: eduId(), question_fk: eduId() }),
  reply: QuestionReply,
});

export const getPreviousQuestion = defineCall({
  id: 'questionnaireGetPreviousQuestion',
  area,
  summary: 'The question before question_fk with its saved answer (Back).',
  method: 'GET',
  path: '/api/questionnaire/GetPreviousQuestion',
  auth: 'required',
  query: z.object({ survey_fk: requiredId(), question_fk: requiredId(), applicationFk: eduId() }),
  reply: QuestionReply,
});

export const saveResponse = defineCall({
  id: 'questionnaireSaveResponse',
  area,
  summary: "Saves the answer to one question and answers the next one; 400 'Please answer the question' for an empty mandatory answer.",
  method: 'POST',
  path: '/api/questionnaire/SaveResponse',
  auth: 'required',
  body: z.object({
    surveyFk: requiredId(),
    questionFk: requiredId(),
    applicationFk: eduId(),
    text: eduText(4000),
    details: z._default(z.array(AnswerDetail).check(z.maxLength(50)), []),
  }),
  reply: QuestionReply,
});
