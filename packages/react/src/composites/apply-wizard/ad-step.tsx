import type { WizardButtons } from '@studyatlas/core';
import { StepActions } from '../../areas/application/step-actions.js';

export interface AdStepProps {
  surveyId: number;
  applicationFk: number;
  buttons: WizardButtons;
  onBack: () => void;
  /** The questionnaire is answered: on to the summary. */
  onComplete: () => void;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The AD step "Questionnaire" (member §2): the survey of the chosen course.
 *
 * PENDING: the questionnaire area (`areas/questionnaire`, component `Questionnaire`) is merged
 * separately; until then this step shows the wizard's Back and Next only. Once it is there this file
 * becomes:
 *   import { Questionnaire } from '../../areas/questionnaire/index.js';
 *   return <Questionnaire surveyId={surveyId} applicationFk={applicationFk} headingLevel={headingLevel} onBack={onBack} onComplete={onComplete} />;
 */
export function AdStep({ buttons, onBack, onComplete }: AdStepProps) {
  return <StepActions buttons={buttons} onBack={onBack} onNext={onComplete} />;
}
