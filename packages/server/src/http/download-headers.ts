import type { FastifyReply } from 'fastify';

/** The reply header naming a download (discovery §3); readable cross-origin (see app.ts CORS). */
export const FILENAME_HEADER = 'x-filename';

/**
 * x-filename carries the name as is when it is plain ASCII, URI-encoded otherwise (headers are
 * ASCII; clients decode it); content-disposition says the same for plain links (`inline` to view in
 * the browser). Every download also gets no-store and nosniff.
 */
export function nameHeaders(reply: FastifyReply, name: string, disposition: 'attachment' | 'inline' = 'attachment'): FastifyReply {
  const encoded = encodeURIComponent(name);
  const plain = /^[\x20-\x7e]*$/.test(name) && !name.includes('%');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header(FILENAME_HEADER, plain ? name : encoded)
    .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`);
}
