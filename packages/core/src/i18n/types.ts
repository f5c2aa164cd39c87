import type * as Catalogue from '../messages.js';
import type { PartialWordsOf, WordsOf } from './catalogue.js';

/** The catalogue objects by the names they are exported under (the keys of a translation). */
type CatalogueObjects = { [K in keyof typeof Catalogue as (typeof Catalogue)[K] extends Record<string, unknown> ? K : never]: (typeof Catalogue)[K] };

/** A whole translation: every catalogue, every key (the type checker finds a missing one). */
export type Translation = WordsOf<CatalogueObjects>;

/** A page's own words for any messages (`<StudyAtlasProvider messages>`, the elements' `messages`). */
export type MessageOverrides = PartialWordsOf<CatalogueObjects>;
