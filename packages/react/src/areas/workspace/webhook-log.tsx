import { useId, useState } from 'react';
import { ApiError, format, formatDisplayDate, loadWebhookDeliveries, messages, refreshQueries, resendWebhookDelivery, showPopup, webhookEventLabels, webhookLabels as l, type workspace } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { Button } from '../../ui/button/button.js';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { Fact } from './facts.js';
import { webhookLogKey, webhookLogsKey } from './query-keys.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';
import { QUIET } from './quiet.js';

const PAGE_SIZE = 10;

/** A moment of the log, in UTC (the server's clock): dd-Mon-yyyy HH:mm UTC, or a dash. */
export const moment = (iso: string | null): string => (iso ? format(l.moment, { date: formatDisplayDate(iso), time: iso.slice(11, 16) }) : l.none);

const eventLabel = (type: string): string => webhookEventLabels[type as keyof typeof webhookEventLabels] ?? type;

/** An endpoint's deliveries, newest first: status, response, latency, attempts, next attempt, and Send again. */
export function WebhookLog({ org, endpoint, level }: { org: number; endpoint: workspace.WebhookEndpoint; level: number }) {
  useWorkspaceStyles();
  const [page, setPage] = useState(1);
  const log = useQuery(webhookLogKey(org, endpoint.id, page), () => loadWebhookDeliveries(org, endpoint.id, page, QUIET), { audience: 'member', keepWhileLoading: true });
  const [busy, setBusy] = useState<number | null>(null);
  const Heading = `h${Math.min(6, level)}` as 'h4' | 'h5' | 'h6';
  const titleId = useId();
  const resend = async (delivery: workspace.WebhookDelivery) => {
    setBusy(delivery.id);
    try {
      await resendWebhookDelivery(org, delivery.id);
      showPopup(messages.titleSuccess, l.resent);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(null);
      refreshQueries(webhookLogsKey(org, endpoint.id));
    }
  };
  return (
    <section className="sa-workspace-webhook-log" aria-labelledby={titleId} aria-busy={log.loading || undefined}>
      <div className="sa-workspace-row-head">
        <Heading id={titleId} className="sa-workspace-subheading">
          <span className="sa-visually-hidden">{format(l.logLabel, { url: endpoint.url })}</span>
          <span aria-hidden="true">{l.log}</span>
        </Heading>
        <Button variant="link" onClick={() => refreshQueries(webhookLogsKey(org, endpoint.id))}>
          {l.refresh}
        </Button>
      </div>
      {log.loading && <Loader active variant="inline" label={l.logLoading} />}
      <FormError message={log.error} />
      {log.data?.total === 0 && <p className="sa-empty">{l.noDeliveries}</p>}
      {log.data && log.data.deliveries.length > 0 && (
        <ul className="sa-workspace-records">
          {log.data.deliveries.map((delivery) => (
            <li key={delivery.id} className="sa-workspace-part">
              <p className="sa-workspace-person-name">
                {eventLabel(delivery.type)} <span className={`sa-workspace-delivery is-${delivery.state}`}>{l.states[delivery.state]}</span>
              </p>
              <dl className="sa-workspace-facts">
                <Fact label={l.created} value={moment(delivery.createdAt)} />
                <Fact label={l.responseCode} value={delivery.statusCode === null ? l.none : String(delivery.statusCode)} />
                <Fact label={l.latency} value={delivery.latencyMs === null ? l.none : format(l.latencyMs, { ms: delivery.latencyMs })} />
                <Fact label={l.attempts} value={String(delivery.attempts)} />
                <Fact label={l.nextAttempt} value={moment(delivery.nextAttemptAt)} />
                {delivery.error && <Fact label={l.lastError} value={delivery.error} />}
              </dl>
              <Button
                variant="secondary"
                busy={busy === delivery.id}
                aria-label={format(l.resendLabel, { event: eventLabel(delivery.type), created: moment(delivery.createdAt) })}
                onClick={() => void resend(delivery)}
              >
                {l.resend}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {log.data && (
        <Pagination
          total={log.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          pageSizes={[PAGE_SIZE]}
          maxLinks={5}
          showPageSize={false}
          showGoTo={false}
          labels={{ pagination: l.logPagination }}
          onChange={({ page: next }) => setPage(next)}
        />
      )}
    </section>
  );
}
