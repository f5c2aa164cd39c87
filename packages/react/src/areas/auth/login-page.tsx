import { messages, takeSignInReturn } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { AuthPanel, type ScreenProps } from '../../ui/panel/panel.js';
import { LoginForm } from './login-form.js';

/** Where a successful sign-in leads (member §2: the dashboard). */
export const AFTER_SIGN_IN = '/findDashBoard';

export interface LoginPageProps extends ScreenProps {
  defaultUsername?: string;
  /** Called after sign-in instead of navigating back to where a gate sent the visitor from (else /findDashBoard). */
  onSuccess?: () => void;
}

/**
 * The sign-in page (member §2 /login/:reload). After signing in the visitor continues where the gate
 * that sent them here was (`rememberSignInReturn`, set by `MemberOnly` or a host's 401 handler), else
 * the dashboard.
 */
export function LoginPage({ defaultUsername, onSuccess, ...screen }: LoginPageProps) {
  const { navigate } = useNavigation();
  return (
    <AuthPanel title={messages.signInTitle} {...screen}>
      <LoginForm variant="page" defaultUsername={defaultUsername} onSuccess={onSuccess ?? (() => navigate(takeSignInReturn() ?? AFTER_SIGN_IN))} />
    </AuthPanel>
  );
}
