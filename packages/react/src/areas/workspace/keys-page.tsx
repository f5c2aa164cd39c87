import { useId, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { createPartnerKey, format, formatDisplayDate, KEY_LABEL_MAX_LENGTH, loadPartnerKeys, messages, revokePartnerKey, showPopup, workspaceLabels as l, type workspace } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { FormTextField, withServerErrors } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Fact } from './facts.js';
import { OneTimeSecret } from './one-time-secret.js';
import { keysKey } from './query-keys.js';
import { useChange } from './use-change.js';
import { useConfirmRemove } from './use-confirm-remove.js';
import { type SectionLevel } from './section-level.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

/** An owner's partner API keys: create one (shown this once, with Copy), the list, revoke (after a confirm dialog). */
export function KeysPage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const org = organisation.id;
  const keys = useQuery(keysKey(org), () => loadPartnerKeys(org, QUIET), { audience: 'member' });
  const [created, setCreated] = useState<string | null>(null);
  const Heading = `h${level}` as const;
  const titleId = useId();
  const form: UseFormReturnType<{ label: string }> = useForm({ initialValues: { label: '' } });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ label }) => {
      const reply = await createPartnerKey(org, label.trim(), QUIET);
      setCreated(reply.key);
      keys.setData((was) => [reply.row, ...(was ?? [])]);
      form.reset();
    }),
  );
  const { busy, run } = useChange(() => keys.reload());
  const revoking = useConfirmRemove<workspace.PartnerKey>({
    title: l.revokeTitle,
    question: ({ label }) => format(l.revokeConfirm, { label }),
    run,
    busy,
    remove: async ({ id }) => {
      const list = await revokePartnerKey(org, id);
      keys.setData(() => list);
      showPopup(messages.titleSuccess, l.keyRevoked);
    },
  });

  return (
    <section className="sa-workspace-keys" aria-labelledby={titleId} aria-busy={keys.loading || undefined}>
      <Heading id={titleId} className="sa-workspace-heading">
        {l.keysTitle}
      </Heading>
      <p className="sa-workspace-hint">{l.keysIntro}</p>
      <form className="sa-workspace-key-form" aria-label={l.createKey} onSubmit={submit} noValidate>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="label" label={l.keyLabel} maxLength={KEY_LABEL_MAX_LENGTH} />
        <Button type="submit" busy={form.submitting}>
          {l.createKey}
        </Button>
      </form>
      {created && <OneTimeSecret value={created} notice={l.keyCreated} label={l.newKey} />}
      {keys.loading && <Loader active variant="inline" label={l.keysLoading} />}
      <FormError message={keys.error} />
      {keys.data?.length === 0 && <p className="sa-empty">{l.noKeys}</p>}
      {keys.data && keys.data.length > 0 && (
        <ul className="sa-workspace-people">
          {keys.data.map((key) => (
            <li key={key.id} className="sa-workspace-person">
              <p className="sa-workspace-person-name">{key.label}</p>
              <dl className="sa-workspace-facts">
                <Fact label={l.created} value={formatDisplayDate(key.createdAt)} />
                <Fact label={l.status} value={key.revokedAt ? `${l.revoked} ${formatDisplayDate(key.revokedAt)}` : l.active} />
              </dl>
              {!key.revokedAt && (
                <Button variant="danger" aria-label={format(l.revokeKey, { label: key.label })} onClick={() => revoking.ask(key)}>
                  {l.revoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoking.dialog}
    </section>
  );
}
