import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.js';
import { escapeHtml, htmlPage, linkify } from '../http/html.js';
import { isLoopback } from '../http/loopback.js';
import { serverPageCsp } from '../http/security-headers.js';
import { listOutbox, type OutboxMail } from './queries.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by @fastify/cors: false sends no CORS headers for the route. */
    cors?: false;
  }
}

const MAILBOX_CSS = `
.mail header { display: flex; justify-content: space-between; gap: 16px; flex-wrap: wrap; }
.mail h2 { margin: 0; font-size: 17px; }
.mail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; font-size: 14px; }
.mail dt { color: var(--muted); }
.mail dd { margin: 0; }
.mail iframe { width: 100%; min-height: 260px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
`;

function renderMail(mail: OutboxMail): string {
  return `<article class="card mail" id="mail-${mail.id}">
<header><h2>${escapeHtml(mail.subject)}</h2><span class="muted">#${mail.id}</span></header>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd></dl>
<pre>${linkify(mail.text)}</pre>
<details><summary>HTML version</summary><iframe sandbox="allow-popups allow-top-navigation-by-user-activation" title="HTML version of mail ${mail.id}" srcdoc="${escapeHtml(mail.html)}"></iframe></details>
</article>`;
}

export function renderMailbox(mails: OutboxMail[]): string {
  const body =
    mails.length === 0
      ? '<p class="card muted">No mail yet. Sign up or reset a password, then reload this page.</p>'
      : mails.map(renderMail).join('\n');
  return htmlPage(
    'StudyAtlas dev mailbox',
    `${mails.length} mail(s) kept in the outbox table, newest first. Only this machine can read it; off unless asked for (DEV_MAILBOX=1).`,
    body,
    MAILBOX_CSS,
  );
}

/**
 * The development mailbox: every mail the outbox transport kept, as a page (GET /dev/mailbox) and as
 * JSON (GET /dev/mailbox.json). It holds verification links and temporary passwords, so it exists only
 * when asked for (`config.devMailbox`, never in production), answers loopback clients only (`request.ip`:
 * the socket's address, or X-Forwarded-For's only when TRUST_PROXY is set) and carries no CORS header;
 * anyone else gets the 404 of a path that does not exist.
 */
export async function mailboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.devMailbox || ctx.config.production) return;
  const onlyThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopback(request.ip)) return reply.callNotFound();
  };
  const route = { config: { cors: false as const }, onRequest: onlyThisMachine };
  app.get('/dev/mailbox.json', route, async () => listOutbox(ctx.db));
  app.get('/dev/mailbox', route, async (_request, reply) => {
    const page = renderMailbox(await listOutbox(ctx.db));
    // The mails' HTML (srcdoc frames, which take this page's policy) carries style attributes; no script runs.
    return reply.type('text/html; charset=utf-8').header('content-security-policy', serverPageCsp(page, { styleAttributes: true })).send(page);
  });
}
