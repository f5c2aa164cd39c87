import { MemberOnly, MyApplications, applicationsStyles } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LeaveToPortal } from '../../leave-to-portal.js';

/* The component behind <sa-applications>: the same session store as every widget on the page. */

export const areaStyles = applicationsStyles;

export interface ApplicationsElementProps {
  headingLevel?: number;
}

/** Continue and Resubmit open the wizard's route: on the portal with `portal-url`, else the widget stays. */
export function ApplicationsElement({ headingLevel }: ApplicationsElementProps) {
  const level = headingLevelOf(headingLevel);
  return (
    <LeaveToPortal>
      <MemberOnly signIn="dialog" headingLevel={level}>
        <MyApplications headingLevel={level} />
      </MemberOnly>
    </LeaveToPortal>
  );
}
