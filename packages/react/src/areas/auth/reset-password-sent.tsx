import { authMessages } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { AuthPanel, type ScreenProps } from '../../ui/panel/panel.js';

export type ResetPasswordSentProps = ScreenProps;

/** Password reset step 2 (member §2 /reSetPwdStep2): the temporary password is on its way. */
export function ResetPasswordSent(props: ResetPasswordSentProps) {
  return (
    <AuthPanel title={authMessages.resetSentTitle} intro={authMessages.resetSentText} {...props}>
      <div className="sa-auth-actions">
        <Link to="/login">{authMessages.backToSignIn}</Link>
      </div>
    </AuthPanel>
  );
}
