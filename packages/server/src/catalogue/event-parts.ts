import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An event's documents (stored files EEM) by file name: what the discovery detail lists and the workspace edits. */
export const eventDocuments = (db: Db, eventId: number) =>
  db
    .selectFrom('stored_files')
    .select(['id as fileId', 'file_name as fileName', 'content_type as contentType', 'size'])
    .where('kind', '=', 'EEM')
    .where('reference_id', '=', eventId)
    .orderBy('file_name')
    .orderBy('id')
    .execute();

/** The institutions and agents taking part in an event besides its organiser, by name. */
export const eventParticipants = (db: Db, eventId: number) =>
  db
    .selectFrom('event_participants as p')
    .innerJoin('legal_entities as le', 'le.id', 'p.legal_id')
    .select(['le.id as lglId', 'le.name as name', 'le.kind as entType'])
    .where('p.event_id', '=', eventId)
    .orderBy('le.name')
    .orderBy('le.id')
    .execute();
