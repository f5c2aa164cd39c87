import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_AGENT_LOGO, DEFAULT_INSTITUTE_LOGO, SVG_CONTENT_TYPE } from './assets/default-logos.js';

/** Where the client fetches a logo (or the default one) of an institution or agent. */
export const imagePathOf = (legalFk: number) => `/api/ImagePublic/GetImagePublic?legalFk=${legalFk}`;

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
