import {
  $compare,
  $pendingFavourite,
  $popups,
  $profile,
  $rememberedSearches,
  $session,
  $signInReturn,
  $storedViewTabs,
  clearAllSearches,
  clearCompare,
  clearFavourites,
  clearQueryCache,
  closeLoginDialog,
  endSession,
  forgetExternalProviders,
} from '@studyatlas/core';

/**
 * Leaves the page as a first visit finds it: nobody signed in, no popup, dialog, search, comparison or
 * favourite, no cached answer, nothing rendered, the first address, an empty storage and no cookie. The jsdom projects share one window
 * and one copy of the modules per worker (`isolate: false`), so every test ends with this (after Testing Library's cleanup, where it renders); the stores
 * keep their listeners (unmounting them would leave the next file's screens deaf).
 */
const firstAddress = location.href;

// The persistent stores stay mounted for the worker's life. Unmounted (a second after their last
// listener goes), they remove their `storage` listener from a window that is torn down after the
// worker's last file.
for (const store of [$session, $compare, $storedViewTabs, $rememberedSearches]) store.listen(() => {});

// A page that was left hears no more answers, as in a browser: a call still running when a test
// ends never settles, so its screen's late handling (a Failed popup, the login dialog opening on a
// 401 after the session ended) cannot land on the next test's page and take its focus.
let pageGeneration = 0;
const fetchOfWindow = globalThis.fetch;
globalThis.fetch = async (...args: Parameters<typeof fetch>): Promise<Response> => {
  const generation = pageGeneration;
  const never = new Promise<never>(() => {});
  try {
    const response = await fetchOfWindow(...args);
    return generation === pageGeneration ? response : never;
  } catch (error) {
    if (generation !== pageGeneration) return never;
    throw error;
  }
};

export function resetPage(): void {
  pageGeneration += 1;
  endSession();
  $profile.set(null);
  $popups.set([]);
  $pendingFavourite.set(null);
  $signInReturn.set(null);
  closeLoginDialog();
  clearAllSearches();
  clearCompare();
  clearFavourites();
  clearQueryCache();
  forgetExternalProviders();
  document.body.replaceChildren();
  history.replaceState(null, '', firstAddress);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const sheet of document.head.querySelectorAll('style[id^="studyatlas-styles"]')) sheet.remove();
}
