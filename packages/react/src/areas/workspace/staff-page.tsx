import { useId } from 'react';
import { format, formatDisplayDate, loadStaff, messages, removeStaff, roleCan, showPopup, withdrawInvite, workspaceLabels as l, workspaceMessages, type workspace } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { Button } from '../../ui/button/button.js';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Fact } from './facts.js';
import { InviteForm } from './invite-form.js';
import { staffKey } from './query-keys.js';
import { RoleForm } from './role-form.js';
import { below, type SectionLevel } from './section-level.js';
import { useChange } from './use-change.js';
import { useConfirmRemove } from './use-confirm-remove.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

type StaffData = { members: workspace.StaffMember[]; invites: workspace.Invite[] };

/**
 * The organisation's staff: everyone sees the list; an owner also invites by e-mail with a role,
 * withdraws an open invitation, changes a role and removes a member (after a confirm dialog).
 */
export function StaffPage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const org = organisation.id;
  const staff = useQuery(staffKey(org), () => loadStaff(org, QUIET), { audience: 'member' });
  const manage = roleCan(organisation.role, 'manageStaff');
  const Heading = `h${level}` as const;
  const Sub = `h${below(level)}` as const;
  const titleId = useId();
  const update = (next: Partial<StaffData>) => staff.setData((was) => (was ? { ...was, ...next } : was));

  const { busy, run: change } = useChange(() => staff.reload());
  const removal = useConfirmRemove<workspace.StaffMember>({
    title: l.removeTitle,
    question: ({ name }) => format(l.removeConfirm, { name, organisation: organisation.name }),
    run: change,
    busy,
    remove: async ({ clientId }) => {
      const reply = await removeStaff(org, clientId);
      update({ members: reply.members });
      showPopup(messages.titleSuccess, reply.message);
    },
  });
  const withdraw = (invite: workspace.Invite) =>
    change(async () => {
      const { invites } = await withdrawInvite(org, invite.id);
      update({ invites });
      showPopup(messages.titleSuccess, l.inviteWithdrawn);
    });

  return (
    <section className="sa-workspace-staff" aria-labelledby={titleId} aria-busy={staff.loading || undefined}>
      <Heading id={titleId} className="sa-workspace-heading">
        {l.staffTitle}
      </Heading>
      {staff.loading && <Loader active variant="inline" label={l.staffLoading} />}
      <FormError message={staff.error} />
      {staff.data && (
        <ul className="sa-workspace-people">
          {staff.data.members.map((member) => (
            <li key={member.clientId} className="sa-workspace-person">
              <p className="sa-workspace-person-name"><bdi>{member.name}</bdi></p>
              <dl className="sa-workspace-facts">
                <Fact label={l.email} value={member.email} />
                <Fact label={l.role} value={workspaceMessages.roleLabels[member.role]} />
                <Fact label={l.since} value={formatDisplayDate(member.since)} />
              </dl>
              {manage && (
                <div className="sa-workspace-person-actions">
                  <RoleForm key={member.role} org={org} member={member} onChanged={(members) => update({ members })} />
                  <Button variant="danger" aria-label={format(l.removeMember, { name: member.name })} onClick={() => removal.ask(member)}>
                    {l.remove}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {manage && staff.data && (
        <>
          <Sub className="sa-workspace-subheading">{l.invitesTitle}</Sub>
          {staff.data.invites.length === 0 ? (
            <p className="sa-empty">{l.noInvites}</p>
          ) : (
            <ul className="sa-workspace-people">
              {staff.data.invites.map((invite) => (
                <li key={invite.id} className="sa-workspace-person">
                  <p className="sa-workspace-person-name">{invite.email}</p>
                  <dl className="sa-workspace-facts">
                    <Fact label={l.role} value={workspaceMessages.roleLabels[invite.role]} />
                    <Fact label={l.expires} value={formatDisplayDate(invite.expiresAt)} />
                  </dl>
                  <Button variant="secondary" disabled={busy} aria-label={format(l.withdrawInvite, { email: invite.email })} onClick={() => void withdraw(invite)}>
                    {l.withdraw}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Sub className="sa-workspace-subheading">{l.inviteTitle}</Sub>
          <InviteForm org={org} onInvited={(invite) => update({ invites: [...(staff.data?.invites.filter((other) => other.email !== invite.email) ?? []), invite] })} />
        </>
      )}
      {removal.dialog}
    </section>
  );
}
