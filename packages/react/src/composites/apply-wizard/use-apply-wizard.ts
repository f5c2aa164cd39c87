import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useInitialData } from '../../data/use-initial-data.js';
import { applicationKey } from '../../areas/application/query-keys.js';
import {
  ApiError,
  applicationStartCheck,
  courseParameterOf,
  existingApplicationOf,
  generateApplication,
  intakeParameter,
  loadCurrentApplication,
  nextStep,
  previousStep,
  refreshQueries,
  saveApplicationCourses,
  saveApplicationStep,
  wizardButtons,
  wizardSteps,
  type WizardButtons,
  type WizardStep,
  type application,
} from '@studyatlas/core';

type ApplicationState = application.ApplicationState;

export interface ApplyWizardOptions {
  /** Starts a new application for this intake (after the online start checks). */
  intakeId?: number;
  /** Reopens this application; with neither, the latest draft. */
  applicationId?: number;
  /** The step asked for (the portal's URL); else the step the member left the application at. */
  step?: WizardStep;
  /** Every step change (and the first step shown), with the application's id: the portal's URL follows it. */
  onStepChange?: (step: WizardStep, applicationId: number) => void;
  /** There is nothing to show (no application, or the declaration without an id): go home. */
  onHome: () => void;
}

export type ApplyWizardStatus = 'loading' | 'ready' | 'refused' | 'failed';

export interface ApplyWizardController {
  status: ApplyWizardStatus;
  /** The online start checks' refusal (member §5), or why the application could not be loaded. */
  message: string | null;
  /** Refused because the course and intake are in this application of the member's already (issue 24). */
  existingApplicationId: number | null;
  application: ApplicationState | null;
  step: WizardStep;
  /** The steps of this run: AD only when a chosen course has a survey. */
  steps: readonly WizardStep[];
  /** The buttons of the step (member §2). */
  buttons: WizardButtons;
  /** Next is under way (the summary's GenerateApplication). */
  busy: boolean;
  /** The application after the C step changed its courses. */
  setApplication: (next: ApplicationState) => void;
  back: () => void;
  next: () => void;
  /** Set when a step change should move focus to the step's heading. */
  moved: { current: boolean };
}

/** What opening the wizard found. */
type Opening =
  | { kind: 'opened'; application: ApplicationState }
  /** No course list: home (member §2). */
  | { kind: 'home' }
  | { kind: 'refused' | 'failed'; message: string | null; existing: number | null };

/** Start or reopen: an intake starts a new application; an id (or nothing: the latest draft) reopens one. */
async function openApplication(intakeId: number | undefined, applicationId: number | undefined): Promise<Opening> {
  try {
    let opened: ApplicationState | null;
    if (applicationId) opened = await loadCurrentApplication(applicationId);
    else if (intakeId) {
      const refusal = await applicationStartCheck(intakeId);
      if (refusal) return { kind: 'refused', message: refusal, existing: null };
      opened = await saveApplicationCourses(0, [intakeParameter(intakeId)]);
    } else opened = await loadCurrentApplication();
    return opened ? { kind: 'opened', application: opened } : { kind: 'home' };
  } catch (failure) {
    const existing = existingApplicationOf(failure);
    return { kind: existing ? 'refused' : 'failed', message: failure instanceof ApiError ? failure.message : null, existing };
  }
}

const stepIn = (steps: readonly WizardStep[], step: WizardStep | undefined): step is WizardStep => step !== undefined && steps.includes(step);

/**
 * The wizard's state (member §2 "Online application wizard", §4 lifecycle): starts or reopens the
 * application, walks the steps in the order of `wizardSteps` (AD only with a survey), records every
 * step change (SaveStep) so another device or a later sign-in reopens the same application at the
 * same step, and generates the application on Next of the summary when it has no id yet.
 */
