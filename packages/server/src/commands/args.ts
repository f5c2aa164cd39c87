import { parseArgs } from 'node:util';
import type { GeoScope } from '../seed/geo-source.js';
import { isDay } from '../seed/dates.js';
import type { FileStoreKind } from '../storage/file-store.js';
import { checkEncodingName } from '../import/encoding.js';
import { isWorkspaceRole, validateInvite, WORKSPACE_ROLES, type WorkspaceRole } from '@studyatlas/core';

export type CliCommand =
  | { command: 'help' }
  | { command: 'serve'; devMailbox: boolean }
  | { command: 'migrate' }
  | { command: 'backup'; file: string }
  | { command: 'files'; action: 'move'; to: FileStoreKind }
  | { command: 'restore'; file: string; force: boolean }
  | { command: 'seed'; institutions?: number; courses?: number; seed?: number; geo: GeoScope; today?: string }
  | { command: 'import'; files: string[]; awardMap?: string; encoding?: string; progress?: boolean; dryRun?: boolean }
  | { command: 'partner-key'; action: 'create'; institution: number; label: string }
  | { command: 'partner-key'; action: 'list'; institution: number }
  | { command: 'partner-key'; action: 'revoke'; id: number }
  | { command: 'workspace'; action: 'invite'; organisation: { kind: 'institution' | 'agent'; id: number }; email: string; role: WorkspaceRole };

export const USAGE = `Usage: studyatlas <command> [options]

Commands:
  serve [--dev-mailbox]      Migrate, load reference and demo data on first run, start the server
      --dev-mailbox          serve the outbox at /dev/mailbox to this machine only (development;
                             the same as DEV_MAILBOX=1; refused with NODE_ENV=production)
  migrate                    Apply pending database migrations
  backup FILE                Write the database, the data folder's files (uploads, logos,
                             the token secret) and the uploads in S3_URL's bucket to one
                             archive, while the server runs (docs/operations.md "Backups");
                             never overwrites FILE
  files move --to db|folder|s3
                             Move uploaded files' bytes into the database, the data folder
                             or S3_URL's bucket (set FILE_STORE the same on every instance;
                             safe while serving)
  restore FILE [--force]     Put a backup back into an empty database and data folder,
                             its bucket's uploads into S3_URL's bucket (stop the server
                             first)
      --force                restore over a database and data folder that are not empty
  seed [options]             Load reference data, then demo data if the catalogue is empty
      --institutions N       demo institutions (default 1000)
      --courses N            demo courses (default 20000)
      --seed N               random seed: the same seed gives the same data (default 1)
      --geo full|sample      cities of every country, or of 12 main countries only (default full)
      --date yyyy-MM-dd      reference date intakes and events follow (default today)
  import [options] FILE...   Import institutions, agents, locations, courses and intakes
                             from CSV, JSON or JSON Lines files (see docs/data-import.md)
      --award-map FILE       a JSON object of award names → award levels, added to the
                             built-in award map
      --encoding NAME        the files' encoding when it is not UTF-8: windows-1252,
                             iso-8859-1, utf-16le, utf-16be … (UTF-16 with a byte-order
                             mark is read without it)
      --progress             print progress to stderr about once a second (the default
                             when stderr is a terminal)
      --dry-run              read and check every row and print the same report, but
                             write nothing (each file is checked on its own)
  partner-key create --institution ID [--label TEXT]
                             Create an institution's partner API key; prints it once
                             (only its hash is stored; see docs/api.md)
  partner-key list --institution ID
                             The institution's keys: id, label, created, revoked
  partner-key revoke --id N  Revoke a key: it stops working at once
  workspace invite --institution ID | --agent ID --email ADDRESS --role ROLE
                             Invite someone to an organisation's staff in the partner
                             workspace (roles: owner, admissions, catalogue_editor, viewer);
                             mails the one-time link (7 days) and prints it (docs/workspace.md)
  help                       Show this text

Environment:
  DATA_DIR                   where the SQLite database lives (default ./data)
  DATABASE_URL               postgres://user:password@host:5432/db to use PostgreSQL instead
  PG_BIN_DIR                 where backup and restore find pg_dump and pg_restore (default:
                             PATH, then /usr/lib/postgresql/<newest>/bin)
  HOST, PORT                 where serve listens (default 127.0.0.1:8080: this machine only;
                             HOST=0.0.0.0 for every interface)

Exit codes: 0 done; 1 failed, or some import rows were rejected; 2 wrong usage.`;

