import type { FastifyInstance } from 'fastify';
import { roleCan, workspaceMessages, type WorkspaceAbility } from '@studyatlas/core';
import type { Call } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { registerCall, type CallContext, type RegisterCallOptions } from '../../http/register-call.js';
import { staffOf, type Staff } from './staff-queries.js';

/** What one call adds to its audit row: the application, entry and status change it concerned. */
export interface AuditNote {
  applicationId?: number;
  entryId?: number;
  fromStatus?: string;
  toStatus?: string;
  detail?: string;
}

export interface OrgCallContext<Q, B> extends CallContext<Q, B, 'required'> {
  /** The caller's membership of the organisation the query names. */
  staff: Staff;
  /**
   * Writes the call's audit row now, with what it concerned (a handler whose reply shows the audit
   * records first); otherwise the row is written, plain, once the call succeeded.
   */
  record(note: AuditNote): Promise<void>;
}

/**
 * Registers a workspace call that works on one organisation (`org` in the query): after the sign-in
 * check, 403 when the caller is not on the organisation's staff or the role lacks `ability`
 * (core rules/workspace.ts); every call that succeeds leaves one audit row (who, when, which call,
 * what it concerned).
 */
export function registerOrgCall<Q extends { org: number }, B, R>(
  app: FastifyInstance,
  ctx: AppContext,
  call: Call<Q, B, R, 'required'>,
  ability: WorkspaceAbility,
  handler: (context: OrgCallContext<Q, B>) => Promise<R> | R,
  options: RegisterCallOptions = {},
): void {
  registerCall(app, call, async (context) => {
    const staff = await staffOf(ctx.db, context.member.clientId, context.query.org);
    if (!staff) throw new HttpError(403, workspaceMessages.notStaff);
    if (!roleCan(staff.role, ability)) throw new HttpError(403, workspaceMessages.notAllowed);
    let recorded = false;
    const record = async (note: AuditNote) => {
      recorded = true;
      await writeAudit(ctx, staff, call.id, note);
    };
    const result = await handler({ ...context, staff, record });
    if (!recorded) await writeAudit(ctx, staff, call.id, {});
    return result;
  }, options);
}

/** One audit row. */
export async function writeAudit(ctx: AppContext, staff: Pick<Staff, 'clientId' | 'legalId'>, action: string, note: AuditNote): Promise<void> {
  await ctx.db
    .insertInto('workspace_audit')
    .values({
      legal_id: staff.legalId,
      client_id: staff.clientId,
      action,
      application_id: note.applicationId ?? null,
      entry_id: note.entryId ?? null,
      from_status: note.fromStatus ?? '',
      to_status: note.toStatus ?? '',
      detail: note.detail ?? '',
      at: ctx.now().toISOString(),
    })
    .execute();
}
