import { useForm, type UseFormReturnType } from '@mantine/form';
import { canMove, format, messages, showPopup, validateDecision, workspaceLabels as l } from '@studyatlas/core';
import { FormSelectField, FormTextArea, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import type { Decision } from './use-workspace-application.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type DecisionStatus = Decision['status'];
const DECISIONS: readonly DecisionStatus[] = ['REV', 'OFC', 'OFU', 'REJ'];

/** The decisions the timeline allows from a course's status (core/rules/applications.ts: the institution's moves). */
export const decisionsFrom = (status: string): DecisionStatus[] => DECISIONS.filter((to) => canMove(status, to, 'I'));

interface DecisionValues {
  status: DecisionStatus;
  conditions: string;
  reason: string;
}

export interface DecisionFormProps {
  entryId: number;
  courseName: string;
  /** The course's status now: the choices are the moves allowed from it (none: no form). */
  status: string;
  onDecide: (decision: Decision) => Promise<void>;
}

/** A decision on one course choice: under review, a conditional offer with its conditions, an unconditional offer, or rejected with a reason. */
export function DecisionForm({ entryId, courseName, status, onDecide }: DecisionFormProps) {
  useWorkspaceStyles();
  const choices = decisionsFrom(status);
  const form: UseFormReturnType<DecisionValues> = useForm({
    initialValues: { status: choices[0] ?? 'REV', conditions: '', reason: '' },
    validate: ruleErrors((values: DecisionValues) => validateDecision(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      await onDecide({
        entryId,
        status: values.status,
        conditions: values.status === 'OFC' ? values.conditions.trim() : '',
        reason: values.status === 'REJ' ? values.reason.trim() : '',
      });
      showPopup(messages.titleSuccess, format(l.decisionSaved, { status: l.decisions[values.status] }));
      form.reset();
    }),
    focusFirstError,
  );
  if (choices.length === 0) return null;
  const legend = format(l.decisionLegend, { course: courseName });
  return (
    <form className="sa-workspace-decision" aria-label={legend} onSubmit={submit} noValidate>
      <FormError message={form.errors.form} />
      <FormSelectField form={form} name="status" label={l.decision} options={choices.map((choice) => ({ value: choice, label: l.decisions[choice] }))} />
      {form.values.status === 'OFC' && <FormTextArea form={form} name="conditions" label={l.conditions} required maxLength={4000} />}
      {form.values.status === 'REJ' && <FormTextArea form={form} name="reason" label={l.reason} required maxLength={4000} />}
      <Button type="submit" busy={form.submitting}>
        {l.saveDecision}
      </Button>
    </form>
  );
}
