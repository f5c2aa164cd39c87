import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';

/** An institution or agent (`kind` 'I' or 'A') with its contact fields and logo, or undefined. */
export const findLegalEntity = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('legal_entities')
    .select(['id', 'kind', 'name', 'description', 'web_address', 'email', 'phone', 'logo_path', 'logo_file_id'])
    .where('id', '=', id)
    .executeTakeFirst();
