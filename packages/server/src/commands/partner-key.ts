import { createPartnerKey, institutionName, listPartnerKeys, revokePartnerKey } from '../areas/applications/partner-keys.js';
import type { CliCommand } from './args.js';
import { openMigratedDatabase, type DatabaseEnv } from './open-database.js';
import type { Output } from './output.js';

type PartnerKeyCommand = Extract<CliCommand, { command: 'partner-key' }>;

/**
 * `studyatlas partner-key create|list|revoke`: an institution's partner API keys (docs/api.md
 * "Partner institution integration"). A new key is printed once; only its SHA-256 is stored.
 */
export async function partnerKey(command: PartnerKeyCommand, env: DatabaseEnv, output: Output, now: () => Date = () => new Date()): Promise<number> {
  const { handle } = await openMigratedDatabase(env);
  const { db } = handle;
  try {
    if (command.action === 'revoke') {
      const result = await revokePartnerKey(db, command.id, now());
      if (result === 'unknown') {
        output.err(`No partner key ${command.id}.`);
        return 1;
      }
      output.out(result === 'revoked' ? `Partner key ${command.id} revoked.` : `Partner key ${command.id} was already revoked.`);
      return 0;
    }
    const name = await institutionName(db, command.institution);
    if (name === null) {
      output.err(`No institution ${command.institution}.`);
      return 1;
    }
    if (command.action === 'create') {
      const { key, row } = await createPartnerKey(db, command.institution, command.label, now());
      output.out(`Partner key ${row.id} for ${name} (institution ${command.institution})${row.label ? `, "${row.label}"` : ''}:`);
      output.out(key);
      output.out('Keep it now: it is shown this once and stored only as a hash.');
      return 0;
    }
    const keys = await listPartnerKeys(db, command.institution);
    if (keys.length === 0) {
      output.out(`${name} (institution ${command.institution}) has no partner keys.`);
      return 0;
    }
    output.out(`Partner keys of ${name} (institution ${command.institution}):`);
    for (const key of keys) {
      output.out(`  ${key.id}  created ${key.createdAt}  ${key.revokedAt ? `revoked ${key.revokedAt}` : 'active'}${key.label ? `  "${key.label}"` : ''}`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}
