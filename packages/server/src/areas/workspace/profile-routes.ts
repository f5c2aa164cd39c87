import type { FastifyInstance } from 'fastify';
import { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { readUploadPart } from '../../http/upload-part.js';
import { registerOrgCall } from './access.js';
import { createCampusService } from './campus-service.js';
import { createProfileService } from './profile-service.js';

/**
 * The organisation's profile and campuses (issue 27): every role of the staff reads ('readCatalogue'),
 * owners and catalogue editors write ('editCatalogue'). Another organisation's campus is 404. Every
 * write is audited (workspace_audit) and leaves its history (catalogue_history). The logo upload needs
 * @fastify/multipart in this scope (import-routes.ts registers it).
 */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const profile = createProfileService(ctx);
  const campuses = createCampusService(ctx);

  registerOrgCall(app, ctx, workspace.organisationProfile, 'readCatalogue', async ({ staff: me }) => ({ profile: await profile.profile(me.legalId) }));
  registerOrgCall(app, ctx, workspace.updateOrganisationProfile, 'editCatalogue', async ({ staff: me, body }) => ({ profile: await profile.update(me, body) }));
  registerOrgCall(app, ctx, workspace.uploadOrganisationLogo, 'editCatalogue', async ({ staff: me, request, record }) => {
    const { fileName, bytes } = await readUploadPart(request, 'image');
    const updated = await profile.uploadLogo(me, fileName, bytes);
    await record({ detail: 'logo' });
    return { profile: updated };
  });
  registerOrgCall(app, ctx, workspace.profileHistory, 'readCatalogue', ({ staff: me, query }) =>
    query.campusId ? campuses.history(me.legalId, query.campusId, query.pageNo || 1) : profile.history(me.legalId, query.pageNo || 1),
  );

  registerOrgCall(app, ctx, workspace.campuses, 'readCatalogue', ({ staff: me }) => campuses.list(me.legalId));
  registerOrgCall(app, ctx, workspace.campus, 'readCatalogue', async ({ staff: me, query }) => ({ campus: await campuses.campus(me.legalId, query.campusId) }));
  registerOrgCall(app, ctx, workspace.saveCampus, 'editCatalogue', async ({ staff: me, body, record }) => {
    const saved = await campuses.save(me, body);
    await record({ detail: `campus ${saved.campus.id}${body.campusId ? '' : ' created'}` });
    return saved;
  });
  registerOrgCall(app, ctx, workspace.deleteCampus, 'editCatalogue', async ({ staff: me, body, record }) => {
    await campuses.remove(me, body.campusId);
    await record({ detail: `campus ${body.campusId} removed` });
    return { removed: body.campusId };
  });
}
