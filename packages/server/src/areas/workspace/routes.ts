import type { FastifyInstance } from 'fastify';
import { workspace } from '@studyatlas/core/contracts';
import { workspaceMessages } from '@studyatlas/core';
import type { AppContext } from '../../http/context.js';
import { nameHeaders } from '../../http/download-headers.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerCall } from '../../http/register-call.js';
import { uniqueNames, zipStream } from '../../http/zip.js';
import { registerOrgCall, writeAudit } from './access.js';
import { createApplicationsService, inboxFilters } from './applications-service.js';
import { inboxCsv } from './csv.js';
import { conversationRoutes } from './conversation-routes.js';
import type { ApplicationsPort, OpenStoredFile, SessionsPort } from './ports.js';
import { createStaffService } from './staff-service.js';
import { webhookRoutes } from './webhooks-routes.js';
import { embedRoutes } from './embed-routes.js';
import { importRoutes } from './import-routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { profileRoutes } from './profile-routes.js';
import { listingsRoutes } from './listings-routes.js';

/** Invitations send mail: an owner may send this many a minute (per account, every instance counting together). */
const INVITES_PER_MINUTE = { max: 20, timeWindow: 60_000 };

export interface WorkspaceDeps {
  /** The institution's side of applications and its partner keys (the applications area's, passed in by areas.ts). */
  applications: ApplicationsPort;
  /** Ends an account's sessions (the auth area's, passed in by areas.ts). */
  sessions: SessionsPort;
  /** Opens the conversations' attachments (the files area's opener, passed in by areas.ts). */
  openFile: OpenStoredFile;
}

/**
 * The partner workspace (issue 26, docs/workspace.md): organisations and their staff, invitations,
 * the applications inbox and page, decisions, notes, assignment, the conversation with the student,
 * the enquiries and partner keys. Every call that
 * names an organisation goes through registerOrgCall (membership, role, audit).
 */
