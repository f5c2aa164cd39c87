import { messages, authMessages } from '@studyatlas/core';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Link } from '../../navigation/link.js';
import { AuthPanel, SuccessText, type ScreenProps } from '../../ui/panel/panel.js';
import { useVerifyAccount, type VerifyState } from './use-verify-account.js';

export interface VerifyAccountViewProps extends ScreenProps {
  state: VerifyState;
}

export function VerifyAccountView({ state, ...screen }: VerifyAccountViewProps) {
  return (
    <AuthPanel title={authMessages.verifyTitle} {...screen}>
      {state.status === 'loading' ? (
        <div className="sa-auth-loading">
          <Loader active variant="inline" label={authMessages.verifyingAccount} maxDuration={Infinity} />
          <p>{authMessages.verifyingAccount}</p>
        </div>
      ) : state.status === 'verified' ? (
        <SuccessText>{state.message}</SuccessText>
      ) : (
        <FormError message={state.message} />
      )}
      {state.status !== 'loading' && (
        <div className="sa-auth-actions">
          <Link to="/login">{messages.signInAction}</Link>
        </div>
      )}
    </AuthPanel>
  );
}

export interface VerifyAccountProps extends ScreenProps {
  /** The route's parameters (/verifyAcc/:vkey/:email/:type), already URL-decoded. */
  vkey: string;
  email: string;
  type: string;
}

/** Account verification from the e-mailed link (member §2): verifies on mount, then the outcome. */
export function VerifyAccount({ vkey, email, type, ...screen }: VerifyAccountProps) {
  return <VerifyAccountView state={useVerifyAccount(vkey, email, type)} {...screen} />;
}
