import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { format, webhookDeliveryErrors } from '@studyatlas/core';
import { addressAllowed, type WebhookPolicy } from './url-policy.js';

/** What one attempt got: the HTTP status (null when nothing answered), how long it took, what went wrong. */
export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  /** '' when the endpoint answered 2xx. */
  error: string;
}

export interface PostOptions {
  policy: WebhookPolicy;
  /** Milliseconds until the attempt is abandoned (connecting, sending and the answer). */
  timeoutMs: number;
  /** At most this many bytes of the answer are read (then the connection is closed). */
  maxResponseBytes: number;
}

export type PostWebhook = (url: string, headers: Record<string, string>, body: string) => Promise<AttemptOutcome>;

class AddressRefused extends Error {
  readonly code = 'ADDRESS_REFUSED';
}

/**
 * A DNS lookup that refuses the addresses the policy forbids: checked on the address the socket is
 * about to connect to, so a name that resolved to a public address when the endpoint was saved and
 * to a private one now (DNS rebinding) is refused too.
 */
function guardedLookup(policy: WebhookPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const addresses = found as unknown as LookupAddress[];
      const refused = addresses.find((a) => !addressAllowed(a.address, policy));
      if (refused || addresses.length === 0) return callback(new AddressRefused(hostname), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function errorText(error: NodeJS.ErrnoException, timeoutMs: number): string {
  if (error instanceof AddressRefused) return webhookDeliveryErrors.addressRefused;
  if (error.code === 'ETIMEDOUT' || error.name === 'TimeoutError' || error.name === 'AbortError') return format(webhookDeliveryErrors.timeout, { seconds: timeoutMs / 1000 });
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return webhookDeliveryErrors.unresolved;
  return format(webhookDeliveryErrors.network, { code: error.code ?? error.message });
}

/**
 * Posts one attempt: JSON with the signature headers, no redirects followed (a 3xx is a failed
 * attempt), a time limit on the whole exchange and at most `maxResponseBytes` of the answer read
 * (a longer answer's connection is closed, not reused).
 */
export function createPoster({ policy, timeoutMs, maxResponseBytes }: PostOptions, clock: () => number = () => performance.now()): PostWebhook {
  const lookup = guardedLookup(policy);
  // Connections are kept open between attempts (a batch to one endpoint reuses them): each was checked
  // by the lookup when it connected. Idle ones never keep the process alive (the agent unrefs them).
  const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }) };
  return (url, headers, body) =>
    new Promise<AttemptOutcome>((resolve) => {
      const started = clock();
      const done = (statusCode: number | null, error: string) => resolve({ statusCode, latencyMs: Math.round(clock() - started), error });
      const target = new URL(url);
      // An address in the URL itself is never looked up (the socket connects to it directly): checked here.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !addressAllowed(literal, policy)) return done(null, webhookDeliveryErrors.addressRefused);
      const client = target.protocol === 'https:' ? https : http;
      const signal = AbortSignal.timeout(timeoutMs);
      const send = (agent: http.Agent | false) => {
        const request = client.request(
          target,
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'StudyAtlas-Webhooks/1' },
            lookup,
            agent,
            signal,
          },
          (response) => {
            const status = response.statusCode ?? 0;
            let read = 0;
            const finish = () => done(status, status >= 200 && status < 300 ? '' : format(webhookDeliveryErrors.status, { status }));
            response.on('data', (chunk: Buffer) => {
              read += chunk.length;
              if (read > maxResponseBytes) {
                response.removeAllListeners('data');
                response.destroy();
                finish();
              }
            });
            response.on('end', finish);
            response.on('error', finish);
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive connection the endpoint closed just as it was reused (its idle timeout, often
          // 5 s, as the first retry): Node's documented case for one more try, on a new connection.
          if (request.reusedSocket && error.code === 'ECONNRESET' && agent !== false) return send(false);
          done(null, errorText(error, timeoutMs));
        });
        request.end(body);
      };
      send(target.protocol === 'https:' ? agents['https:'] : agents['http:']);
    });
}
