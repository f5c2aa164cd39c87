import type { Generated } from 'kysely';
import type { favourites } from '@studyatlas/core/contracts';

/** A member's favourite; `id` is the preference id of the specification. */
export interface FavouritesTable {
  id: Generated<number>;
  client_id: number;
  category: favourites.FavouriteCategory;
  /** C intake id, I/A legal entity id (of that kind), E event id, S scholarship id. */
  reference_id: number;
  /** ISO-8601 UTC */
  created_at: string;
}

export interface FavouritesTables {
  favourites: FavouritesTable;
}
