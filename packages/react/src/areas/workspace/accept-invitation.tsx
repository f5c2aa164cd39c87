import { useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $session,
  ApiError,
  acceptInvitation,
  chooseWorkspaceOrganisation,
  format,
  formatDisplayDate,
  loadInvitation,
  messages,
  openLoginDialog,
  refreshQueries,
  rememberSignInReturn,
  showPopup,
  workspaceLabels as l,
  workspaceMessages,
} from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { Link } from '../../navigation/link.js';
import { useNavigation } from '../../navigation/navigation.js';
import { WORKSPACE_ROUTE, workspaceAcceptRoute } from '../../navigation/routes/workspace.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { AuthPanel, type ScreenProps } from '../../ui/panel/panel.js';
import { invitationKey, ORGANISATIONS } from './query-keys.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

export interface AcceptInvitationProps extends ScreenProps {
  /** The one-time token of the invitation link (/workspace/accept?token=…). */
  token: string;
  signIn?: 'page' | 'dialog';
}

/**
 * The invitation link's screen: what the link offers (organisation, role, the address it was sent to;
 * no sign-in needed), then sign in or sign up with that address, and accept: the account joins the
 * organisation, which the workspace then shows.
 */
export function AcceptInvitation({ token, signIn = 'dialog', headingLevel = 2, className }: AcceptInvitationProps) {
  useWorkspaceStyles();
  const session = useStore($session);
  const { navigate } = useNavigation();
  const invitation = useQuery(token ? invitationKey(token) : null, () => loadInvitation(token, QUIET), { audience: 'public' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const details = invitation.data;
  const here = workspaceAcceptRoute(token);

  const askToSignIn = () => {
    if (signIn === 'dialog') return openLoginDialog(messages.signInRequired);
    rememberSignInReturn(here);
    navigate('/login');
  };
  const accept = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const reply = await acceptInvitation(token, QUIET);
      chooseWorkspaceOrganisation(reply.organisation.id);
      refreshQueries(ORGANISATIONS);
      showPopup(messages.titleSuccess, reply.message);
      navigate(WORKSPACE_ROUTE);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  const signedInAs = session?.member.email.toLowerCase();
  const otherAccount = details && signedInAs !== undefined && signedInAs !== details.email.toLowerCase();
  return (
    <AuthPanel title={l.acceptTitle} headingLevel={headingLevel} className={className ? `sa-workspace-accept ${className}` : 'sa-workspace-accept'}>
      {!token && <FormError message={l.noToken} />}
      {invitation.loading && <Loader active variant="inline" label={l.acceptLoading} />}
      <FormError message={invitation.error} />
      {details && (
        <>
          <p className="sa-auth-intro">
            {format(l.acceptOffer, {
              organisation: details.organisation.name,
              kind: workspaceMessages.organisationKinds[details.organisation.kind],
              role: workspaceMessages.roleLabels[details.role],
            })}
          </p>
          <p>{format(l.acceptSentTo, { email: details.email, expires: formatDisplayDate(details.expiresAt) })}</p>
          <FormError message={refusal} />
          {!session && (
            <>
              <p>{format(l.acceptSignIn, { email: details.email })}</p>
              <div className="sa-auth-actions">
                <Button onClick={askToSignIn}>{l.signInAction}</Button>
                <Link to="/signUp" className="sa-button sa-button--secondary">
                  {l.signUpAction}
                </Link>
              </div>
            </>
          )}
          {session && otherAccount && <p role="alert">{format(l.acceptOtherAccount, { signedIn: session.member.email, email: details.email })}</p>}
          {session && !otherAccount && (
            <div className="sa-auth-actions">
              <Button busy={busy} onClick={() => void accept()}>
                {l.acceptAction}
              </Button>
            </div>
          )}
        </>
      )}
    </AuthPanel>
  );
}
