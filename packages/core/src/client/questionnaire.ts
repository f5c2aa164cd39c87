import * as questionnaire from '../contracts/questionnaire.js';
import type { AnswerDetail } from '../contracts/questionnaire.js';
import { getClient } from './default-client.js';

/** The questionnaire's calls (member §7 "Questionnaire"); the answer's refusal is shown by the form (`quiet`). */

export const startQuestionnaire = (surveyFk: number, applicationFk = 0) =>
  getClient().call(questionnaire.saveParticipant, { body: { surveyFk, applicationFk } });

/** The next question to answer (or from question_fk on), with any saved answer; question null when done. */
export const loadQuestion = (surveyFk: number, applicationFk = 0, questionFk = 0) =>
  getClient().call(questionnaire.getQuestion, { query: { survey_fk: surveyFk, applicationFk, question_fk: questionFk } });

/** The question before questionFk with its saved answer (Back). */
export const loadPreviousQuestion = (surveyFk: number, questionFk: number, applicationFk = 0) =>
  getClient().call(questionnaire.getPreviousQuestion, { query: { survey_fk: surveyFk, question_fk: questionFk, applicationFk } });

/** Saves an answer and answers the next question. */
export const saveAnswer = (
  surveyFk: number,
  questionFk: number,
  answer: { text: string; details: Partial<AnswerDetail>[] },
  applicationFk = 0,
) =>
  getClient().call(
    questionnaire.saveResponse,
    {
      body: {
        surveyFk,
        questionFk,
        applicationFk,
        text: answer.text,
        details: answer.details.map((d) => ({ choiceFk: d.choiceFk ?? 0, text: d.text ?? '', fileFk: d.fileFk ?? 0 })),
      },
    },
    { quiet: true },
  );
