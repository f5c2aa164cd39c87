import type { Kysely, Transaction } from 'kysely';
import type { workspace } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { imagePathOf } from '../../catalogue/logos.js';
import type { Snapshot } from './catalogue-snapshots.js';

type Db = Kysely<Database> | Transaction<Database>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The organisation's profile as its Profile page shows it. */
export async function readProfile(db: Db, legalId: number): Promise<workspace.OrganisationProfile> {
  const row = await db
    .selectFrom('legal_entities')
    .select(['id', 'kind', 'name', 'description', 'web_address', 'email', 'phone', 'logo_path', 'logo_file_id'])
    .where('id', '=', legalId)
    .executeTakeFirstOrThrow();
  return {
    id: num(row.id),
    kind: row.kind === 'A' ? 'agent' : 'institution',
    name: row.name,
    description: row.description,
    webAddress: text(row.web_address),
    email: text(row.email),
    phone: text(row.phone),
    logoUrl: imagePathOf(num(row.id), row.logo_file_id),
    hasLogo: row.logo_file_id !== null || Boolean(row.logo_path),
  };
}

/** The profile's fields as the history shows them (the import's column names). */
export async function profileSnapshot(db: Db, legalId: number): Promise<Snapshot> {
  const row = await db
    .selectFrom('legal_entities as le')
    .leftJoin('stored_files as f', 'f.id', 'le.logo_file_id')
    .select(['le.name', 'le.description', 'le.web_address', 'le.email', 'le.phone', 'le.logo_path', 'f.file_name as logo_file'])
    .where('le.id', '=', legalId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    description: row.description,
    web_address: text(row.web_address),
    email: text(row.email),
    phone: text(row.phone),
    logo: text(row.logo_file ?? row.logo_path),
  };
}

/** The courses whose search rows show the organisation (its name) or one of its campuses. */
export const coursesOfOrganisation = async (db: Db, legalId: number): Promise<number[]> =>
  (await db.selectFrom('courses').select('id').where('legal_id', '=', legalId).execute()).map((r) => num(r.id));

export const coursesAtCampus = async (db: Db, campusId: number): Promise<number[]> =>
  (await db.selectFrom('course_campuses').select('course_id').where('location_id', '=', campusId).execute()).map((r) => num(r.course_id));
