import { MemberOnly, Questionnaire, questionnaireStyles } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LeaveToPortal } from '../../leave-to-portal.js';

/* The component behind <sa-questionnaire>: the same session store as every widget on the page. */

export const areaStyles = questionnaireStyles;

export interface QuestionnaireElementProps {
  /** The survey's id. */
  survey?: number;
  /** The member's application the answers belong to (absent: on its own). */
  application?: number;
  headingLevel?: number;
  onComplete?: () => void;
}

export function QuestionnaireElement({ survey, application, headingLevel, onComplete }: QuestionnaireElementProps) {
  const level = headingLevelOf(headingLevel);
  return (
    <LeaveToPortal>
      <MemberOnly signIn="dialog" headingLevel={level}>
        {survey && survey > 0 ? (
          <Questionnaire surveyId={survey} applicationFk={application && application > 0 ? application : 0} headingLevel={level} onComplete={onComplete} />
        ) : null}
      </MemberOnly>
    </LeaveToPortal>
  );
}
