import { useId, useState } from 'react';
import { useInitialData } from '../../data/use-initial-data.js';
import { applicationKey } from './query-keys.js';
import {
  ApiError,
  APPLICATIONS,
  acceptDeclaration,
  applicationMessages,
  applicationWizardLabels as t,
  loadDeclaration,
  messages,
  refreshQueries,
  showPopup,
  submitApplication,
  type WizardButtons,
  type application,
} from '@studyatlas/core';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationCss } from './application.css.js';
import { StepActions } from './step-actions.js';

type Declaration = Awaited<ReturnType<typeof loadDeclaration>>;

export interface DeclarationStepProps {
  applicationFk: number;
  buttons: WizardButtons;
  onBack: () => void;
  /** The application went through (SyncProfileData answered S). */
  onSubmitted: (applicationFk: number) => void;
  /** Level of the declaration's title (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The DC step "Declaration" (member §2, §4, §8): the declaration and privacy policy (LoadDeclaration),
 * "I accept" (UpsertDeclaration, form key SAP_APP) and Submit (SyncProfileData): result S goes on to
 * my applications, result F says 'Application submission failed' in a Failed popup and here.
 */
export function DeclarationStep({ applicationFk, buttons, onBack, onSubmitted, headingLevel = 3 }: DeclarationStepProps) {
  useStylesheet('application', applicationCss);
  const Heading = `h${headingLevel}` as const;
  const acceptId = useId();
  const [accepted, setAccepted] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [said, setMessage] = useState<string | null>(null);
  // The box starts as the member left it; from then on it follows the hand.
  const loaded = useInitialData(`${applicationKey(applicationFk)}/declaration`, () => loadDeclaration(applicationFk), (reply) => setAccepted(reply.accepted), {
    audience: 'member',
  });
  const declaration: Declaration | null = loaded.data;
  const message = said ?? loaded.error;

  const accept = async (checked: boolean) => {
    if (!declaration || accepting) return;
    setMessage(null);
    if (!checked) return setAccepted(false);
    // Checked at once (the box follows the hand); unchecked again if the server refuses.
    setAccepted(true);
    setAccepting(true);
    try {
      await acceptDeclaration(applicationFk, declaration.privacyPolicyFk);
    } catch {
      setAccepted(false); // the client's Failed popup said why
    } finally {
      setAccepting(false);
    }
  };

  const submit = async () => {
    if (submitting || accepting) return;
    if (!accepted) return setMessage(t.acceptFirst);
    setSubmitting(true);
    setMessage(null);
    try {
      const reply = await submitApplication(applicationFk);
      if (reply.result === 'S') {
        refreshQueries(APPLICATIONS);
        return onSubmitted(applicationFk);
      }
      const failed = reply.message || applicationMessages.submissionFailed;
      setMessage(failed);
      showPopup(messages.titleFailed, failed);
    } catch (failure) {
      const failed = failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : applicationMessages.submissionFailed;
      setMessage(failed);
      if (failure instanceof ApiError && failure.status > 0 && failure.status < 500) showPopup(messages.titleFailed, failed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="sa-app-step sa-app-declaration" part="application-step">
      <Loader active={declaration === null && message === null} variant="inline" label={t.declarationLoading} />
      {declaration && (
        <>
          <Heading className="sa-app-declaration-title">{declaration.title}</Heading>
          {declaration.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <label className="sa-app-accept" htmlFor={acceptId}>
            <input
              id={acceptId}
              type="checkbox"
              checked={accepted}
              aria-busy={accepting || undefined}
              onChange={(event) => void accept(event.target.checked)}
            />
            {t.accept}
          </label>
        </>
      )}
      <FormError message={message} />
      <StepActions buttons={buttons} onBack={onBack} onSubmit={() => void submit()} busy={submitting ? 'submit' : null} />
    </div>
  );
}
