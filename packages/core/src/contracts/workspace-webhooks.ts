import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, requiredId } from './fields.js';

/*
 * The workspace's webhooks (issue 27, docs/webhooks.md): an owner registers endpoints that receive the
 * organisation's events (Standard Webhooks: signed with the endpoint's secret), reads each endpoint's
 * delivery log, sends a delivery again or a test event. Every call names the organisation (`org`);
 * only owners may use them (the log shows the endpoints' addresses and answers: least privilege).
 */
const area = 'workspace';
const orgQuery = { org: requiredId() };

/** The events an endpoint may subscribe to (core rules/workspace-webhooks.ts WEBHOOK_EVENTS). */
export const WebhookEvent = z.enum(['application.submitted', 'application.withdrawn', 'offer.accepted', 'offer.declined', 'enquiry.received', 'message.received']);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const WebhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(WebhookEvent),
  enabled: z.boolean(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** While a rotation overlaps: until when the previous secret also signs (ISO-8601 UTC); else null. */
  previousSecretUntil: z.nullable(z.string()),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookDelivery = z.object({
  id: z.number(),
  /** The event's id (the webhook-id header; the same for every attempt and for "send again"). */
  eventId: z.string(),
  type: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  /** The last attempt's HTTP status; null when none answered (a timeout, a refused connection). */
  statusCode: z.nullable(z.number()),
  latencyMs: z.nullable(z.number()),
  error: z.string(),
  nextAttemptAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

const endpointBody = { url: z.string().check(z.maxLength(4000)), events: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)) };
const endpointList = z.object({ endpoints: z.array(WebhookEndpoint) });
/** A new secret, answered once (on create and on rotate). */
const withSecret = z.object({ endpoint: WebhookEndpoint, secret: z.string() });

export const webhooks = defineCall({
  id: 'workspaceWebhooks',
  area,
  summary: "Owner: the organisation's webhook endpoints (never their secrets).",
  method: 'GET',
  path: '/api/workspace/webhooks',
  auth: 'required',
  query: z.object(orgQuery),
  reply: endpointList,
});

export const createWebhook = defineCall({
  id: 'workspaceCreateWebhook',
  area,
  summary: 'Owner: registers an endpoint (https URL, events); its signing secret (whsec_…) is answered this once.',
  method: 'POST',
  path: '/api/workspace/webhooks/create',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object(endpointBody),
  reply: withSecret,
  status: 201,
});

export const updateWebhook = defineCall({
  id: 'workspaceUpdateWebhook',
  area,
  summary: "Owner: changes an endpoint's URL, events or whether it is enabled; disabling cancels its pending deliveries.",
  method: 'POST',
  path: '/api/workspace/webhooks/update',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ endpointId: requiredId(), ...endpointBody, enabled: z.boolean() }),
  reply: endpointList,
});

export const deleteWebhook = defineCall({
  id: 'workspaceDeleteWebhook',
  area,
  summary: 'Owner: deletes an endpoint and its delivery log.',
  method: 'POST',
  path: '/api/workspace/webhooks/delete',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ endpointId: requiredId() }),
  reply: endpointList,
});

export const rotateWebhookSecret = defineCall({
  id: 'workspaceRotateWebhookSecret',
  area,
  summary: 'Owner: a new signing secret, answered this once; the previous one also signs for 24 hours.',
  method: 'POST',
  path: '/api/workspace/webhooks/rotate',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ endpointId: requiredId() }),
  reply: withSecret,
});

export const webhookDeliveries = defineCall({
  id: 'workspaceWebhookDeliveries',
  area,
  summary: "Owner: an endpoint's delivery log, newest first (status, response code, latency, attempts, next attempt).",
  method: 'GET',
  path: '/api/workspace/webhooks/deliveries',
  auth: 'required',
  query: z.object({ ...orgQuery, endpointId: requiredId(), pageNo: count(1), pageSize: z._default(z.enum(['10', '20', '50']), '10') }),
  reply: z.object({ deliveries: z.array(WebhookDelivery), total: z.number(), pageNo: z.number(), pageSize: z.number() }),
});

export const resendWebhook = defineCall({
  id: 'workspaceResendWebhook',
  area,
  summary: 'Owner: sends a delivery again (the same event id; retried for 24 hours from now).',
  method: 'POST',
  path: '/api/workspace/webhooks/resend',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ deliveryId: requiredId() }),
  reply: z.object({ delivery: WebhookDelivery }),
});

export const testWebhook = defineCall({
  id: 'workspaceTestWebhook',
  area,
  summary: 'Owner: queues a webhook.test event to one endpoint (enabled or not).',
  method: 'POST',
  path: '/api/workspace/webhooks/test',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ endpointId: requiredId() }),
  reply: z.object({ delivery: WebhookDelivery }),
  status: 201,
});
