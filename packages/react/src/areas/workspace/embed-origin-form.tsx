import { useForm, type UseFormReturnType } from '@mantine/form';
import { addEmbedOrigin, EMBED_ORIGIN_MAX_LENGTH, embedLabels as l, validateEmbedOrigin, type workspace } from '@studyatlas/core';
import { FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { QUIET } from './quiet.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** Adds an allowed origin: the core rule inline, the server's refusals (taken, too many) on the field. */
export function EmbedOriginForm({ org, onAdded }: { org: number; onAdded: (origins: workspace.EmbedOrigin[]) => void }) {
  useWorkspaceStyles();
  const form: UseFormReturnType<{ origin: string }> = useForm({
    initialValues: { origin: '' },
    validate: ruleErrors((values: { origin: string }) => validateEmbedOrigin(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ origin }) => {
      onAdded(await addEmbedOrigin(org, origin.trim(), QUIET));
      form.reset();
    }),
    focusFirstError,
  );
  return (
    <form className="sa-workspace-embed-form" aria-label={l.addOrigin} onSubmit={submit} noValidate>
      <FormError message={form.errors.form} />
      <FormTextField form={form} name="origin" label={l.origin} hint={l.originHint} type="url" inputMode="url" autoComplete="off" required maxLength={EMBED_ORIGIN_MAX_LENGTH} />
      <div className="sa-workspace-actions">
        <Button type="submit" busy={form.submitting}>
          {l.addOrigin}
        </Button>
      </div>
    </form>
  );
}
