/**
 * The calls of the load-and-crash part (bench/crash.ts) and how a write is found again: a draft's
 * subject and a contact-us message's text are a key unique in the run; a favourite is its member and
 * course intake (the load and the crash take theirs from different halves of the intakes), and the
 * acknowledged id is checked too. So after the load, or after `kill -9`, the database can be asked
 * whether each write the server acknowledged is there, and whether each write cut off in flight is.
 */
import { sql } from 'kysely';
import type { DatabaseHandle } from '@studyatlas/server';

export type WriteKind = 'draft' | 'favourite' | 'contact';

/** A call as crash-load-worker.mjs takes it: the variants are used in turn; '{key}' and '{ref}' are filled in. */
export interface LoadCall {
  method: 'GET' | 'POST';
  auth: boolean;
  write?: WriteKind;
  variants: { path: string; body?: unknown }[];
}

/** A write sent: its key, its reference, the member (index in the member list) who sent it. */
export interface SentWrite {
  kind: WriteKind;
  key: string;
  ref: string;
  member: number;
}

/** A write the server answered 2xx, with the reply's text. */
export interface AckedWrite extends SentWrite {
  reply: string;
}

/** The member writes: each creates a row whose acknowledged id and content can be checked. */
export const writeCalls = (contactSubject: number): Record<WriteKind, LoadCall> => ({
  draft: {
    method: 'POST',
    auth: true,
    write: 'draft',
    variants: [{ path: '/api/MSGC/SaveMessage', body: { action_type: 'D', subject: '{key}', message: '<p>Draft {key}</p>', TO: '', CC: '', BCC: '', FileInfoFks: '' } }],
  },
  favourite: { method: 'POST', auth: true, write: 'favourite', variants: [{ path: '/api/Favourite/AddFavourite', body: { Category: 'C', ReferenceFk: '{ref}' } }] },
  contact: { method: 'POST', auth: true, write: 'contact', variants: [{ path: '/api/clientlogger/ContactUS', body: { subject: String(contactSubject), noteText: '{key}' } }] },
});

/** Replaces '{key}' and '{ref}' in every string of a body (the same as crash-load-worker.mjs does). */
export function fill(value: unknown, key: string, ref: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{key}', key).replaceAll('{ref}', ref);
  if (Array.isArray(value)) return value.map((v) => fill(v, key, ref));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, key, ref)]));
  return value;
}

/** The id an acknowledgement names (a draft's copy, a favourite's preference), or null when it names none. */
function ackedId(ack: AckedWrite): number | null {
  const reply = JSON.parse(ack.reply) as { retVal?: number; preferenceId?: number; message?: string };
  if (ack.kind === 'draft') return reply.retVal ?? NaN;
  if (ack.kind === 'favourite') return reply.preferenceId ?? NaN;
  return null;
}

export interface WriteCheck {
  acknowledged: number;
  /** Acknowledged writes not found (or found under another id or member). */
  lost: number;
  /** Rows of one key found more than once. */
  doubled: number;
  /** Writes cut off in flight, found / not found. */
  inFlightPresent: number;
  inFlightAbsent: number;
  /** The first lost writes, for the report. */
  examples: string[];
}

