import type { FastifyInstance } from 'fastify';
import { favourites } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createFavouritesService } from './service.js';

/** The favourites area's calls (discovery §7 "Favourites"); all need a signed-in member. */
export async function favouritesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createFavouritesService(ctx);
  registerCall(app, favourites.addFavourite, ({ member, body }) => service.add(member, body));
  registerCall(app, favourites.deleteFavourite, ({ member, body }) => service.remove(member, body));
  registerCall(app, favourites.allFavourite, ({ member, query }) => service.all(member, query));
  registerCall(app, favourites.favouriteCount, ({ member }) => service.counts(member));
}
