import { useState } from 'react';
import { format, questionnaireMessages as t } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { cx } from '../../ui/internal/class-names.js';
import type { ScreenProps } from '../../ui/panel/panel.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { questionnaireCss } from './questionnaire.css.js';
import { QuestionFields } from './question-fields.js';
import { useQuestionnaire } from './use-questionnaire.js';

export interface QuestionnaireProps extends ScreenProps {
  /** The survey to answer. */
  surveyId: number;
  /** The application the answers belong to (the wizard's AD step); 0 or absent: answered on its own. */
  applicationFk?: number;
  /** After the last question is saved (Submit), or Next on a questionnaire already answered. */
  onComplete?: () => void;
  /** Back on the first question: the host's previous step (the wizard's P). Without it the first question has no Back. */
  onBack?: () => void;
}

/**
 * A questionnaire (member §2 wizard step AD, §3 question types, §5, §7 "Questionnaire"): one question
 * at a time with 'Question n of N', its saved answer filled in; Next saves it and shows the next one,
 * Back shows the earlier question with its answer, Submit on the last question ends it. A mandatory
 * question left empty says 'Please answer the question' under it, before anything is sent.
 */
export function Questionnaire({ surveyId, applicationFk = 0, onComplete, onBack, headingLevel = 2, className }: QuestionnaireProps) {
  useStylesheet('questionnaire', questionnaireCss);
  const q = useQuestionnaire({ surveyId, applicationFk, onComplete, onBack });
  const [tried, setTried] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const question = q.question;

  const next = async () => {
    setTried(true);
    await q.next();
  };

  let body;
  if (q.loading) body = <Loader active variant="inline" label={t.loading} />;
  else if (q.failure) body = <FormError message={q.failure} />;
  else if (!question) {
    body = (
      <>
        <p className="sa-questionnaire-note" role="status">
          {q.total === 0 ? t.noQuestions : t.done}
        </p>
        {(onBack || onComplete) && (
          <div className="sa-questionnaire-actions">
            {onBack && (
              <Button variant="secondary" onClick={() => void q.back()}>
                {t.back}
              </Button>
            )}
            {onComplete && <Button onClick={q.finish}>{t.next}</Button>}
          </div>
        )}
      </>
    );
  } else {
    body = (
      <form
        className="sa-questionnaire-form"
        noValidate
        aria-busy={q.busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <p className="sa-questionnaire-progress" aria-live="polite">
          {format(t.progress, { n: question.position, total: question.total })}
        </p>
        <div className="sa-questionnaire-question" key={question.id}>
          <QuestionFields question={question} draft={q.draft} onChange={q.setDraft} error={q.error} showErrors={tried} />
        </div>
        <div className="sa-questionnaire-actions">
          {q.canGoBack && (
            <Button variant="secondary" disabled={q.busy} onClick={() => void q.back()}>
              {t.back}
            </Button>
          )}
          <Button type="submit" busy={q.busy}>
            {question.isLast ? t.submit : t.next}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={cx('sa-root sa-questionnaire', className)} part="questionnaire" aria-busy={q.loading || undefined}>
      <Heading className="sa-questionnaire-title">{q.title || t.heading}</Heading>
      {body}
    </section>
  );
}
