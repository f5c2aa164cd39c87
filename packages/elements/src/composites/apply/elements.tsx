import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, applicationMessages, applicationWizardLabels as t, courseDetail, loadCurrentApplication } from '@studyatlas/core';
import { ApplyWizard, Loader, useQuery, MemberOnly, SuccessText, applicationCss, applicationSummaryCss, applyWizardCss, profileStyles, questionnaireStyles } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LeaveToPortal } from '../../leave-to-portal.js';

/* The component behind <sa-apply>: the wizard shows the application area's steps and the profile's sections. */

export const areaStyles: readonly string[] = [...profileStyles, ...questionnaireStyles, applicationSummaryCss, applicationCss, applyWizardCss];

/** `detail` of `sa-submitted`. */
export interface ApplySubmittedDetail {
  applicationId: number;
}

export interface ApplyElementProps {
  course?: number;
  intake?: number;
  application?: number;
  headingLevel?: number;
  onSubmitted?: (detail: ApplySubmittedDetail) => void;
}

const positive = (value: number | undefined): number | undefined => (value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined);

type Target = { intakeId?: number; applicationId?: number } | 'nothing' | null;

/**
 * What the wizard opens: the application asked for; else the member's draft that already holds the
 * intake (a page reload must not start a second application); else a new one for the intake (or the
 * course's next intake); else the latest draft.
 */
async function findTarget(course?: number, intake?: number, application?: number): Promise<Target> {
  if (application) return { applicationId: application };
  const intakeId = intake ?? (course ? (await courseDetail({ courseId: course }, { quiet: true })).intakeId || undefined : undefined);
  if (!intakeId) return course ? 'nothing' : {};
  const draft = await loadCurrentApplication();
  return draft && draft.status === 'D' && draft.courses.some((c) => c.intakeId === intakeId) ? { applicationId: draft.applicationFk } : { intakeId };
}

function useTarget(course?: number, intake?: number, application?: number): Target {
  // Looked up afresh by each element shown (the member's drafts change with every wizard).
  const found = useQuery(`apply/target/${useId()}/${course ?? 0}/${intake ?? 0}/${application ?? 0}`, () => findTarget(course, intake, application), { audience: 'member' });
  return found.status === 'failed' ? 'nothing' : found.data;
}

function Wizard({ course, intake, application, headingLevel, onSubmitted }: ApplyElementProps) {
  const target = useTarget(positive(course), positive(intake), positive(application));
  const [home, setHome] = useState(false);
  const [submitted, setSubmitted] = useState<number | null>(null);
  if (submitted !== null) return <SuccessText>{applicationMessages.submitted}</SuccessText>;
  if (target === null) return <Loader active variant="inline" label={t.loading} />;
  if (target === 'nothing' || home) return <p className="sa-app-empty">{t.noApplication}</p>;
  return (
    <ApplyWizard
      key={`${target.intakeId ?? 0}-${target.applicationId ?? 0}`}
      intakeId={target.intakeId}
      applicationId={target.applicationId}
      headingLevel={headingLevelOf(headingLevel)}
      onHome={() => setHome(true)}
      onSubmitted={(applicationId) => {
        setSubmitted(applicationId);
        onSubmitted?.({ applicationId });
      }}
    />
  );
}

export function ApplyElement(props: ApplyElementProps) {
  // A new member session (sign-in with any widget on the page) opens the wizard afresh.
  const session = useStore($session);
  return (
    <LeaveToPortal>
      <MemberOnly signIn="dialog" headingLevel={headingLevelOf(props.headingLevel)}>
        <Wizard key={session?.member.clientId ?? 0} {...props} />
      </MemberOnly>
    </LeaveToPortal>
  );
}
