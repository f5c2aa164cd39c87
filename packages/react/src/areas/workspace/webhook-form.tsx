import { useId } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { createWebhookEndpoint, updateWebhookEndpoint, validateWebhookEndpoint, WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH, webhookEventLabels, webhookLabels as l, type workspace } from '@studyatlas/core';
import { FormTextField, SaveCancel, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../form-kit/index.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

interface EndpointValues {
  url: string;
  events: string[];
}

export interface WebhookFormProps {
  org: number;
  /** The endpoint edited; a new one when absent. */
  endpoint?: workspace.WebhookEndpoint;
  /** Saved: a new endpoint with its secret (shown once), or the list after an edit. */
  onSaved: (saved: { created: { endpoint: workspace.WebhookEndpoint; secret: string } } | { endpoints: workspace.WebhookEndpoint[] }) => void;
  onCancel: () => void;
}

/** Adds or edits an endpoint: its https URL and the events it hears (the core rule, the server's refusals inline). */
export function WebhookForm({ org, endpoint, onSaved, onCancel }: WebhookFormProps) {
  useWorkspaceStyles();
  const eventsId = useId();
  const form: UseFormReturnType<EndpointValues> = useForm<EndpointValues>({
    initialValues: { url: endpoint?.url ?? '', events: endpoint ? [...endpoint.events] : [...WEBHOOK_EVENTS] },
    validate: ruleErrors((values: EndpointValues) => validateWebhookEndpoint(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async ({ url, events }) => {
      const input = { url: url.trim(), events };
      if (endpoint) onSaved({ endpoints: await updateWebhookEndpoint(org, endpoint.id, { ...input, enabled: endpoint.enabled }, QUIET) });
      else onSaved({ created: await createWebhookEndpoint(org, input, QUIET) });
    }),
    focusFirstError,
  );
  const toggle = (event: string, on: boolean) => form.setFieldValue('events', on ? WEBHOOK_EVENTS.filter((e) => e === event || form.values.events.includes(e)) : form.values.events.filter((e) => e !== event));
  const eventsError = typeof form.errors.events === 'string' ? form.errors.events : undefined;
  return (
    <form className="sa-workspace-webhook-form" aria-label={endpoint ? l.editTitle : l.addTitle} onSubmit={submit} noValidate>
      <FormError message={form.errors.form} />
      <FormTextField form={form} name="url" label={l.url} hint={l.urlHint} type="url" inputMode="url" autoComplete="off" required maxLength={WEBHOOK_URL_MAX_LENGTH} />
      <fieldset className={eventsError ? 'sa-workspace-events has-error' : 'sa-workspace-events'} aria-describedby={eventsError ? `${eventsId}-error` : undefined}>
        <legend>{l.events}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="sa-checkbox">
            <input type="checkbox" name="events" checked={form.values.events.includes(event)} aria-invalid={eventsError ? true : undefined} onChange={(e) => toggle(event, e.currentTarget.checked)} />
            <span>{webhookEventLabels[event]}</span>
          </label>
        ))}
        {eventsError && (
          <p id={`${eventsId}-error`} className="sa-field-error" role="alert" part="field-error">
            {eventsError}
          </p>
        )}
      </fieldset>
      <SaveCancel className="sa-workspace-actions" busy={form.submitting} save={l.save} cancel={l.cancel} onCancel={onCancel} />
    </form>
  );
}
