import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isLoopbackHost, validateWebhookEndpoint, webhookMessages, type WebhookEndpointValues } from '@studyatlas/core';

/**
 * Where the server may post webhooks (SSRF): https anywhere public; http only to this machine and
 * loopback or private addresses only when the operator allows them (the defaults outside production:
 * docs/webhooks.md "Addresses").
 */
export interface WebhookPolicy {
  /** http:// and addresses of this machine (127.0.0.0/8, ::1): WEBHOOK_ALLOW_LOOPBACK, on outside production. */
  allowLoopback: boolean;
  /** Private, link-local and shared address ranges: WEBHOOK_ALLOW_PRIVATE, on outside production. */
  allowPrivate: boolean;
}

const block = (entries: Array<[string, number, 'ipv4' | 'ipv6']>) => {
  const list = new BlockList();
  for (const [address, prefix, type] of entries) list.addSubnet(address, prefix, type);
  return list;
};

const NEVER = block([
  ['0.0.0.0', 8, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);
const LOOPBACK = block([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const PRIVATE = block([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
]);

/** Whether the server may connect to this IP address. */
export function addressAllowed(address: string, policy: WebhookPolicy): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (!isIP(ip) || NEVER.check(ip, type)) return false;
  if (LOOPBACK.check(ip, type)) return policy.allowLoopback;
  if (PRIVATE.check(ip, type)) return policy.allowPrivate;
  return true;
}

/**
 * The endpoint form's check on the server: the core rule (https, events) with the operator's http
 * allowance, then the host's addresses (a name that does not resolve yet is accepted: each attempt
 * resolves it again and checks what it gets).
 */
export async function checkWebhookEndpoint(values: WebhookEndpointValues, policy: WebhookPolicy): Promise<Partial<Record<'url' | 'events', string>>> {
  const errors = validateWebhookEndpoint(values, { allowLoopbackHttp: policy.allowLoopback });
  if (errors.url) return errors;
  const host = new URL(values.url.trim()).hostname.replace(/^\[|\]$/g, '');
  if (isLoopbackHost(host) && !policy.allowLoopback) return { ...errors, url: webhookMessages.urlPrivate };
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true, verbatim: true }).then((found) => found.map((a) => a.address), () => []);
  if (addresses.some((address) => !addressAllowed(address, policy))) return { ...errors, url: webhookMessages.urlPrivate };
  return errors;
}
