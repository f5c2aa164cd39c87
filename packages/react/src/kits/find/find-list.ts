import type { SearchFlow } from '@studyatlas/core';

const ignore = () => undefined; // failures are shown by the client's popup

/**
 * What a find list does when its route opens: with `:reload` it runs the shown (or remembered)
 * search again at its page, past the cache; with nothing shown yet it restores the remembered search, or —
 * when there is none and a `fallback` filter is given — searches with that.
 */
export function reloadOrRestore<F>(flow: SearchFlow<F, unknown>, reload: string | undefined, fallback?: () => F): void {
  const current = flow.$state.get();
  if (reload !== undefined && (current.filter ?? flow.remembered()?.filter)) {
    flow.refresh().catch(ignore);
    return;
  }
  if (current.status !== 'idle') return;
  if (!fallback) {
    flow.restore().catch(ignore);
    return;
  }
  flow
    .restore()
    .then((restored) => (restored ? undefined : flow.search(fallback())))
    .catch(ignore);
}
