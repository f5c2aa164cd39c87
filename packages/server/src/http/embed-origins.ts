import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';

/** How long an instance trusts its copy of the organisations' allowed origins (another instance's change shows within it). */
export const EMBED_ORIGINS_TTL_MS = 5_000;

export interface EmbedOriginList {
  /** Whether some organisation allows the origin (docs/embedding.md "Self-service"). */
  has(origin: string): Promise<boolean>;
  /** This instance changed the list: read it afresh on the next question. */
  changed(): void;
}

/**
 * The allowed origins every organisation keeps in the workspace (table embed_origins), for the CORS
 * allow-list. The whole set is read at once and kept EMBED_ORIGINS_TTL_MS (a few hundred rows at most
 * per organisation; one indexed read every few seconds under load, none when idle); a change made on
 * this instance is seen at once, one made on another within the TTL. A read that fails allows nothing.
 */
export function createEmbedOriginList(db: Kysely<Database>, ttlMs = EMBED_ORIGINS_TTL_MS): EmbedOriginList {
  let cached: { origins: ReadonlySet<string>; until: number } | undefined;
  let reading: Promise<ReadonlySet<string>> | undefined;

  const read = async (): Promise<ReadonlySet<string>> => {
    const rows = await db.selectFrom('embed_origins').select('origin').distinct().execute();
    return new Set(rows.map((row) => row.origin));
  };

  const current = async (): Promise<ReadonlySet<string>> => {
    if (cached && cached.until > Date.now()) return cached.origins;
    reading ??= read()
      .then((origins) => {
        cached = { origins, until: Date.now() + ttlMs };
        return origins;
      })
      .finally(() => (reading = undefined));
    return reading;
  };

  return {
    async has(origin) {
      try {
        return (await current()).has(origin);
      } catch {
        return false;
      }
    },
    changed() {
      cached = undefined;
    },
  };
}
