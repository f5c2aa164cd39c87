import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_AGENT_LOGO, DEFAULT_INSTITUTE_LOGO, SVG_CONTENT_TYPE } from './assets/default-logos.js';

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
  '.webp': 'image/webp',
  '.svg': SVG_CONTENT_TYPE,
};

/** Logos larger than this are not served (the default is). */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

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
export async function readLogo(dataDir: string, logoPath: string | null, kind: 'I' | 'A'): Promise<Image> {
  if (!logoPath || path.isAbsolute(logoPath)) return defaultLogo(kind);
  const root = path.resolve(dataDir);
  const file = path.resolve(root, logoPath);
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!contentType || !file.startsWith(root + path.sep)) return defaultLogo(kind);
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_LOGO_BYTES) return defaultLogo(kind);
    return { body: await readFile(file), contentType, fallback: false };
  } catch {
    return defaultLogo(kind);
  }
}
