import { Questionnaire } from '../../areas/questionnaire/index.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';

export interface AdStepProps {
  surveyId: number;
  applicationFk: number;
  onBack: () => void;
  /** The questionnaire is answered: on to the summary. */
  onComplete: () => void;
  headingLevel?: HeadingLevel;
}

/**
 * The AD step "Questionnaire" (member §2): the survey of the chosen course, answered for this
 * application. Back on its first question is the wizard's Back (to P); Submit on its last question is
 * the wizard's Next (to AS) — the step's Back and Next (member §2) are the questionnaire's own.
 */
export function AdStep({ surveyId, applicationFk, onBack, onComplete, headingLevel }: AdStepProps) {
  return <Questionnaire surveyId={surveyId} applicationFk={applicationFk} headingLevel={headingLevel} onBack={onBack} onComplete={onComplete} />;
}
