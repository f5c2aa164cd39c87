import { useCallback, useId, useRef, useState } from 'react';
import { useInitialData } from '../../data/use-initial-data.js';
import {
  ApiError,
  loadPreviousQuestion,
  loadQuestion,
  messages,
  saveAnswer,
  startQuestionnaire,
  validateAnswer,
  type questionnaire,
} from '@studyatlas/core';
import { draftOf, type AnswerDraft } from './answer-draft.js';

type Question = questionnaire.Question;
type QuestionReply = questionnaire.QuestionReply;

export interface QuestionnaireOptions {
  surveyId: number;
  applicationFk?: number;
  onComplete?: () => void;
  onBack?: () => void;
}

export interface QuestionnaireController {
  /** True until the first question (or the end) is known. */
  loading: boolean;
  /** A save or a move is under way. */
  busy: boolean;
  title: string;
  /** The survey's question count (0: nothing to answer). */
  total: number;
  question: Question | null;
  draft: AnswerDraft;
  setDraft: (draft: AnswerDraft) => void;
  /** The answer's message: the rule's or the server's refusal. */
  error: string | null;
  /** A failure to load (the screen shows it instead of a question). */
  failure: string | null;
  /** Every question is answered (or the end flag was reached). */
  done: boolean;
  /** Back is offered: an earlier question, or the host's previous step. */
  canGoBack: boolean;
  back: () => Promise<void>;
  next: () => Promise<void>;
  /** Once done: goes on (the host's next step). */
  finish: () => void;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : messages.apiNotRunning);

/**
 * The questionnaire's state (member §5 "Questionnaire", §7): SaveParticipant, then GetQuestion; Next
 * checks the answer with the core rule before SaveResponse and shows the server's refusal the same
 * way; Back shows the earlier question with its saved answer (GetPreviousQuestion), or leaves through
 * `onBack` on the first one; after the last question `onComplete` runs.
 */
export function useQuestionnaire({ surveyId, applicationFk = 0, onComplete, onBack }: QuestionnaireOptions): QuestionnaireController {
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState('');
  const [total, setTotal] = useState(0);
  const [question, setQuestion] = useState<Question | null>(null);
  const [draft, setDraftState] = useState<AnswerDraft>({ text: '', details: [] });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const callbacks = useRef({ onComplete, onBack });
  callbacks.current = { onComplete, onBack };

  const show = useCallback((reply: QuestionReply) => {
    setTitle(reply.title);
    setQuestion(reply.question);
    setDone(reply.question === null);
    setDraftState(reply.question ? draftOf(reply.question) : { text: '', details: [] });
    setError(null);
  }, []);

  // Started afresh by each questionnaire shown (SaveParticipant is an action; the current question
  // moves with every answer), then its question shown.
  const key = `questionnaire/${useId()}/${surveyId}/${applicationFk}`;
  const [shown, setShown] = useState<string | null>(null);
  const opening = useInitialData(
    key,
    async () => {
      const started = await startQuestionnaire(surveyId, applicationFk);
      return { total: started.total, reply: await loadQuestion(surveyId, applicationFk) };
    },
    ({ total: count, reply }) => {
      setTotal(count);
      show(reply);
      setShown(key);
    },
  );
  const loading = shown !== key && opening.status !== 'failed';
  const failure = opening.error;

  const setDraft = useCallback((next: AnswerDraft) => {
    setDraftState(next);
    setError(null);
  }, []);

  const next = useCallback(async () => {
    if (!question || busy) return;
    const refusal = validateAnswer(question, draft);
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy(true);
    try {
      const reply = await saveAnswer(surveyId, question.id, draft, applicationFk);
      show(reply);
      if (reply.question === null) callbacks.current.onComplete?.();
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setBusy(false);
    }
  }, [question, busy, draft, surveyId, applicationFk, show]);

  const back = useCallback(async () => {
    if (busy) return;
    // The first question (or the end screen) leaves to the host's previous step.
    if (!question || question.position <= 1) {
      callbacks.current.onBack?.();
      return;
    }
    setBusy(true);
    try {
      show(await loadPreviousQuestion(surveyId, question.id, applicationFk));
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setBusy(false);
    }
  }, [busy, question, surveyId, applicationFk, show]);

  const finish = useCallback(() => callbacks.current.onComplete?.(), []);

  return {
    loading,
    busy,
    title,
    total,
    question,
    draft,
    setDraft,
    error,
    failure,
    done,
    canGoBack: question ? question.position > 1 || Boolean(onBack) : Boolean(onBack),
    back,
    next,
    finish,
  };
}
