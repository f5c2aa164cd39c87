import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationsMessages } from '@studyatlas/core';
import { applications } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { registerCall } from '../../http/register-call.js';
import { institutionOfKey, keyFromHeader } from './partner-keys.js';
import { createPartnerService, type OpenFile } from './partner-service.js';
import type { Timeline } from './timeline.js';

/**
 * The partner API (issue 12 "The institution moves it"): calls authenticated by an institution's
 * partner key (`Authorization: Bearer sa_pk_…`), checked before anything else — missing → 401, unknown
 * or revoked → 401 — and every answer scoped to the key's institution.
 */
export async function partnerRoutes(app: FastifyInstance, ctx: AppContext, timeline: Timeline, openFile: OpenFile): Promise<void> {
  const service = createPartnerService(ctx, timeline, openFile);
  const institutions = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request) => {
    const key = keyFromHeader(request.headers.authorization);
    if (!key) throw new HttpError(401, applicationsMessages.partnerKeyMissing);
    const legalId = await institutionOfKey(ctx.db, key);
    if (legalId === null) throw new HttpError(401, applicationsMessages.partnerKeyInvalid);
    institutions.set(request, legalId);
  });
  const institution = (request: FastifyRequest): number => institutions.get(request)!;

  registerCall(app, applications.partnerApplications, ({ request, query }) => service.list(institution(request), query.status, query.pageNo));
  registerCall(app, applications.partnerSetStatus, ({ request, body }) => service.setStatus(institution(request), body));
  registerCall(app, applications.partnerFile, async ({ request, query, reply }) => {
    const file = await service.file(institution(request), query.id);
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    return file.body;
  });
}