/** Looks up every acknowledged write (and every write cut off in flight) of the run in the database. */
export async function checkWrites(handle: DatabaseHandle, runId: string, clientIds: readonly number[], acks: readonly AckedWrite[], inFlight: readonly SentWrite[]): Promise<WriteCheck> {
  const { db } = handle;
  const like = `${runId}-%`;
  const drafts = await db.selectFrom('member_messages').select(['id', 'owner_id', 'subject', 'folder']).where('subject', 'like', like).execute();
  const contacts = await db.selectFrom('contact_messages').select(['client_id', 'note_text']).where('note_text', 'like', like).execute();
  const favourites = await db.selectFrom('favourites').select(['id', 'client_id', 'reference_id']).where('category', '=', 'C').where('client_id', 'in', [...clientIds]).execute();

  const group = <T>(rows: T[], keyOf: (row: T) => string) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
    return map;
  };
  const draftsByKey = group(drafts, (r) => r.subject);
  const contactsByKey = group(contacts, (r) => r.note_text);
  const favouritesByRef = group(favourites, (r) => `${r.client_id}:${r.reference_id}`);
  const favouriteIds = new Map(favourites.map((r) => [Number(r.id), r]));

  const present = (write: SentWrite, id: number | null): boolean => {
    const clientId = clientIds[write.member]!;
    if (write.kind === 'draft') {
      const rows = draftsByKey.get(write.key) ?? [];
      return rows.some((r) => Number(r.owner_id) === clientId && r.folder === 'D' && (id === null || Number(r.id) === id));
    }
    if (write.kind === 'contact') return (contactsByKey.get(write.key) ?? []).some((r) => Number(r.client_id) === clientId);
    if (id !== null) {
      const row = favouriteIds.get(id);
      return row !== undefined && Number(row.client_id) === clientId && String(row.reference_id) === write.ref;
    }
    return favouritesByRef.has(`${clientId}:${write.ref}`);
  };

  const result: WriteCheck = { acknowledged: acks.length, lost: 0, doubled: 0, inFlightPresent: 0, inFlightAbsent: 0, examples: [] };
  for (const ack of acks) {
    if (present(ack, ackedId(ack))) continue;
    result.lost++;
    if (result.examples.length < 5) result.examples.push(`${ack.kind} ${ack.key} (ref ${ack.ref}): ${ack.reply.slice(0, 120)}`);
  }
  for (const write of inFlight) {
    if (present(write, null)) result.inFlightPresent++;
    else result.inFlightAbsent++;
  }
  for (const rows of [...draftsByKey.values(), ...contactsByKey.values(), ...favouritesByRef.values()]) if (rows.length > 1) result.doubled++;
  return result;
}

/** The tables the load and the crash write to (directly or through the calls). */
const WRITTEN = ['member_messages', 'favourites', 'contact_messages', 'outbox', 'sessions', 'rate_limit_counters'];

/**
 * Whether the database is sound after `kill -9`: SQLite's `pragma integrity_check` answers 'ok';
 * PostgreSQL's written tables read whole with no duplicate id, and `amcheck` (bt_index_check with
 * heapallindexed) finds their B-tree indexes sound and complete. Answers whether it is, and what was checked or found.
 */
export async function checkIntegrity(handle: DatabaseHandle): Promise<{ ok: boolean; detail: string }> {
  const { db } = handle;
  if (handle.dialect === 'sqlite') {
    const rows = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows.map((r) => r.integrity_check);
    return { ok: rows.length === 1 && rows[0] === 'ok', detail: rows.slice(0, 5).join('; ') || 'no answer' };
  }
  const problems: string[] = [];
  let rows = 0;
  let indexes = 0;
  for (const table of WRITTEN) {
    const exists = (await sql<{ found: string | null }>`select to_regclass(${table}) as found`.execute(db)).rows[0]?.found;
    if (!exists) continue;
    const hasId = (await sql<{ n: number }>`select count(*)::int as n from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = 'id'`.execute(db)).rows[0]!.n > 0;
    // Reading every row (a corrupt page would fail here), and no id twice.
    rows += (await sql`select * from ${sql.table(table)}`.execute(db)).rows.length;
    if (!hasId) continue;
    const { n, ids } = (await sql<{ n: number; ids: number }>`select count(*)::int as n, count(distinct id)::int as ids from ${sql.table(table)}`.execute(db)).rows[0]!;
    if (ids !== n) problems.push(`${table}: ${n - ids} duplicate ids`);
  }
  try {
    await sql`create extension if not exists amcheck`.execute(db);
    const names = (
      await sql<{ name: string }>`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace join pg_class t on t.oid = i.indrelid
        where a.amname = 'btree' and n.nspname = current_schema() and t.relname = any(${WRITTEN})`.execute(db)
    ).rows;
    for (const { name } of names) {
      await sql`select bt_index_check(${`"${name}"`}::regclass, true)`.execute(db);
      indexes++;
    }
  } catch (error) {
    problems.push(`amcheck: ${(error as Error).message}`);
  }
  const checked = `${rows.toLocaleString('en')} rows of ${WRITTEN.length} tables read, ${indexes} indexes checked by amcheck`;
  return { ok: problems.length === 0 && indexes > 0, detail: problems.length ? problems.join('; ') : `ok (${checked})` };
}