const SEED_OPTIONS = ['institutions', 'courses', 'seed', 'geo', 'date'] as const;
const PARTNER_KEY_OPTIONS = ['institution', 'label', 'id'] as const;
const WORKSPACE_OPTIONS = ['institution', 'agent', 'email', 'role'] as const;

function wholeNumber(name: string, value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  return /^\d+$/.test(value) ? Number(value) : `--${name} needs a whole number, got "${value}"`;
}

/** Parses the command line (without node and the script); a string result is the usage error. */
export function parseCommandLine(argv: readonly string[]): CliCommand | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        'dev-mailbox': { type: 'boolean' },
        institutions: { type: 'string' },
        courses: { type: 'string' },
        seed: { type: 'string' },
        geo: { type: 'string' },
        date: { type: 'string' },
        institution: { type: 'string' },
        agent: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        label: { type: 'string' },
        id: { type: 'string' },
        'award-map': { type: 'string' },
        encoding: { type: 'string' },
        progress: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        force: { type: 'boolean' },
        to: { type: 'string' },
      },
    });
  } catch (error) {
    return (error as Error).message.replace(/\. To specify a positional argument.*$/s, '');
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help' || command === undefined) return { command: 'help' };

  const seedOptions = SEED_OPTIONS.filter((name) => values[name] !== undefined);
  if (command !== 'seed' && seedOptions.length) return `--${seedOptions[0]} is an option of seed, not of ${command}`;
  if (command !== 'serve' && values['dev-mailbox']) return `--dev-mailbox is an option of serve, not of ${command}`;
  const keyOptions = PARTNER_KEY_OPTIONS.filter((name) => values[name] !== undefined && !(command === 'workspace' && name === 'institution'));
  if (command !== 'partner-key' && keyOptions.length) return `--${keyOptions[0]} is an option of partner-key, not of ${command}`;
  const workspaceOptions = WORKSPACE_OPTIONS.filter((name) => values[name] !== undefined && name !== 'institution');
  if (command !== 'workspace' && workspaceOptions.length) return `--${workspaceOptions[0]} is an option of workspace, not of ${command}`;
  const importOptions = (['award-map', 'encoding', 'progress', 'dry-run'] as const).filter((name) => values[name] !== undefined);
  if (command !== 'import' && importOptions.length) return `--${importOptions[0]} is an option of import, not of ${command}`;
  if (command !== 'restore' && values.force) return `--force is an option of restore, not of ${command}`;
  if (command !== 'files' && values.to !== undefined) return `--to is an option of files move, not of ${command}`;
  if (command === 'files') {
    if (rest.length !== 1 || rest[0] !== 'move') return 'files needs an action: files move --to db|folder|s3';
    if (values.to !== 'db' && values.to !== 'folder' && values.to !== 's3') return `files move needs --to db, folder or s3${values.to === undefined ? '' : `, got "${values.to}"`}`;
    return { command, action: 'move', to: values.to };
  }
  if (command === 'backup' || command === 'restore') {
    if (rest.length !== 1) return `${command} needs one file: studyatlas ${command} FILE`;
    return command === 'backup' ? { command, file: rest[0]! } : { command, file: rest[0]!, force: values.force === true };
  }
  if (command !== 'import' && command !== 'partner-key' && command !== 'workspace' && rest.length) return `${command} takes no arguments, got "${rest.join(' ')}"`;

  switch (command) {
    case 'serve':
      return { command, devMailbox: values['dev-mailbox'] === true };
    case 'migrate':
      return { command };
    case 'import':
    {
      if (!rest.length) return 'import needs a file: studyatlas import FILE';
      let encoding: string | undefined;
      if (values.encoding !== undefined) {
        const checked = checkEncodingName(values.encoding);
        if ('error' in checked) return checked.error;
        encoding = checked.name;
      }
      return {
        command,
        files: rest,
        ...(values['award-map'] !== undefined ? { awardMap: values['award-map'] } : {}),
        ...(encoding !== undefined ? { encoding } : {}),
        ...(values.progress ? { progress: true } : {}),
        ...(values['dry-run'] ? { dryRun: true } : {}),
      };
    }
    case 'seed': {
      const numbers: Partial<Record<'institutions' | 'courses' | 'seed', number>> = {};
      for (const name of ['institutions', 'courses', 'seed'] as const) {
        const n = wholeNumber(name, values[name]);
        if (typeof n === 'string') return n;
        numbers[name] = n;
      }
      const geo = values.geo ?? 'full';
      if (geo !== 'full' && geo !== 'sample') return `--geo must be full or sample, got "${geo}"`;
      if (values.date !== undefined && !isDay(values.date)) return `--date must be a date written yyyy-MM-dd, got "${values.date}"`;
      return {
        command,
        geo,
        ...(numbers.institutions !== undefined ? { institutions: numbers.institutions } : {}),
        ...(numbers.courses !== undefined ? { courses: numbers.courses } : {}),
        ...(numbers.seed !== undefined ? { seed: numbers.seed } : {}),
        ...(values.date !== undefined ? { today: values.date } : {}),
      };
    }
    case 'partner-key':
      return partnerKeyCommand(rest, values);
    case 'workspace':
      return workspaceCommand(rest, values);
    default:
      return `unknown command "${command}"`;
  }
}

