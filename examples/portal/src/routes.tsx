import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { isMemberRoute, messages, portalMessages, authMessages, externalLoginMessages } from '@studyatlas/core';
import { Loader, MemberOnly } from '@studyatlas/react';
import { useDocumentTitle } from './title.js';
import { HomePage } from './pages/home.js';
import { courseRoutes } from './routes/discovery-courses.js';
import { institutionRoutes } from './routes/discovery-institutions.js';
import { friendRoutes } from './routes/discovery-friends.js';
import { agentRoutes } from './routes/discovery-agents.js';
import { scholarshipRoutes } from './routes/discovery-scholarships.js';
import { eventRoutes } from './routes/discovery-events.js';
import { savedRoutes } from './routes/discovery-saved.js';
import { contactRoutes } from './routes/discovery-contact.js';
import { formRoutes } from './routes/discovery-forms.js';
import { profileRoutes } from './routes/member-profile.js';
import { applicationRoutes } from './routes/member-application.js';
import { applicationsRoutes } from './routes/member-applications.js';
import { myFriendsRoutes } from './routes/member-friends.js';
import { messagingRoutes } from './routes/member-messaging.js';
import { workspaceRoutes } from './routes/workspace.js';
import { ErrorPage } from './pages/error.js';
import type { Params, PortalRoute } from './routes/portal-route.js';
import {
  ExternalLoginRoute,
  ExternalSignUpRoute,
  SetPasswordRoute,
  LoginRoute,
  ResetPasswordRoute,
  ResetPasswordSentRoute,
  ResetPasswordStep3Route,
  SignUpRoute,
  ThankYouRoute,
  VerifyAccountRoute,
} from './pages/auth.js';

/** The route table of both specifications, as far as their screens exist. */
export const portalRoutes: PortalRoute[] = [
  { path: '/findDashBoard', render: () => <HomePage /> },
  { path: '/login/:reload?', title: () => messages.signInTitle, render: () => <LoginRoute /> },
  { path: '/signUp', title: () => authMessages.signUpTitle, render: () => <SignUpRoute /> },
  // External sign-in (member §2 social sign-in): the provider's way back, its sign-up, a first password.
  { path: '/externalLogin', title: () => messages.signInTitle, render: () => <ExternalLoginRoute /> },
  {
    path: '/signUpExternal/:provider/:code',
    title: () => authMessages.signUpTitle,
    render: (p) => <ExternalSignUpRoute provider={p.provider!} code={p.code!} />,
  },
  { path: '/setPassword', title: () => externalLoginMessages.setPasswordTitle, member: true, render: () => <SetPasswordRoute /> },
  { path: '/thankYou/:clientId', title: () => authMessages.thankYouTitle, render: (p) => <ThankYouRoute clientId={p.clientId!} /> },
  {
    path: '/verifyAcc/:vkey/:email/:type',
    title: () => authMessages.verifyTitle,
    render: (p) => <VerifyAccountRoute vkey={p.vkey!} email={p.email!} type={p.type!} />,
  },
  { path: '/reSetPwd/:email?', title: () => authMessages.resetTitle, render: (p) => <ResetPasswordRoute email={p.email} /> },
  { path: '/reSetPwdStep2', title: () => authMessages.resetSentTitle, render: () => <ResetPasswordSentRoute /> },
  {
    path: '/reSetPwdStep3/:reset/:email',
    title: () => authMessages.changePasswordTitle,
    render: (p) => <ResetPasswordStep3Route email={p.email!} />,
  },
  ...courseRoutes,
  ...institutionRoutes,
  ...friendRoutes,
  ...agentRoutes,
  ...scholarshipRoutes,
  ...eventRoutes,
  ...savedRoutes,
  ...contactRoutes,
  ...formRoutes,
  ...profileRoutes,
  ...applicationRoutes,
  ...applicationsRoutes,
  ...myFriendsRoutes,
  ...messagingRoutes,
  ...workspaceRoutes,
  { path: '/error', title: () => portalMessages.errorPageTitle, render: () => <ErrorPage /> },
];

function Titled({ title, children }: { title?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/**
 * An unknown route goes to /error (discovery §2). A member route of a screen still to come (member
 * §2: /onlineApp, /msgList …) asks a signed-out visitor to sign in first, like every member route.
 */
function UnknownRoute() {
  const [location] = useLocation();
  const toError = <Redirect to="/error" replace />;
  return isMemberRoute(location) ? <MemberOnly headingLevel={1}>{toError}</MemberOnly> : toError;
}

/** Discovery §2: the empty route opens the dashboard; an unknown route goes to /error. */
export function Routes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/findDashBoard" replace />
      </Route>
      {portalRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params: Params) => (
            <Titled title={route.title?.()}>
              {/* A route's screens come in their own chunk (routes/lazy-screen.ts): the loader meanwhile. */}
              <Suspense fallback={<Loader active />}>
                {route.member ? <MemberOnly headingLevel={1}>{route.render(params)}</MemberOnly> : route.render(params)}
              </Suspense>
            </Titled>
          )}
        </Route>
      ))}
      <Route>
        <UnknownRoute />
      </Route>
    </Switch>
  );
}
