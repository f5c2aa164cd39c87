import { sql } from 'kysely';
import { format, listingMessages, type FieldErrors } from '@studyatlas/core';
import { MAX_DB_ID, type workspace } from '@studyatlas/core/contracts';
import { eventDocuments, eventParticipants } from '../../catalogue/event-parts.js';
import { num } from '../../db/numbers.js';
import { notFound } from '../../http/errors.js';
import { containing, dropStoredFiles, ownUpload, takeOver, type Db, type Trx, type WriteContext } from './listings-store.js';

/*
 * An event's participants (event_participants: institutions and agents of the catalogue besides the
 * organiser) and its documents (stored files EEM): what the workspace's event form sends as two lists
 * of ids, each replacing what the event had. Checked before anything is written.
 */

/** The ids sent, each once; a value that is not a positive whole number is answered as itself (unknown). */
function idsOf(raw: readonly unknown[]): { ids: number[]; bad: unknown } {
  const ids = new Set<number>();
  for (const value of raw) {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0 || id > MAX_DB_ID) return { ids: [], bad: value };
    ids.add(id);
  }
  return { ids: [...ids], bad: undefined };
}

/** The participants chosen, each once; an unknown one or the organiser itself is a problem on `participantIds` (added to `errors`). */
export async function checkParticipants(trx: Trx, legalId: number, raw: readonly unknown[], errors: FieldErrors): Promise<number[]> {
  const { ids, bad } = idsOf(raw);
  if (bad !== undefined) {
    errors.participantIds = format(listingMessages.participantUnknown, { id: String(bad) });
    return [];
  }
  if (ids.includes(legalId)) {
    errors.participantIds = listingMessages.participantIsOrganiser;
    return [];
  }
  const found = new Set(ids.length ? (await trx.selectFrom('legal_entities').select('id').where('id', 'in', ids).execute()).map((r) => num(r.id)) : []);
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) errors.participantIds = format(listingMessages.participantUnknown, { id: unknown });
  return ids;
}

export async function writeParticipants(trx: Trx, eventId: number, participantIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('event_participants').where('event_id', '=', eventId).execute();
  if (participantIds.length) await trx.insertInto('event_participants').values(participantIds.map((legal_id) => ({ event_id: eventId, legal_id }))).execute();
}

/** The event's documents to keep and the uploads to attach; 404 for any other file (another member's or organisation's: nothing is saved). */
export async function checkDocuments(trx: Trx, clientId: number, eventId: number | null, raw: readonly unknown[]): Promise<{ keep: number[]; attach: number[] }> {
  const { ids, bad } = idsOf(raw);
  if (bad !== undefined) throw notFound(listingMessages.documentNotFound);
  const own = new Set(eventId === null ? [] : (await eventDocuments(trx, eventId)).map((d) => num(d.fileId)));
  const attach = ids.filter((id) => !own.has(id));
  for (const id of attach) if (!(await ownUpload(trx, clientId, id))) throw notFound(listingMessages.documentNotFound);
  return { keep: ids.filter((id) => own.has(id)), attach };
}

/** Removes the documents left out (their bytes after the commit) and attaches the new uploads as the event's (EEM). */
export async function writeDocuments(trx: Trx, { me, dropKeys }: WriteContext, eventId: number, plan: { keep: number[]; attach: number[] }): Promise<void> {
  let gone = trx.selectFrom('stored_files').select(['id', 'storage_key']).where('kind', '=', 'EEM').where('reference_id', '=', eventId);
  if (plan.keep.length) gone = gone.where('id', 'not in', plan.keep);
  await dropStoredFiles(trx, await gone.execute(), dropKeys);
  for (const id of plan.attach) await takeOver(trx, id, 'EEM', eventId, me.legalId);
}

/** The record's participants and documents. */
export async function eventParts(db: Db, eventId: number): Promise<Pick<workspace.EventRecord, 'participants' | 'documents'>> {
  const [participants, documents] = await Promise.all([eventParticipants(db, eventId), eventDocuments(db, eventId)]);
  return {
    participants: participants.map((p) => ({ id: num(p.lglId), name: p.name, kind: p.entType })),
    documents: documents.map((d) => ({ fileId: num(d.fileId), fileName: d.fileName, size: num(d.size) })),
  };
}

const PICKER_SIZE = 20;

/** What participants are picked from: the catalogue's institutions and agents whose name contains `q`, by name, never the organisation. */
export async function participantOptions(db: Db, legalId: number, q: string): Promise<workspace.EventParticipant[]> {
  let query = db.selectFrom('legal_entities').select(['id', 'name', 'kind']).where('id', '!=', legalId);
  const text = q.trim();
  if (text) query = query.where(sql<boolean>`lower(name) like ${containing(text)} escape '\\'`);
  const rows = await query.orderBy('name').orderBy('id').limit(PICKER_SIZE).execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name, kind: r.kind }));
}
