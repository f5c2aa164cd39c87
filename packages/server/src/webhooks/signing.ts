import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Standard Webhooks signatures (https://www.standardwebhooks.com): a secret is `whsec_` + base64 of
 * random bytes; a signature is `v1,` + base64 HMAC-SHA256, keyed with the secret's bytes, of
 * `${webhook-id}.${webhook-timestamp}.${body}`; the webhook-signature header lists one per secret,
 * space-separated (two while a rotation overlaps). node:crypto does it in a few lines, so the server
 * needs no package for it (docs/webhooks.md says why).
 */

const PREFIX = 'whsec_';

/** A new signing secret: whsec_ + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => PREFIX + randomBytes(32).toString('base64');

/** A new event id (the webhook-id header). */
export const newEventId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

const keyOf = (secret: string): Buffer => Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

/** One `v1,<base64>` signature. */
export const sign = (secret: string, id: string, timestamp: number, body: string): string =>
  `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** The three Standard Webhooks headers of one attempt, signed with every given secret. */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  };
}

/**
 * What a receiver does (here for tests and the docs): true when one of the header's signatures is
 * the secret's, in constant time.
 */
export function verifySignature(secret: string, headers: { id: string; timestamp: string; signature: string }, body: string): boolean {
  const expected = Buffer.from(sign(secret, headers.id, Number(headers.timestamp), body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
