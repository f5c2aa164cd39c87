import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import type { Files } from '../storage/file-store.js';
import { DEFAULT_AGENT_LOGO, DEFAULT_INSTITUTE_LOGO, SVG_CONTENT_TYPE } from './assets/default-logos.js';

/**
 * Where the client fetches a logo (or the default one) of an institution or agent; with the uploaded
 * logo's file id the address changes with each upload, so no cache keeps showing the previous one.
 */
export const imagePathOf = (legalFk: number, logoFileId?: number | null) =>
  `/api/ImagePublic/GetImagePublic?legalFk=${legalFk}${logoFileId ? `&v=${logoFileId}` : ''}`;

export interface Image {
  body: Buffer | string;
  contentType: string;
  /** True for the built-in default (cached longer: it never changes within a version). */
  fallback: boolean;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.webp': 'image/webp',
  '.svg': SVG_CONTENT_TYPE,
};

/** Images (logos, profile images) are served up to this size; a larger one gets the default. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const defaultLogo = (kind: 'I' | 'A'): Image => ({
  body: kind === 'A' ? DEFAULT_AGENT_LOGO : DEFAULT_INSTITUTE_LOGO,
  contentType: SVG_CONTENT_TYPE,
  fallback: true,
});

/**
 * The stored logo of an institution or agent. `logo_path` is relative to the data directory
 * (e.g. `logos/42.png`); an absolute path, one that leaves the data directory, an unknown type, a
 * missing or oversized file all give the default logo of the entity's kind.
 */
export const readLogo = (dataDir: string, logoPath: string | null, kind: 'I' | 'A'): Promise<Image> =>
  readImage(dataDir, logoPath, defaultLogo(kind));

/**
 * An organisation's logo: the one uploaded in the workspace (a stored file in the file store, migration
 * 0035), else the file its `logo_path` names, else the default logo of its kind.
 */
export async function readOrganisationLogo(
  source: { db: Kysely<Database>; files: Files; dataDir: string },
  owner: { kind: 'I' | 'A'; logo_path: string | null; logo_file_id: number | null },
): Promise<Image> {
  if (owner.logo_file_id) {
    const row = await source.db.selectFrom('stored_files').select(['storage_key', 'content_type']).where('id', '=', owner.logo_file_id).executeTakeFirst();
    const bytes = row?.storage_key ? await source.files.read(row.storage_key) : null;
    if (row && bytes && bytes.length <= MAX_IMAGE_BYTES) return { body: bytes, contentType: row.content_type, fallback: false };
  }
  return readLogo(source.dataDir, owner.logo_path, owner.kind);
}

/**
 * An image file under the data directory (`relativePath`, e.g. `logos/42.png`), or `fallback` when
 * the path is empty, absolute or leaves the data directory, its type is unknown, or the file is
 * missing or larger than 2 MB. (Profile images are uploads: they come from the file store.)
 */
export async function readImage(dataDir: string, relativePath: string | null, fallback: Image): Promise<Image> {
  if (!relativePath || path.isAbsolute(relativePath)) return fallback;
  const root = path.resolve(dataDir);
  const file = path.resolve(root, relativePath);
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!contentType || !file.startsWith(root + path.sep)) return fallback;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_IMAGE_BYTES) return fallback;
    return { body: await readFile(file), contentType, fallback: false };
  } catch {
    return fallback;
  }
}
