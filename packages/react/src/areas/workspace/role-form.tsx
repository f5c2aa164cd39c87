import { useForm, type UseFormReturnType } from '@mantine/form';
import { format, messages, setStaffRole, showPopup, workspaceLabels as l, workspaceMessages, type WorkspaceRole, type workspace } from '@studyatlas/core';
import { FormSelectField, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { roleOptions } from './role-options.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

export interface RoleFormProps {
  org: number;
  member: workspace.StaffMember;
  onChanged: (members: workspace.StaffMember[]) => void;
}

/** An owner changes a staff member's role (the last owner stays owner: the server's refusal shows above). */
export function RoleForm({ org, member, onChanged }: RoleFormProps) {
  useWorkspaceStyles();
  const form: UseFormReturnType<{ role: WorkspaceRole }> = useForm({ initialValues: { role: member.role } });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ role }) => {
      const { members } = await setStaffRole(org, member.clientId, role, QUIET);
      onChanged(members);
      showPopup(messages.titleSuccess, format(l.roleChanged, { name: member.name, role: workspaceMessages.roleLabels[role] }));
    }),
  );
  return (
    <form className="sa-workspace-role-form" aria-label={format(l.memberRole, { name: member.name })} onSubmit={submit} noValidate>
      <FormError message={form.errors.form} />
      <FormSelectField form={form} name="role" label={format(l.memberRole, { name: member.name })} options={roleOptions()} />
      <Button type="submit" variant="secondary" busy={form.submitting} disabled={form.values.role === member.role}>
        {l.changeRole}
      </Button>
    </form>
  );
}
