import { EMBED_ORIGINS_MAX, embedMessages, format, normaliseEmbedOrigin, validateEmbedOrigin } from '@studyatlas/core';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';

/** Courses the Embed page offers for the apply snippet. */
const SNIPPET_COURSES_MAX = 500;

/** The Embed page (issue 27): an organisation's allowed origins, checked by the CORS allow-list. */
export function createEmbedService(ctx: AppContext) {
  const { db, now } = ctx;

  const origins = async (legalId: number) =>
    (await db.selectFrom('embed_origins').select(['id', 'origin', 'created_at']).where('legal_id', '=', legalId).orderBy('origin').execute()).map((row) => ({
      id: Number(row.id),
      origin: row.origin,
      createdAt: row.created_at,
    }));

  return {
    origins,

    async page(legalId: number) {
      const courses = await db.selectFrom('courses').select(['id', 'name']).where('legal_id', '=', legalId).where('status', '=', 'published').orderBy('name').orderBy('id').limit(SNIPPET_COURSES_MAX).execute();
      return { origins: await origins(legalId), courses: courses.map((c) => ({ id: Number(c.id), name: c.name })) };
    },

    /** Adds an origin (validated by the core rule, stored as the Origin header carries it); the allow-list sees it at once. */
    async add(legalId: number, clientId: number, raw: string) {
      rejectInvalid(validateEmbedOrigin({ origin: raw }));
      const origin = normaliseEmbedOrigin(raw);
      const present = await origins(legalId);
      if (present.some((row) => row.origin === origin)) throw new HttpError(409, embedMessages.originTaken, { errors: { origin: embedMessages.originTaken } });
      if (present.length >= EMBED_ORIGINS_MAX) throw new HttpError(409, format(embedMessages.tooManyOrigins, { max: EMBED_ORIGINS_MAX }));
      await db.insertInto('embed_origins').values({ legal_id: legalId, origin, created_by: clientId, created_at: now().toISOString() }).execute();
      ctx.embedOrigins.changed();
      return { origin, origins: await origins(legalId) };
    },

    /** Removes one of the organisation's origins (another organisation's id: 404); its member calls stop. */
    async remove(legalId: number, originId: number) {
      const row = await db.selectFrom('embed_origins').select('origin').where('id', '=', originId).where('legal_id', '=', legalId).executeTakeFirst();
      if (!row) throw notFound(embedMessages.originNotFound);
      await db.deleteFrom('embed_origins').where('id', '=', originId).where('legal_id', '=', legalId).execute();
      ctx.embedOrigins.changed();
      return { origin: row.origin, origins: await origins(legalId) };
    },
  };
}
