import * as calls from '../contracts/workspace-webhooks.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/* The workspace's webhooks (issue 27): the Webhooks page's calls, each naming the organisation. */

export interface WebhookEndpointInput {
  url: string;
  events: string[];
}

export const loadWebhookEndpoints = async (org: number, options?: CallOptions) => (await getClient().call(calls.webhooks, { query: { org } }, options)).endpoints;
export const createWebhookEndpoint = (org: number, input: WebhookEndpointInput, options?: CallOptions) => getClient().call(calls.createWebhook, { query: { org }, body: input }, options);
export const updateWebhookEndpoint = async (org: number, endpointId: number, input: WebhookEndpointInput & { enabled: boolean }, options?: CallOptions) =>
  (await getClient().call(calls.updateWebhook, { query: { org }, body: { endpointId, ...input } }, options)).endpoints;
export const deleteWebhookEndpoint = async (org: number, endpointId: number) => (await getClient().call(calls.deleteWebhook, { query: { org }, body: { endpointId } })).endpoints;
export const rotateWebhookSecret = (org: number, endpointId: number) => getClient().call(calls.rotateWebhookSecret, { query: { org }, body: { endpointId } });
export const loadWebhookDeliveries = (org: number, endpointId: number, pageNo: number, options?: CallOptions) =>
  getClient().call(calls.webhookDeliveries, { query: { org, endpointId, pageNo, pageSize: '10' } }, options);
export const resendWebhookDelivery = async (org: number, deliveryId: number) => (await getClient().call(calls.resendWebhook, { query: { org }, body: { deliveryId } })).delivery;
export const sendWebhookTest = async (org: number, endpointId: number) => (await getClient().call(calls.testWebhook, { query: { org }, body: { endpointId } })).delivery;
