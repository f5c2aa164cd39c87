import type * as Catalogue from '../messages.js';
import type { PartialWordsOf, WordsOf } from './catalogue.js';

/** A module's catalogue objects by the names they are exported under (the keys of a translation). */
type CataloguesOf<M> = { [K in keyof M as M[K] extends Record<string, unknown> ? K : never]: M[K] };

/** A whole translation: every catalogue, every key (the type checker finds a missing one). */
export type Translation = WordsOf<CataloguesOf<typeof Catalogue>>;

/** One area's translation: every catalogue of its English module (`typeof import('…/messages/agents.js')`), every key. */
export type AreaWords<M> = WordsOf<CataloguesOf<M>>;

/** A page's own words for any messages (`<StudyAtlasProvider messages>`, the elements' `messages`). */
export type MessageOverrides = PartialWordsOf<CataloguesOf<typeof Catalogue>>;
