import { isChoiceQuestion, isFieldsQuestion, isFileQuestion, isTextQuestion, type questionnaire } from '@studyatlas/core';

type Question = questionnaire.Question;

/** One part of the answer being edited: a box's or date's text, a choice, or a file (with its name and comment). */
export interface DraftDetail {
  choiceFk: number;
  text: string;
  fileFk: number;
  fileName: string;
}

/** The answer being edited, in SaveResponse's shape (plus the files' names for display). */
export interface AnswerDraft {
  text: string;
  details: DraftDetail[];
}

const empty = (): DraftDetail => ({ choiceFk: 0, text: '', fileFk: 0, fileName: '' });

/** The form's starting answer: the saved one (Back shows it), with one box per field of T and D. */
export function draftOf(question: Question): AnswerDraft {
  const saved = question.answer;
  const details = (saved?.details ?? []).map((d) => ({ ...empty(), ...d }));
  if (isTextQuestion(question.type)) return { text: saved?.text ?? '', details: [] };
  if (isFieldsQuestion(question.type)) {
    const count = Math.max(1, question.fieldCount);
    return { text: '', details: Array.from({ length: count }, (_, i) => details[i] ?? empty()) };
  }
  if (isChoiceQuestion(question.type)) return { text: '', details: details.filter((d) => d.choiceFk > 0) };
  if (isFileQuestion(question.type)) return { text: '', details: details.length ? details.slice(0, 1) : [empty()] };
  return { text: '', details };
}

/** The chosen choice ids. */
export const chosen = (draft: AnswerDraft): number[] => draft.details.map((d) => d.choiceFk).filter((id) => id > 0);

/** The draft with exactly these choices. */
export const withChoices = (draft: AnswerDraft, ids: readonly number[]): AnswerDraft => ({
  ...draft,
  details: ids.map((choiceFk) => ({ ...empty(), choiceFk })),
});

/** The draft with detail `index` changed. */
export const withDetail = (draft: AnswerDraft, index: number, change: Partial<DraftDetail>): AnswerDraft => ({
  ...draft,
  details: draft.details.map((d, i) => (i === index ? { ...d, ...change } : d)),
});
