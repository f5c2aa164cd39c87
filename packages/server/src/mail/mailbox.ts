import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.js';
import { escapeHtml, htmlPage, linkify } from '../http/html.js';
import { listOutbox, type OutboxMail } from './queries.js';

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
    `${mails.length} mail(s) kept in the outbox table, newest first. Not available in production.`,
    body,
    MAILBOX_CSS,
  );
}

/**
 * The development mailbox: every mail the outbox transport kept, as a page (GET /dev/mailbox) and as
 * JSON (GET /dev/mailbox.json). Not registered in production, so both answer 404 there.
 */
export async function mailboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.production) return;
  app.get('/dev/mailbox.json', async () => listOutbox(ctx.db));
  app.get('/dev/mailbox', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailbox(await listOutbox(ctx.db))),
  );
}
