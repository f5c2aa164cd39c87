import type { AnswerDetail, QuestionType } from '../contracts/questionnaire.js';
import { format } from '../messages/common.js';
import { questionnaireMessages as m } from '../messages/questionnaire.js';
import { toApiDate } from '../format/dates.js';

/** What the rule needs of a question (member §3): its type, flags, field count and choices. */
export interface QuestionRuleInput {
  type: QuestionType;
  mandatory: boolean;
  fieldCount: number;
  choices: readonly { id: number }[];
}

/** An answer as SaveResponse carries it: `text` for FT and C, one detail per text box (T), date (D), choice (SC, MC, SD, MD) or file (F, FC with its comment as the detail's text). */
export interface AnswerInput {
  text: string;
  details: readonly Partial<AnswerDetail>[];
}

const TEXT_TYPES: readonly QuestionType[] = ['FT', 'C'];
const FIELD_TYPES: readonly QuestionType[] = ['T', 'D'];
const CHOICE_TYPES: readonly QuestionType[] = ['SC', 'MC', 'SD', 'MD'];
const SINGLE_CHOICE: readonly QuestionType[] = ['SC', 'SD'];
const FILE_TYPES: readonly QuestionType[] = ['F', 'FC'];

export const isTextQuestion = (type: QuestionType) => TEXT_TYPES.includes(type);
export const isFieldsQuestion = (type: QuestionType) => FIELD_TYPES.includes(type);
export const isChoiceQuestion = (type: QuestionType) => CHOICE_TYPES.includes(type);
export const isSingleChoiceQuestion = (type: QuestionType) => SINGLE_CHOICE.includes(type);
export const isFileQuestion = (type: QuestionType) => FILE_TYPES.includes(type);

/** A real calendar day written `yyyy-MM-dd`. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toApiDate(value) === value;

/**
 * The answer as it is stored: FT and C keep their trimmed text and no details; T and D one trimmed
 * text per box (empty boxes keep their place, trailing empty ones are dropped); choice questions
 * their distinct choices; file questions the details that name a file (FC: with the comment).
 */
export function normalizeAnswer(question: Pick<QuestionRuleInput, 'type'>, answer: AnswerInput): { text: string; details: AnswerDetail[] } {
  const { type } = question;
  if (isTextQuestion(type)) return { text: answer.text.trim(), details: [] };
  if (isFieldsQuestion(type)) {
    const details = answer.details.map((d) => ({ choiceFk: 0, text: (d.text ?? '').trim(), fileFk: 0 }));
    while (details.length > 0 && details[details.length - 1]!.text === '') details.pop();
    return { text: '', details };
  }
  if (isChoiceQuestion(type)) {
    const ids = [...new Set(answer.details.map((d) => d.choiceFk ?? 0).filter((id) => id > 0))];
    return { text: '', details: ids.map((choiceFk) => ({ choiceFk, text: '', fileFk: 0 })) };
  }
  const files = answer.details.filter((d) => (d.fileFk ?? 0) > 0);
  return {
    text: '',
    details: files.map((d) => ({ choiceFk: 0, text: type === 'FC' ? (d.text ?? '').trim() : '', fileFk: d.fileFk ?? 0 })),
  };
}

/**
 * The message an answer gets (member §5 "Questionnaire"), or null when it may be saved: a mandatory
 * question needs a non-empty text, box, date, choice or file ('Please answer the question'); SC and SD
 * take one choice, every choice must be the question's own; dates are real `yyyy-MM-dd` days; T, D,
 * F and FC take at most the question's field count of values. The browser and the server both run it.
 */
export function validateAnswer(question: QuestionRuleInput, answer: AnswerInput): string | null {
  const { text, details } = normalizeAnswer(question, answer);
  const { type } = question;
  const empty = isTextQuestion(type) ? text === '' : isFieldsQuestion(type) ? details.every((d) => d.text === '') : details.length === 0;
  if (empty) return question.mandatory ? m.answerRequired : null;
  const max = Math.max(1, question.fieldCount);
  if (isFieldsQuestion(type) || isFileQuestion(type)) {
    if (details.length > max) return format(m.tooManyValues, { max });
  }
  if (type === 'D' && details.some((d) => d.text !== '' && !isDay(d.text))) return m.dateInvalid;
  if (isChoiceQuestion(type)) {
    if (isSingleChoiceQuestion(type) && details.length > 1) return m.oneChoiceOnly;
    const own = new Set(question.choices.map((c) => c.id));
    if (details.some((d) => !own.has(d.choiceFk))) return m.choiceUnknown;
  }
  return null;
}
