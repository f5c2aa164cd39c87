import { useRef } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { createListing, updateListing, type ListingKind, type ListingRecordOf, type ListingValuesOf } from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type RuleMessages } from '../../form-kit/index.js';
import { SaveActions } from './save-actions.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

/**
 * A scholarship's, form's or event's form (@mantine/form): the kind's core rule inline, the server's
 * refusal on its fields, a new record saved as a draft or published at once, a record saved in place.
 */
export function useListingForm<K extends ListingKind, V extends ListingValuesOf<K>>(
  kind: K,
  { org, record, onSaved }: { org: number; record?: ListingRecordOf<K> | undefined; onSaved: (record: ListingRecordOf<K>) => void },
  initialValues: V,
  rule: (values: V) => RuleMessages,
) {
  useWorkspaceStyles();
  const publish = useRef(false);
  const form: UseFormReturnType<V> = useForm<V>({
    initialValues,
    validate: ruleErrors(rule),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      onSaved(record ? await updateListing(kind, org, record.id, values, QUIET) : await createListing(kind, org, values, publish.current, QUIET));
    }),
    focusFirstError,
  );
  const actions = <SaveActions editing={Boolean(record)} submitting={form.submitting} publish={publish} />;
  return { form, submit, actions };
}

export const named = (rows: readonly { id: number; name: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));
