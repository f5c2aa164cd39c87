import { useForm, type UseFormReturnType } from '@mantine/form';
import { format, inviteStaff, messages, showPopup, validateInvite, workspaceLabels as l, type InviteValues, type WorkspaceRole, type workspace } from '@studyatlas/core';
import { FormSelectField, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { roleOptions } from './role-options.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

/** An owner invites someone by e-mail with a role; the mail carries the one-time link. */
export function InviteForm({ org, onInvited }: { org: number; onInvited: (invite: workspace.Invite) => void }) {
  useWorkspaceStyles();
  const form: UseFormReturnType<InviteValues> = useForm({
    initialValues: { email: '', role: 'admissions' },
    validate: ruleErrors((values: InviteValues) => validateInvite(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ email, role }) => {
      const { invite } = await inviteStaff(org, email.trim(), role as WorkspaceRole, QUIET);
      onInvited(invite);
      showPopup(messages.titleSuccess, format(l.invited, { email: invite.email }));
      form.reset();
    }),
    focusFirstError,
  );
  return (
    <form className="sa-workspace-invite" aria-label={l.inviteTitle} onSubmit={submit} noValidate>
      <FormError message={form.errors.form} />
      <FormTextField form={form} name="email" label={l.inviteEmail} type="email" autoComplete="off" required maxLength={254} />
      <FormSelectField form={form} name="role" label={l.role} options={roleOptions()} required />
      <Button type="submit" busy={form.submitting}>
        {l.invite}
      </Button>
    </form>
  );
}
