import { useForm, type UseFormReturnType } from '@mantine/form';
import { format, messages, showPopup, workspaceLabels as l, type workspace } from '@studyatlas/core';
import { FormSelectField, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface AssignmentProps {
  assignee: workspace.WorkspaceApplication['assignee'];
  /** Staff who handle applications (owners and admissions). */
  staff: workspace.StaffMember[];
  onAssign: (clientId: number) => Promise<workspace.WorkspaceApplication['assignee']>;
}

/** Who handles the application: a staff member who may decide, or nobody. */
export function Assignment({ assignee, staff, onAssign }: AssignmentProps) {
  useWorkspaceStyles();
  const form: UseFormReturnType<{ clientId: number }> = useForm({ initialValues: { clientId: assignee?.clientId ?? 0 } });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ clientId }) => {
      const now = await onAssign(clientId);
      showPopup(messages.titleSuccess, now ? format(l.assigned, { name: now.name }) : l.unassigned);
    }),
  );
  return (
    <form className="sa-workspace-assign" aria-label={l.assignmentSection} onSubmit={submit} noValidate>
      <FormError message={form.errors.form} />
      <FormSelectField form={form} name="clientId" label={l.assignee} placeholder={l.nobody} options={staff.map((member) => ({ value: String(member.clientId), label: member.name }))} />
      <Button type="submit" variant="secondary" busy={form.submitting}>
        {l.assign}
      </Button>
    </form>
  );
}
