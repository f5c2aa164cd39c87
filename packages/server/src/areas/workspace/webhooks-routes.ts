import type { FastifyInstance } from 'fastify';
import { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerOrgCall } from './access.js';
import { createWebhooksService } from './webhooks-service.js';

/**
 * The webhooks' calls (issue 27, docs/webhooks.md): owners only ('manageWebhooks'), the log included
 * (it shows the endpoints' addresses and their answers). Every call that succeeds is audited.
 */
export function webhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const webhooks = createWebhooksService(ctx);

  registerOrgCall(app, ctx, workspace.webhooks, 'manageWebhooks', async ({ staff: me }) => ({ endpoints: await webhooks.list(me.legalId) }));
  registerOrgCall(app, ctx, workspace.createWebhook, 'manageWebhooks', async ({ staff: me, body, record }) => {
    const created = await webhooks.create(me.legalId, me.clientId, body);
    await record({ detail: `webhook ${created.endpoint.id} ${created.endpoint.url}` });
    return created;
  });
  registerOrgCall(app, ctx, workspace.updateWebhook, 'manageWebhooks', async ({ staff: me, body, record }) => {
    const endpoints = await webhooks.update(me.legalId, body.endpointId, body);
    await record({ detail: `webhook ${body.endpointId} ${body.url.trim()}${body.enabled ? '' : ' (disabled)'}` });
    return { endpoints };
  });
  registerOrgCall(app, ctx, workspace.deleteWebhook, 'manageWebhooks', async ({ staff: me, body, record }) => {
    const endpoints = await webhooks.remove(me.legalId, body.endpointId);
    await record({ detail: `webhook ${body.endpointId}` });
    return { endpoints };
  });
  registerOrgCall(app, ctx, workspace.rotateWebhookSecret, 'manageWebhooks', async ({ staff: me, body, record }) => {
    const rotated = await webhooks.rotate(me.legalId, body.endpointId);
    await record({ detail: `webhook ${body.endpointId}` });
    return rotated;
  });
  registerOrgCall(app, ctx, workspace.webhookDeliveries, 'manageWebhooks', ({ staff: me, query }) =>
    webhooks.deliveries(me.legalId, query.endpointId, query.pageNo || 1, Number(query.pageSize)),
  );
  registerOrgCall(app, ctx, workspace.resendWebhook, 'manageWebhooks', async ({ staff: me, body, record }) => {
    const resent = await webhooks.resend(me.legalId, body.deliveryId);
    await record({ detail: `webhook delivery ${body.deliveryId}` });
    return resent;
  });
  registerOrgCall(app, ctx, workspace.testWebhook, 'manageWebhooks', async ({ staff: me, body, record }) => {
    const queued = await webhooks.sendTest(me.legalId, body.endpointId);
    await record({ detail: `webhook ${body.endpointId} test` });
    return queued;
  });
}
