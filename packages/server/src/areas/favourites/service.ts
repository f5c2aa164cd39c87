import { parseFavFlag, parseFavouriteCategory, parseFavouriteId, validateAddFavourite, validateDeleteFavourite, validateFavouriteType, favouriteReplyMessages } from '@studyatlas/core';
import type { favourites } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { notFound, rejectInvalid } from '../../http/errors.js';
import { countFavourites, listFavourites, referenceExists, removeFavourite, removeFavouriteOf, saveFavourite } from './queries.js';

type Category = favourites.FavouriteCategory;

/** The key of the 404 of a reference that is not in the catalogue (or is of the other legal kind); read in the request's language. */
const REFERENCE_NOT_FOUND = {
  C: 'favouriteIntakeNotFound',
  I: 'favouriteInstitutionNotFound',
  A: 'favouriteAgentNotFound',
  E: 'favouriteEventNotFound',
  S: 'favouriteScholarshipNotFound',
} as const satisfies Record<Category, keyof typeof favouriteReplyMessages>;

export type FavouritesService = ReturnType<typeof createFavouritesService>;

/** The favourites area's rules (discovery §3 "Favourite", §4, §7 "Favourites"). */
export function createFavouritesService(ctx: AppContext) {
  const list = async (clientId: number, category: Category) => listFavourites(ctx.db, clientId, category);

  return {
    /**
     * FavFlag true (the default) saves the favourite, idempotently: adding one the member has answers
     * its existing preference id. FavFlag false removes it (if any) and answers id 0, the specification's
     * "not favourite" state. The reply carries the category's new count too.
     */
    async add(member: AuthMember, body: favourites.AddFavouriteBody): Promise<favourites.AddFavouriteReply> {
      rejectInvalid(validateAddFavourite(body));
      const category = parseFavouriteCategory(body.Category)!;
      const referenceId = parseFavouriteId(body.ReferenceFk)!;
      let preferenceId = 0;
      if (parseFavFlag(body.FavFlag)) {
        if (!(await referenceExists(ctx.db, category, referenceId))) throw notFound(favouriteReplyMessages[REFERENCE_NOT_FOUND[category]]);
        preferenceId = await saveFavourite(ctx.db, member.clientId, category, referenceId, ctx.now().toISOString());
      } else {
        await removeFavouriteOf(ctx.db, member.clientId, category, referenceId);
      }
      const counts = await countFavourites(ctx.db, member.clientId);
      return { preferenceId, count: counts[category] };
    },

    /** Removes one of the member's own favourites; answers what remains of its category (§4: length = count). */
    async remove(member: AuthMember, body: favourites.DeleteFavouriteBody): Promise<favourites.DeleteFavouriteReply> {
      rejectInvalid(validateDeleteFavourite(body));
      const category = await removeFavourite(ctx.db, member.clientId, parseFavouriteId(body.PreferenceFk)!);
      if (!category) throw notFound(favouriteReplyMessages.favouriteNotFound);
      const rows = await list(member.clientId, category);
      return { category, favourites: rows, count: rows.length } as favourites.DeleteFavouriteReply;
    },

    async all(member: AuthMember, query: { type: string }): Promise<favourites.FavouriteList> {
      rejectInvalid(validateFavouriteType(query));
      const category = parseFavouriteCategory(query.type)!;
      const rows = await list(member.clientId, category);
      return { category, favourites: rows, total: rows.length } as favourites.FavouriteList;
    },

    counts: (member: AuthMember) => countFavourites(ctx.db, member.clientId),
  };
}
