import { format } from '../messages/common.js';
import { webhookMessages } from '../messages/workspace-webhooks.js';
import { collect, isBlank, type FieldErrors } from './field.js';

/*
 * The workspace's webhooks (issue 27): the events an endpoint may subscribe to and the check of the
 * endpoint form. The server runs the same function, then its own network rules (no private
 * addresses in production: server/src/webhooks/url-policy.ts).
 */

/** The events an owner may subscribe an endpoint to. */
export const WEBHOOK_EVENTS = ['application.submitted', 'application.withdrawn', 'offer.accepted', 'offer.declined', 'enquiry.received', 'message.received'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** What "Send a test event" sends; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_ENDPOINTS_MAX = 20;

export const isWebhookEvent = (value: string): value is WebhookEventType => (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** localhost, *.localhost, 127.0.0.0/8 and ::1: this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::1';
}

export interface WebhookEndpointValues {
  url: string;
  events: readonly string[];
}

export interface WebhookUrlOptions {
  /** http:// to a loopback host is accepted (development and tests, or the operator's flag). */
  allowLoopbackHttp: boolean;
}

function urlProblem(raw: string, options: WebhookUrlOptions): string | undefined {
  const value = raw.trim();
  if (isBlank(value)) return webhookMessages.urlRequired;
  if (value.length > WEBHOOK_URL_MAX_LENGTH) return format(webhookMessages.urlTooLong, { max: WEBHOOK_URL_MAX_LENGTH });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return webhookMessages.urlInvalid;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return webhookMessages.urlInvalid;
  if (url.username || url.password) return webhookMessages.urlCredentials;
  if (url.protocol === 'http:' && !(options.allowLoopbackHttp && isLoopbackHost(url.hostname))) return webhookMessages.urlNotHttps;
  return undefined;
}

/** An endpoint: an https URL (http only to this machine where allowed) and at least one known event. */
export function validateWebhookEndpoint(v: WebhookEndpointValues, options: WebhookUrlOptions = { allowLoopbackHttp: true }): FieldErrors<'url' | 'events'> {
  const problem = urlProblem(v.url, options);
  return collect({
    url: [[problem !== undefined, problem ?? '']],
    events: [[v.events.length === 0 || !v.events.every(isWebhookEvent), webhookMessages.eventsRequired]],
  });
}
