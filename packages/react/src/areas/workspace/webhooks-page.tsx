import { useId, useState } from 'react';
import {
  deleteWebhookEndpoint,
  format,
  loadWebhookEndpoints,
  messages,
  refreshQueries,
  rotateWebhookSecret,
  sendWebhookTest,
  showPopup,
  updateWebhookEndpoint,
  webhookEventLabels,
  webhookLabels as l,
  workspaceLabels,
  type workspace,
} from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { Button } from '../../ui/button/button.js';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.js';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Fact } from './facts.js';
import { OneTimeSecret } from './one-time-secret.js';
import { webhookLogsKey, webhooksKey } from './query-keys.js';
import { below, type SectionLevel } from './section-level.js';
import { useChange } from './use-change.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { WebhookForm } from './webhook-form.js';
import { moment, WebhookLog } from './webhook-log.js';
import { QUIET } from './quiet.js';

type Endpoint = workspace.WebhookEndpoint;
type Confirming = { action: 'delete' | 'rotate'; endpoint: Endpoint } | null;

/**
 * An owner's webhooks (issue 27, docs/webhooks.md): the endpoints with their events, add and edit
 * (URL, events), enable or disable, the signing secret shown once (on adding and on rotating), delete,
 * a test event, and each endpoint's delivery log with Send again.
 */
export function WebhooksPage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const org = organisation.id;
  const endpoints = useQuery(webhooksKey(org), () => loadWebhookEndpoints(org, QUIET), { audience: 'member' });
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<{ value: string; url: string; until: string | null } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [logs, setLogs] = useState<ReadonlySet<number>>(new Set());
  const Heading = `h${level}` as const;
  const Sub = `h${below(level)}` as const;
  const titleId = useId();

  const { busy, run: act } = useChange(() => endpoints.reload());
  const confirm = () =>
    act(async () => {
      if (!confirming) return;
      const { action, endpoint } = confirming;
      setConfirming(null);
      if (action === 'delete') {
        const list = await deleteWebhookEndpoint(org, endpoint.id);
        endpoints.setData(() => list);
        showPopup(messages.titleSuccess, l.removed);
      } else {
        const rotated = await rotateWebhookSecret(org, endpoint.id);
        endpoints.setData((was) => (was ?? []).map((e) => (e.id === endpoint.id ? rotated.endpoint : e)));
        setSecret({ value: rotated.secret, url: endpoint.url, until: rotated.endpoint.previousSecretUntil });
      }
    });
  const setEnabled = (endpoint: Endpoint, enabled: boolean) =>
    act(async () => {
      const list = await updateWebhookEndpoint(org, endpoint.id, { url: endpoint.url, events: endpoint.events, enabled });
      endpoints.setData(() => list);
      refreshQueries(webhookLogsKey(org, endpoint.id));
    });
  const sendTest = (endpoint: Endpoint) =>
    act(async () => {
      await sendWebhookTest(org, endpoint.id);
      setLogs((open) => new Set(open).add(endpoint.id));
      refreshQueries(webhookLogsKey(org, endpoint.id));
      showPopup(messages.titleSuccess, l.testQueued);
    });
  const toggleLog = (id: number) =>
    setLogs((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const saved: Parameters<typeof WebhookForm>[0]['onSaved'] = (reply) => {
    if ('created' in reply) {
      endpoints.setData((was) => [...(was ?? []), reply.created.endpoint]);
      setSecret({ value: reply.created.secret, url: reply.created.endpoint.url, until: null });
    } else {
      endpoints.setData(() => reply.endpoints);
      showPopup(messages.titleSuccess, l.saved);
    }
    setEditing(null);
  };

  return (
    <section className="sa-workspace-webhooks" aria-labelledby={titleId} aria-busy={endpoints.loading || undefined}>
      <Heading id={titleId} className="sa-workspace-heading">
        {l.title}
      </Heading>
      <p className="sa-workspace-hint">{l.intro}</p>
      <p className="sa-workspace-hint">{l.docsHint}</p>
      {secret && (
        <OneTimeSecret
          value={secret.value}
          notice={l.secretOnce}
          label={format(l.secretLabel, { url: secret.url })}
          detail={secret.until ? format(l.secretRotated, { until: moment(secret.until) }) : undefined}
        />
      )}
      {editing === 'new' ? (
        <WebhookForm org={org} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing('new')}>{l.addEndpoint}</Button>
      )}
      {endpoints.loading && <Loader active variant="inline" label={l.loading} />}
      <FormError message={endpoints.error} />
      {endpoints.data?.length === 0 && <p className="sa-empty">{l.noEndpoints}</p>}
      {endpoints.data && endpoints.data.length > 0 && (
        <ul className="sa-workspace-people" aria-label={l.endpointsLabel}>
          {endpoints.data.map((endpoint) => (
            <li key={endpoint.id} className="sa-workspace-person">
              <Sub className="sa-workspace-person-name sa-workspace-endpoint-url">{endpoint.url}</Sub>
              <dl className="sa-workspace-facts">
                <Fact label={l.state} value={endpoint.enabled ? l.enabled : l.disabled} />
                <Fact label={l.events} value={endpoint.events.map((e) => webhookEventLabels[e]).join(', ')} />
                {endpoint.previousSecretUntil && <Fact label={l.rotate} value={format(l.overlapUntil, { until: moment(endpoint.previousSecretUntil) })} />}
              </dl>
              {editing !== null && editing !== 'new' && editing.id === endpoint.id ? (
                <WebhookForm org={org} endpoint={endpoint} onSaved={saved} onCancel={() => setEditing(null)} />
              ) : (
                <div className="sa-workspace-actions">
                  <Button variant="secondary" aria-label={format(l.edit, { url: endpoint.url })} onClick={() => setEditing(endpoint)}>
                    {l.editShort}
                  </Button>
                  <Button variant="secondary" busy={busy} aria-label={format(l.sendTestLabel, { url: endpoint.url })} onClick={() => void sendTest(endpoint)}>
                    {l.sendTest}
                  </Button>
                  <Button variant="secondary" aria-expanded={logs.has(endpoint.id)} aria-label={format(logs.has(endpoint.id) ? l.hideLogLabel : l.showLogLabel, { url: endpoint.url })} onClick={() => toggleLog(endpoint.id)}>
                    {logs.has(endpoint.id) ? l.hideLog : l.showLog}
                  </Button>
                  <Button
                    variant="secondary"
                    busy={busy}
                    aria-label={format(endpoint.enabled ? l.disableLabel : l.enableLabel, { url: endpoint.url })}
                    onClick={() => void setEnabled(endpoint, !endpoint.enabled)}
                  >
                    {endpoint.enabled ? l.disable : l.enable}
                  </Button>
                  <Button variant="secondary" aria-label={format(l.rotateLabel, { url: endpoint.url })} onClick={() => setConfirming({ action: 'rotate', endpoint })}>
                    {l.rotate}
                  </Button>
                  <Button variant="danger" aria-label={format(l.removeLabel, { url: endpoint.url })} onClick={() => setConfirming({ action: 'delete', endpoint })}>
                    {l.remove}
                  </Button>
                </div>
              )}
              {logs.has(endpoint.id) && <WebhookLog org={org} endpoint={endpoint} level={below(level) + 1} />}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === 'rotate' ? l.rotateTitle : l.removeTitle}
        message={confirming ? format(confirming.action === 'rotate' ? l.rotateConfirm : l.removeConfirm, { url: confirming.endpoint.url }) : ''}
        confirmLabel={workspaceLabels.confirmYes}
        cancelLabel={workspaceLabels.confirmCancel}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
