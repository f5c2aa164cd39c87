import { resendVerification, authMessages, loginMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { useAction, type ActionController } from '../../form-kit/index.js';
import { Link } from '../../navigation/link.js';
import { AuthPanel, SuccessText, type ScreenProps } from '../../ui/panel/panel.js';

export interface ThankYouViewProps extends ScreenProps {
  resend: ActionController;
}

export function ThankYouView({ resend, ...screen }: ThankYouViewProps) {
  return (
    <AuthPanel title={authMessages.thankYouTitle} intro={authMessages.thankYouText} {...screen}>
      <p>{authMessages.thankYouNoMail}</p>
      {resend.message && <SuccessText>{resend.message}</SuccessText>}
      <FormError message={resend.error} />
      <div className="sa-auth-actions">
        <Button variant="secondary" busy={resend.busy} onClick={() => void resend.run()}>
          {loginMessages.resendVerificationAction}
        </Button>
        <Link to="/login">{authMessages.backToSignIn}</Link>
      </div>
    </AuthPanel>
  );
}

export interface ThankYouProps extends ScreenProps {
  /** The new member's id from the route (/thankYou/:clientId). */
  clientId: string | number;
}

/** After sign-up (member §2 /thankYou/:clientId): check the mailbox, or re-send the verification e-mail. */
export function ThankYou({ clientId, ...screen }: ThankYouProps) {
  const resend = useAction(async () => {
    await resendVerification(clientId, { quiet: true });
    return loginMessages.verificationResent;
  });
  return <ThankYouView resend={resend} {...screen} />;
}