const positiveId = (name: string, value: string | undefined): number | string =>
  value === undefined ? `partner-key needs --${name} N` : /^[1-9]\d{0,9}$/.test(value) ? Number(value) : `--${name} needs a whole number above 0, got "${value}"`;

/** `partner-key create|list|revoke` with its options. */
function partnerKeyCommand(rest: string[], values: { institution?: string; label?: string; id?: string }): CliCommand | string {
  const [action, ...extra] = rest;
  if (extra.length) return `partner-key ${action} takes no further arguments, got "${extra.join(' ')}"`;
  if (action === 'create' || action === 'list') {
    if (values.id !== undefined) return `--id is an option of partner-key revoke, not of partner-key ${action}`;
    if (action === 'list' && values.label !== undefined) return '--label is an option of partner-key create, not of partner-key list';
    const institution = positiveId('institution', values.institution);
    if (typeof institution === 'string') return institution;
    const label = (values.label ?? '').trim();
    if (label.length > 100) return '--label must be at most 100 characters';
    return action === 'create' ? { command: 'partner-key', action, institution, label } : { command: 'partner-key', action, institution };
  }
  if (action === 'revoke') {
    if (values.institution !== undefined || values.label !== undefined) return 'partner-key revoke takes only --id N';
    const id = positiveId('id', values.id);
    return typeof id === 'string' ? id : { command: 'partner-key', action, id };
  }
  return action === undefined ? 'partner-key needs an action: create, list or revoke' : `unknown partner-key action "${action}": create, list or revoke`;
}

/** `workspace invite --institution ID | --agent ID --email ADDRESS --role ROLE`. */
function workspaceCommand(rest: string[], values: { institution?: string; agent?: string; email?: string; role?: string }): CliCommand | string {
  const [action, ...extra] = rest;
  if (action !== 'invite') return action === undefined ? 'workspace needs an action: invite' : `unknown workspace action "${action}": invite`;
  if (extra.length) return `workspace invite takes no further arguments, got "${extra.join(' ')}"`;
  if ((values.institution === undefined) === (values.agent === undefined)) return 'workspace invite needs exactly one of --institution ID or --agent ID';
  const kind = values.institution !== undefined ? 'institution' : 'agent';
  const value = values.institution ?? values.agent;
  if (!/^[1-9]\d{0,9}$/.test(value!)) return `--${kind} needs a whole number above 0, got "${value}"`;
  const email = (values.email ?? '').trim();
  const role = values.role ?? '';
  if (!isWorkspaceRole(role)) return `--role must be one of ${WORKSPACE_ROLES.join(', ')}, got "${role}"`;
  const problem = validateInvite({ email, role }).email;
  if (problem) return `--email: ${problem}`;
  return { command: 'workspace', action: 'invite', organisation: { kind, id: Number(value) }, email, role };
}
