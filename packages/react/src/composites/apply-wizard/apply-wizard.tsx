import { Suspense, useEffect, useRef } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import { applicationWizardLabels as t, myApplicationRoute, profileRoute, showPopup, messages, applicationMessages, type WizardStep } from '@studyatlas/core';
import { CourseStep } from '../../areas/application/course-step.js';
import { DeclarationStep } from '../../areas/application/declaration-step.js';
import { SummaryStep } from '../../areas/application/summary-step.js';
import { Link } from '../../navigation/link.js';
import { useNavigation } from '../../navigation/navigation.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import type { HeadingLevel, ScreenProps } from '../../ui/panel/panel.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applyWizardCss } from './apply-wizard.css.js';
import { StepHeader } from './step-header.js';
import { useApplyWizard } from './use-apply-wizard.js';

/** Where a submitted application goes in the portal (member §4: back to my applications). */
const MY_APPLICATIONS_ROUTE = '/apps';
const HOME_ROUTE = '/';

export interface ApplyWizardProps extends ScreenProps {
  /** Starts a new application for this intake (after the online start checks). */
  intakeId?: number;
  /** Reopens this application (my applications' resubmit, a bookmarked step). */
  applicationId?: number;
  /** The step to show (the portal's URL); by default the step the member left the application at. */
  step?: WizardStep;
  /** Every step change with the application's id: a host with a router puts it in the URL. */
  onStepChange?: (step: WizardStep, applicationId: number) => void;
  /** The application was submitted; by default the wizard navigates to my applications (/apps). */
  onSubmitted?: (applicationId: number) => void;
  /** Nothing to show (no application to reopen); by default the wizard navigates home. */
  onHome?: () => void;
}

// The profile's sections (B, E, W, P) and the questionnaire (AD) load when the member first reaches them.
const ProfileStep = /* @__PURE__ */ lazyWithWords(() => import('./profile-step.js'), 'ProfileStep');
const AdStep = /* @__PURE__ */ lazyWithWords(() => import('./ad-step.js'), 'AdStep');

type SubLevel = 2 | 3 | 4 | 5 | 6;
const below = (level: HeadingLevel, by: number): SubLevel => Math.min(level + by, 6) as SubLevel;
const sectionLevel = (level: HeadingLevel): HeadingLevel => Math.min(level + 2, 4) as HeadingLevel;

/**
 * The online application wizard (member §2 "Online application wizard", §4, §5; discovery §4): C
 * course detail, B about me, E education, W work, P passport, AD questionnaire (only when a chosen
 * course has a survey), AS application summary, DC declaration, with the buttons `wizardButtons` names
 * for each step. It shows the application area's steps (C, AS, DC), the profile's sections (B with
 * LoadAboutMe / UpdateAboutMe, E, W, P) and the questionnaire (AD). Every step change is saved, so the
 * member finds the same application at the same step on any device.
 */
export function ApplyWizard({ intakeId, applicationId, step: asked, onStepChange, onSubmitted, onHome, headingLevel = 2, className }: ApplyWizardProps) {
  useStylesheet('apply-wizard', applyWizardCss);
  const { navigate } = useNavigation();
  const home = onHome ?? (() => navigate(HOME_ROUTE));
  const wizard = useApplyWizard({ intakeId, applicationId, step: asked, onStepChange, onHome: home });
  const { status, message, application, step, steps, buttons, back, next, moved } = wizard;
  const Heading = `h${headingLevel}` as const;
  const StepHeading = `h${below(headingLevel, 1)}` as const;
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen reader users land on the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepHeading.current?.focus();
  }, [step, moved]);

  const submitted = (id: number) => {
    showPopup(messages.titleSuccess, applicationMessages.submitted);
    if (onSubmitted) onSubmitted(id);
    else navigate(MY_APPLICATIONS_ROUTE);
  };

  const body = () => {
    if (!application) return null;
    const moves = { onBack: buttons.back ? back : undefined, onNext: buttons.next ? next : undefined };
    switch (step) {
      case 'C':
        return <CourseStep application={application} onChange={wizard.setApplication} buttons={buttons} onNext={next} />;
      case 'B':
      case 'E':
      case 'W':
      case 'P':
        return <ProfileStep step={step} headingLevel={sectionLevel(headingLevel)} {...moves} />;
      case 'AD':
        return (
          <AdStep
            surveyId={application.surveyId}
            applicationFk={application.applicationFk}
            onBack={back}
            onComplete={next}
            headingLevel={sectionLevel(headingLevel)}
          />
        );
      case 'AS':
        return <SummaryStep applicationFk={application.applicationFk} buttons={buttons} onBack={back} onNext={next} busy={wizard.busy} headingLevel={below(headingLevel, 2)} />;
      case 'DC':
        return <DeclarationStep applicationFk={application.applicationFk} buttons={buttons} onBack={back} onSubmitted={submitted} headingLevel={below(headingLevel, 2)} />;
    }
  };

  return (
    <section className={cx('sa-root sa-apply-wizard', className)} part="apply-wizard" aria-busy={status === 'loading' || undefined}>
      <Heading className="sa-apply-wizard-title">{t.wizardTitle}</Heading>
      <Loader active={status === 'loading'} variant="inline" label={intakeId && !applicationId ? t.starting : t.loading} />
      {status === 'refused' && (
        <div className="sa-apply-refusal">
          <FormError message={message} />
          <p className="sa-apply-links">
            {wizard.existingApplicationId ? (
              <Link to={myApplicationRoute(wizard.existingApplicationId)}>{applicationMessages.openExistingApplication}</Link>
            ) : (
              <Link to={profileRoute('B')}>{t.openProfile}</Link>
            )}
          </p>
        </div>
      )}
      {status === 'failed' && <FormError message={message ?? messages.apiNotRunning} />}
      {status === 'ready' && application && (
        <>
          <StepHeader steps={steps} step={step} />
          <StepHeading ref={stepHeading} tabIndex={-1} className="sa-apply-step-title">
            {t.steps[step]}
          </StepHeading>
          <Suspense fallback={<Loader active variant="inline" label={t.loading} />}>{body()}</Suspense>
        </>
      )}
    </section>
  );
}
