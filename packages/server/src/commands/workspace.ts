import { workspaceMessages } from '@studyatlas/core';
import { loadConfig } from '../config.js';
import { createMailer } from '../mail/mailer.js';
import { createInvite } from '../areas/workspace/invites.js';
import { organisation } from '../areas/workspace/staff-queries.js';
import type { CliCommand } from './args.js';
import { openMigratedDatabase, type DatabaseEnv } from './open-database.js';
import type { Output } from './output.js';

type WorkspaceCommand = Extract<CliCommand, { command: 'workspace' }>;

/**
 * `studyatlas workspace invite`: the operator invites an organisation's first owner (or anyone) to the
 * partner workspace (docs/workspace.md). The invitation is mailed (SMTP_URL, else the outbox the dev
 * mailbox shows) and its one-time link printed, so the operator can hand it over either way.
 */
export async function workspace(command: WorkspaceCommand, env: DatabaseEnv, output: Output, now: () => Date = () => new Date()): Promise<number> {
  const { handle } = await openMigratedDatabase(env);
  try {
    const config = loadConfig(env);
    const { kind, id } = command.organisation;
    const found = await organisation(handle.db, id);
    if (!found || found.kind !== kind) {
      output.err(`No ${kind} ${id}.`);
      return 1;
    }
    const created = await createInvite(handle.db, createMailer(config, handle.db, now), config.publicUrl, { legalId: id, organisation: found.name, email: command.email, role: command.role, inviter: null }, now());
    output.out(`Invitation ${created.invite.id} to ${found.name} (${kind} ${id}) as ${workspaceMessages.roleLabels[command.role]} for ${created.invite.email}, valid until ${created.invite.expiresAt}:`);
    output.out(created.link);
    output.out(created.mailed ? 'Mailed to the address; the link works once.' : 'The mail could not be sent: give the link yourself (it works once).');
    return 0;
  } finally {
    await handle.close();
  }
}
