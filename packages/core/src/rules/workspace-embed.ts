import { format } from '../messages/common.js';
import { embedMessages } from '../messages/workspace-embed.js';
import { collect, isBlank, type FieldErrors } from './field.js';
import { isLoopbackHost } from './workspace-webhooks.js';

/*
 * The workspace's Embed page (issue 27): an organisation's allowed origins, whose pages' widgets may
 * make member calls (the server's CORS allow-list, as PARTNER_ORIGINS). The server runs the same check.
 */

export const EMBED_ORIGIN_MAX_LENGTH = 300;
export const EMBED_ORIGINS_MAX = 50;

function originProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (isBlank(value)) return embedMessages.originRequired;
  if (value.length > EMBED_ORIGIN_MAX_LENGTH) return format(embedMessages.originTooLong, { max: EMBED_ORIGIN_MAX_LENGTH });
  if (value.includes('*')) return embedMessages.originWildcard;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return embedMessages.originInvalid;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return embedMessages.originInvalid;
  if (url.username || url.password) return embedMessages.originCredentials;
  // "https://a.example/" is the origin written with the root path; anything more is a page, not an origin.
  const rest = value.replace(/^[a-z]+:\/\/[^/?#]*/i, '');
  if (rest !== '' && rest !== '/') return embedMessages.originHasPath;
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return embedMessages.originNotHttps;
  return undefined;
}

/** An allowed origin: https://host[:port] (http:// only for a loopback host), nothing after the port. */
export function validateEmbedOrigin(v: { origin: string }): FieldErrors<'origin'> {
  const problem = originProblem(v.origin);
  return collect({ origin: [[problem !== undefined, problem ?? '']] });
}

/** The origin as browsers send it in the Origin header (lower-case host, no default port, no slash); validate first. */
export const normaliseEmbedOrigin = (value: string): string => new URL(value.trim()).origin;
