import type { FastifyInstance } from 'fastify';
import { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerOrgCall } from './access.js';
import { createCatalogueService } from './catalogue-service.js';

/**
 * The catalogue's calls (issue 27): every role of the staff reads ('readCatalogue'), owners and
 * catalogue editors write ('editCatalogue'). Another organisation's course or intake is 404. Every
 * write is audited (workspace_audit) and leaves its course's history (catalogue_history).
 */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalogue = createCatalogueService(ctx);

  registerOrgCall(app, ctx, workspace.catalogueCourses, 'readCatalogue', async ({ staff: me, query }) => {
    const pageNo = query.pageNo || 1;
    const pageSize = Number(query.pageSize);
    return { ...(await catalogue.list(me.legalId, { q: query.q, status: query.status, pageNo, pageSize })), pageNo, pageSize };
  });
  registerOrgCall(app, ctx, workspace.catalogueOptions, 'readCatalogue', ({ staff: me }) => catalogue.options(me.legalId));
  registerOrgCall(app, ctx, workspace.catalogueCourse, 'readCatalogue', async ({ staff: me, query }) => ({ course: await catalogue.course(me.legalId, query.courseId) }));
  registerOrgCall(app, ctx, workspace.courseHistory, 'readCatalogue', ({ staff: me, query }) => catalogue.history(me.legalId, query.courseId, query.pageNo || 1));

  registerOrgCall(app, ctx, workspace.createCourse, 'editCatalogue', async ({ staff: me, body, record }) => {
    const course = await catalogue.create(me, body);
    await record({ detail: `course ${course.id} created (${course.status})` });
    return { course };
  });
  registerOrgCall(app, ctx, workspace.updateCourse, 'editCatalogue', async ({ staff: me, body, record }) => {
    const course = await catalogue.update(me, body.courseId, body);
    await record({ detail: `course ${course.id}` });
    return { course };
  });
  registerOrgCall(app, ctx, workspace.setCourseStatus, 'editCatalogue', async ({ staff: me, body, record }) => {
    const course = await catalogue.setStatus(me, body.courseId, body.newStatus);
    await record({ detail: `course ${course.id} ${course.status}` });
    return { course };
  });
  registerOrgCall(app, ctx, workspace.saveIntake, 'editCatalogue', async ({ staff: me, body, record }) => {
    const course = await catalogue.saveIntake(me, body);
    await record({ detail: `course ${course.id} intake ${body.intakeId ?? 'new'}` });
    return { course };
  });
  registerOrgCall(app, ctx, workspace.deleteIntake, 'editCatalogue', async ({ staff: me, body, record }) => {
    const course = await catalogue.deleteIntake(me, body.intakeId);
    await record({ detail: `course ${course.id} intake ${body.intakeId} removed` });
    return { course };
  });
}
