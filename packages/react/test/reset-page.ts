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
  $locale,
  $localeChoice,
  setMessageOverrides,
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

// A page that was left hears no more answers, as in a browser: a call still running when a test ends
// is aborted (the client says nothing of an abort), so its screen's late handling (a Failed popup,
// the login dialog on a 401 after the session ended) cannot land on the next test's page and take
// its focus, and nothing waits for it for ever.
let leaving = new AbortController();
const fetchOfWindow = globalThis.fetch;
globalThis.fetch = async (input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1] = {}): Promise<Response> => {
  const signal = init.signal ? AbortSignal.any([init.signal, leaving.signal]) : leaving.signal;
  return settlingOnAbort(await fetchOfWindow(input, { ...init, signal }), signal);
};

/**
 * Node's fetch (undici 6: Node 20 and 22) can leave a body read pending for ever when the abort lands
 * as the body completes (nodejs/undici#4089): `response.text()` neither resolves nor rejects. The call
 * then never ends, and what waits on it waits for the rest of the worker's files: the data layer runs
 * one load per key (a public key such as 'public@en:filters/friends' stayed loading in every later
 * file) and `cachedFilterData` hands every caller the same pending load (the friend and institution
 * filter lists never arrived: timed-out hooks and tests, issue 24). So a body read here ends with the
 * abort whatever the runtime does, as the Fetch standard says it should.
 */
const BODY_READS = ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'] as const;
function settlingOnAbort(response: Response, signal: AbortSignal): Response {
  const reads = response as unknown as Record<(typeof BODY_READS)[number], (() => Promise<unknown>) | undefined>;
  for (const name of BODY_READS) {
    const read = reads[name]?.bind(response);
    if (read) Object.defineProperty(response, name, { value: () => untilAborted(read(), signal), writable: true, configurable: true });
  }
  return response;
}

function untilAborted<T>(reading: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    reading.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    reading.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function resetPage(): Promise<void> {
  leaving.abort(new DOMException('The page was left', 'AbortError'));
  leaving = new AbortController();
  // The aborted calls' rejections reach their stores first, so the caches cleared below stay clear.
  await new Promise((resolve) => setTimeout(resolve, 0));
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
  // Back to English with no page overrides (a test that switched the language leaves no trace).
  $locale.set('en');
  $localeChoice.set(null);
  setMessageOverrides(null);
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
