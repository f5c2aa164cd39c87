import { cleanStores } from 'nanostores';
import { $compare, $rememberedSearches, $session, $storedViewTabs } from '@studyatlas/core';

/**
 * Unmounts the persistent (localStorage) stores at once. Left alone, nanostores unmounts a store a
 * second after its last listener goes, and a persistent store's unmount removes its `storage`
 * listener from `window` — which jsdom has torn down by then when a test file ends first.
 */
export function releasePersistentStores(): void {
  cleanStores($session, $compare, $storedViewTabs, $rememberedSearches);
}
