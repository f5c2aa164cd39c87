import { useLocation, useSearch } from 'wouter';
import { applicationWizardLabels, onlineAppRoute, queryIdOf, wizardStepOf, type WizardStep } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const ApplyWizard = lazyScreen(() => import('../screens/application.js'), 'ApplyWizard');

/**
 * The wizard at its URL: `?intake=` starts an application for that intake, `?appId=` reopens one, the
 * child names the step. The URL follows the wizard (the new application's id replaces the intake), so
 * a reload, a bookmark or the browser's Back finds the same application and step.
 */
function OnlineAppRoute({ child }: { child?: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const appId = queryIdOf(search, 'appId');
  const intake = appId ? undefined : queryIdOf(search, 'intake');
  const asked = wizardStepOf(child);
  const follow = (step: WizardStep, applicationId: number) => {
    const to = onlineAppRoute(step, { appId: applicationId });
    // The first step shown (or the new application's id) replaces the entry; a move between steps adds one.
    navigate(to, { replace: intake !== undefined || asked === undefined || asked === step });
  };
  return <ApplyWizard intakeId={intake} applicationId={appId} step={asked} onStepChange={follow} headingLevel={1} />;
}

/**
 * Member §2: /onlineApp and its children /coursedetail, /contactDetail, /educationdet, /workexp,
 * /passportdet, /questionnaire, /appsummary, /declaration (members only). A submitted application
 * goes on to /apps (my applications).
 */
export const applicationRoutes: PortalRoute[] = [
  { path: '/onlineApp', title: () => applicationWizardLabels.wizardTitle, member: true, render: () => <OnlineAppRoute /> },
  { path: '/onlineApp/:child', title: () => applicationWizardLabels.wizardTitle, member: true, render: (p) => <OnlineAppRoute child={p.child} /> },
];