export async function workspaceRoutes(app: FastifyInstance, ctx: AppContext, deps: WorkspaceDeps): Promise<void> {
  const staff = createStaffService(ctx, deps.sessions);
  const applications = createApplicationsService(ctx, deps.applications);
  const keys = deps.applications.keys;

  registerCall(app, workspace.myOrganisations, async ({ member }) => ({ organisations: await staff.myOrganisations(member.clientId) }));
  registerCall(app, workspace.inviteDetails, ({ query }) => staff.inviteDetails(query.token));
  registerCall(app, workspace.acceptInvite, async ({ member, body }) => {
    const accepted = await staff.accept(member.clientId, member.email, body.token);
    await writeAudit(ctx, { clientId: member.clientId, legalId: accepted.organisation.id }, workspace.acceptInvite.id, { detail: accepted.organisation.role });
    return accepted;
  });

  // Staff
  registerOrgCall(app, ctx, workspace.staff, 'staff', ({ staff: me }) => staff.staff(me));
  registerOrgCall(
    app,
    ctx,
    workspace.invite,
    'manageStaff',
    async ({ staff: me, body, record }) => {
      const created = await staff.invite(me, body);
      await record({ detail: `${created.invite.email} (${created.invite.role})` });
      return created;
    },
    { rateLimit: INVITES_PER_MINUTE },
  );
  registerOrgCall(app, ctx, workspace.withdrawInvite, 'manageStaff', ({ staff: me, body }) => staff.withdrawInvite(me, body.inviteId));
  registerOrgCall(app, ctx, workspace.setRole, 'manageStaff', async ({ staff: me, body, record }) => {
    const changed = await staff.setRole(me, body.clientId, body.role);
    await record({ detail: `${body.clientId}: ${body.role}` });
    return changed;
  });
  registerOrgCall(app, ctx, workspace.removeMember, 'manageStaff', async ({ staff: me, body, record }) => {
    const removed = await staff.remove(me, body.clientId);
    await record({ detail: String(body.clientId) });
    return removed;
  });

  // Applications
  registerOrgCall(app, ctx, workspace.inbox, 'readApplications', ({ staff: me, query }) => applications.inbox(me, query));
  registerOrgCall(app, ctx, workspace.inboxFilters, 'readApplications', ({ staff: me }) => applications.filters(me));
  registerOrgCall(app, ctx, workspace.exportInbox, 'readApplications', ({ staff: me, query, reply }) => {
    const csv = inboxCsv(ctx.database, me.legalId, inboxFilters(query), query.sort);
    nameHeaders(reply, `applications-${me.legalId}.csv`).header('content-type', 'text/csv; charset=utf-8').header('x-content-type-options', 'nosniff');
    return csv;
  });
  registerOrgCall(app, ctx, workspace.application, 'readApplications', async ({ staff: me, query, record }) => {
    const page = await applications.open(me, query.applicationId);
    await record({ applicationId: query.applicationId });
    return page;
  });
  registerOrgCall(app, ctx, workspace.downloadDocument, 'readApplications', async ({ staff: me, query, reply, record }) => {
    const file = await applications.document(me, query.applicationId, query.fileId);
    await record({ applicationId: query.applicationId, detail: String(query.fileId) });
    nameHeaders(reply, file.name, query.inline === '1' ? 'inline' : 'attachment')
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff');
    return file.body;
  });
  registerOrgCall(app, ctx, workspace.documentsZip, 'readApplications', async ({ staff: me, query, reply, record }) => {
    const zip = await applications.documentsForZip(me, query.applicationId);
    await record({ applicationId: query.applicationId });
    nameHeaders(reply, zip.name).header('content-type', 'application/zip').header('x-content-type-options', 'nosniff');
    const mtime = ctx.now();
    const names = uniqueNames(zip.entries.map((entry) => entry.name));
    return zipStream(zip.entries.map((entry, index) => ({ ...entry, name: names[index]!, mtime })));
  });
  registerOrgCall(app, ctx, workspace.decide, 'decide', ({ staff: me, body, record }) => applications.decide(me, body, record));
  registerOrgCall(app, ctx, workspace.addNote, 'decide', async ({ staff: me, body, record }) => {
    const notes = await applications.addNote(me, body);
    await record({ applicationId: body.applicationId });
    return notes;
  });
  registerOrgCall(app, ctx, workspace.assign, 'decide', async ({ staff: me, body, record }) => {
    const assigned = await applications.assign(me, body);
    await record({ applicationId: body.applicationId, detail: assigned.assignee ? assigned.assignee.name : '' });
    return assigned;
  });

  // The conversation with the student and the "Connect me" enquiries.
  conversationRoutes(app, ctx, deps.openFile);

  // Partner API keys (institutions only: the partner API serves applications to an institution's courses).
  const institutionOnly = (kind: string) => {
    if (kind !== 'institution') throw new HttpError(403, workspaceMessages.notAllowed);
  };
  registerOrgCall(app, ctx, workspace.keys, 'manageKeys', async ({ staff: me }) => {
    institutionOnly(me.kind);
    return { keys: await keys.list(me.legalId) };
  });
  registerOrgCall(app, ctx, workspace.createKey, 'manageKeys', async ({ staff: me, body, record }) => {
    institutionOnly(me.kind);
    const created = await keys.create(me.legalId, body.label.trim());
    await record({ detail: `key ${created.row.id}` });
    return created;
  });
  registerOrgCall(app, ctx, workspace.revokeKey, 'manageKeys', async ({ staff: me, body, record }) => {
    institutionOnly(me.kind);
    if ((await keys.revoke(me.legalId, body.keyId)) === 'unknown') throw notFound(workspaceMessages.keyNotFound);
    await record({ detail: `key ${body.keyId}` });
    return { keys: await keys.list(me.legalId) };
  });

  webhookRoutes(app, ctx);
  embedRoutes(app, ctx);
  await importRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  profileRoutes(app, ctx);
  listingsRoutes(app, ctx);
}
