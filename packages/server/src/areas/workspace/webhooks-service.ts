import { format, WEBHOOK_ENDPOINTS_MAX, webhookMessages } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import { enqueueTestEvent } from '../../webhooks/enqueue.js';
import * as q from '../../webhooks/queries.js';
import { DELIVERY_WINDOW_MS } from '../../webhooks/schedule.js';
import { newWebhookSecret } from '../../webhooks/signing.js';
import { checkWebhookEndpoint } from '../../webhooks/url-policy.js';

/** After a rotation the previous secret signs alongside the new one this long. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

interface EndpointInput {
  url: string;
  events: string[];
}

/** The workspace's webhooks (issue 27): an organisation's endpoints, their secrets and delivery logs. */
export function createWebhooksService(ctx: AppContext) {
  const { db, now, config } = ctx;

  const list = async (legalId: number) => (await q.endpointsOf(db, legalId)).map((row) => q.toEndpoint(row, now()));

  async function own(legalId: number, endpointId: number) {
    const endpoint = await q.endpointOf(db, legalId, endpointId);
    if (!endpoint) throw notFound(webhookMessages.endpointNotFound);
    return endpoint;
  }

  async function checked(input: EndpointInput) {
    const values = { url: input.url.trim(), events: [...new Set(input.events)] };
    rejectInvalid(await checkWebhookEndpoint(values, config.webhooks));
    return values;
  }

  async function delivery(legalId: number, deliveryId: number) {
    const row = await q.deliveryOf(db, legalId, deliveryId);
    if (!row) throw notFound(webhookMessages.deliveryNotFound);
    return q.toDelivery(row);
  }

  return {
    list,

    async create(legalId: number, clientId: number, input: EndpointInput) {
      const values = await checked(input);
      if ((await q.endpointsOf(db, legalId)).length >= WEBHOOK_ENDPOINTS_MAX) throw new HttpError(409, format(webhookMessages.tooManyEndpoints, { max: WEBHOOK_ENDPOINTS_MAX }));
      const at = now().toISOString();
      const secret = newWebhookSecret();
      const inserted = await db
        .insertInto('webhook_endpoints')
        .values({ legal_id: legalId, url: values.url, events: JSON.stringify(values.events), enabled: 1, secret, created_by: clientId, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { endpoint: q.toEndpoint((await own(legalId, Number(inserted.id))), now()), secret };
    },

    /** Changes URL, events and enabled; disabling cancels the endpoint's pending deliveries (the log says so). */
    async update(legalId: number, endpointId: number, input: EndpointInput & { enabled: boolean }) {
      await own(legalId, endpointId);
      const values = await checked(input);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('webhook_endpoints')
          .set({ url: values.url, events: JSON.stringify(values.events), enabled: input.enabled ? 1 : 0, updated_at: now().toISOString() })
          .where('id', '=', endpointId)
          .execute();
        if (!input.enabled) {
          await trx
            .updateTable('webhook_deliveries')
            .set({ state: 'failed', next_attempt_at: null, last_error: webhookMessages.endpointDisabled })
            .where('endpoint_id', '=', endpointId)
            .where('state', '=', 'pending')
            .execute();
        }
      });
      return list(legalId);
    },

    async remove(legalId: number, endpointId: number) {
      await own(legalId, endpointId);
      await db.deleteFrom('webhook_endpoints').where('id', '=', endpointId).where('legal_id', '=', legalId).execute();
      return list(legalId);
    },

    /** A new secret; the current one becomes the previous, signing alongside for ROTATION_OVERLAP_MS. */
    async rotate(legalId: number, endpointId: number) {
      const endpoint = await own(legalId, endpointId);
      const at = now();
      const secret = newWebhookSecret();
      await db
        .updateTable('webhook_endpoints')
        .set({ secret, previous_secret: endpoint.secret, previous_secret_until: new Date(at.getTime() + ROTATION_OVERLAP_MS).toISOString(), updated_at: at.toISOString() })
        .where('id', '=', endpointId)
        .execute();
      return { endpoint: q.toEndpoint(await own(legalId, endpointId), at), secret };
    },

    async deliveries(legalId: number, endpointId: number, pageNo: number, pageSize: number) {
      await own(legalId, endpointId);
      const page = await q.deliveriesPage(db, endpointId, pageNo, pageSize);
      return { deliveries: page.rows.map(q.toDelivery), total: page.total, pageNo, pageSize };
    },

    /** Send again: the same event (id and body) queued now, retried for 24 hours from now. */
    async resend(legalId: number, deliveryId: number) {
      await delivery(legalId, deliveryId);
      const at = now();
      await db
        .updateTable('webhook_deliveries')
        .set({ state: 'pending', attempts: 0, next_attempt_at: at.toISOString(), give_up_at: new Date(at.getTime() + DELIVERY_WINDOW_MS).toISOString(), claimed_by: null, claimed_until: null, delivered_at: null })
        .where('id', '=', deliveryId)
        .execute();
      return { delivery: await delivery(legalId, deliveryId) };
    },

    async sendTest(legalId: number, endpointId: number) {
      const endpoint = await own(legalId, endpointId);
      await enqueueTestEvent(db, endpoint, now());
      const newest = await q.deliveriesPage(db, endpointId, 1, 1);
      return { delivery: q.toDelivery(newest.rows[0]!) };
    },
  };
}
