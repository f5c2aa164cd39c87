import { useStore } from '@nanostores/react';
import { $session, workspaceLinkLabels } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_ROUTE } from '../../navigation/routes/workspace.js';
import { useOrganisations } from './use-organisations.js';

/** A host's link to the workspace, shown only to an account on some organisation's staff (the portal's header). */
export function WorkspaceLink({ className }: { className?: string }) {
  const signedIn = useStore($session) !== null;
  return signedIn ? <LinkIfStaff className={className} /> : null;
}

function LinkIfStaff({ className }: { className?: string }) {
  const { organisations } = useOrganisations();
  if (!organisations?.length) return null;
  return (
    <Link to={WORKSPACE_ROUTE} className={className}>
      {workspaceLinkLabels.link}
    </Link>
  );
}