export function useApplyWizard({ intakeId, applicationId, step: asked, onStepChange, onHome }: ApplyWizardOptions): ApplyWizardController {
  const [opened, setStatus] = useState<{ key: string | null; status: ApplyWizardStatus }>({ key: null, status: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const [existingApplicationId, setExistingApplicationId] = useState<number | null>(null);
  const [application, setApplication] = useState<ApplicationState | null>(null);
  const [step, setStep] = useState<WizardStep>('C');
  const [busy, setBusy] = useState(false);
  const loaded = useRef(0);
  const moved = useRef(false);
  /** The step the server last recorded (SaveStep), so each change is recorded once. */
  const savedStep = useRef<WizardStep | null>(null);
  const callbacks = useRef({ onStepChange, onHome });
  callbacks.current = { onStepChange, onHome };

  const hasSurvey = (application?.surveyId ?? 0) > 0;
  const steps = wizardSteps(hasSurvey);

  /** Shows a step and records it (SaveStep); the declaration without an application id goes home. */
  const go = useCallback((target: WizardStep, current: ApplicationState, focus = true) => {
    if (target === 'DC' && current.applicationFk <= 0) return callbacks.current.onHome();
    moved.current = focus;
    setStep(target);
    // Each step was saved before the wizard moved: what the summary and the declaration show is asked afresh.
    if (current.applicationFk > 0) refreshQueries(applicationKey(current.applicationFk));
    callbacks.current.onStepChange?.(target, current.applicationFk);
    if (current.applicationFk > 0 && savedStep.current !== target) {
      savedStep.current = target;
      saveApplicationStep(current.applicationFk, target).then(
        (saved) => setApplication((now) => (now && now.applicationFk === saved.applicationFk ? { ...now, step: saved.step, surveyId: saved.surveyId } : now)),
        () => undefined, // the client's popup said why; the member stays on the step
      );
    }
  }, []);

  // Opened once per application asked for (not again when the URL follows a step of the one shown), and
  // afresh by each wizard shown (a start is an action: a second wizard for the same intake is refused).
  const wizard = useId();
  const openKey = applicationId && applicationId === loaded.current ? null : `apply/open/${wizard}/${applicationId ?? 0}/${intakeId ?? 0}`;
  useInitialData(
    openKey,
    () => openApplication(intakeId, applicationId),
    (opening) => {
      setMessage(opening.kind === 'refused' || opening.kind === 'failed' ? opening.message : null);
      setExistingApplicationId(opening.kind === 'refused' || opening.kind === 'failed' ? opening.existing : null);
      if (opening.kind === 'home') return callbacks.current.onHome();
      if (opening.kind !== 'opened') return setStatus({ key: openKey, status: opening.kind });
      const { application: started } = opening;
      const runSteps = wizardSteps(started.surveyId > 0);
      const first = intakeId && !applicationId ? 'C' : stepIn(runSteps, asked) ? asked : stepIn(runSteps, started.step) ? started.step : 'C';
      loaded.current = started.applicationFk;
      savedStep.current = started.step;
      setApplication(started);
      setStatus({ key: openKey, status: 'ready' });
      go(first, started, false);
    },
    { audience: 'member', onFailed: () => setStatus({ key: openKey, status: 'failed' }) },
  );
  // A new opening shows the loader until it answers; the one shown stays while the URL follows its steps.
  const status: ApplyWizardStatus = openKey !== null && opened.key !== openKey ? 'loading' : opened.status;

  // A step asked for later (the browser's Back in the portal): show it.
  useEffect(() => {
    if (status !== 'ready' || !application || !stepIn(steps, asked) || asked === step) return;
    go(asked, application);
    // Only a change of the asked step moves the wizard.
  }, [asked]);

  const next = useCallback(() => {
    if (!application || busy) return;
    const target = nextStep(step, hasSurvey);
    if (step === 'AS' && application.applicationFk <= 0) {
      // Member §2: Next on the summary with no application id generates one.
      setBusy(true);
      generateApplication(application.courses.map(courseParameterOf)).then(
        (made) => {
          loaded.current = made.applicationFk;
          savedStep.current = made.step;
          setApplication(made);
          setBusy(false);
          go('DC', made);
        },
        () => setBusy(false),
      );
      return;
    }
    if (target) go(target, application);
  }, [application, busy, go, hasSurvey, step]);

  const back = useCallback(() => {
    const target = application && previousStep(step, hasSurvey);
    if (application && target) go(target, application);
  }, [application, go, hasSurvey, step]);

  const buttons = wizardButtons(step, application ?? { key: '', applicationFk: 0 });
  return { status, message, existingApplicationId, application, step, steps, buttons, busy, setApplication, back, next, moved };
}
