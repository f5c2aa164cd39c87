import type { FastifyInstance } from 'fastify';
import { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerOrgCall } from './access.js';
import { createEmbedService } from './embed-service.js';

/** The Embed page's calls (issue 27, docs/embedding.md "Self-service"): owners only ('manageEmbed'); every write audited with the origin. */
export function embedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const embed = createEmbedService(ctx);

  registerOrgCall(app, ctx, workspace.embed, 'manageEmbed', ({ staff: me }) => embed.page(me.legalId));
  registerOrgCall(app, ctx, workspace.addEmbedOrigin, 'manageEmbed', async ({ staff: me, body, record }) => {
    const added = await embed.add(me.legalId, me.clientId, body.origin);
    await record({ detail: `origin ${added.origin}` });
    return { origins: added.origins };
  });
  registerOrgCall(app, ctx, workspace.removeEmbedOrigin, 'manageEmbed', async ({ staff: me, body, record }) => {
    const removed = await embed.remove(me.legalId, body.originId);
    await record({ detail: `origin ${removed.origin}` });
    return { origins: removed.origins };
  });
}
