import type { SearchFlow } from '@studyatlas/core';

const ignore = () => undefined; // failures are shown by the client's popup

/**
 * What a find list does when its route opens: with `:reload` it runs the shown (or remembered)
 * search again at the same page; with nothing shown yet it restores the remembered search, or —
 * when there is none and a `fallback` filter is given — searches with that.
 */
export function reloadOrRestore<F>(flow: SearchFlow<F, unknown>, reload: string | undefined, fallback?: () => F): void {
  const current = flow.$state.get();
  const filter = current.filter ?? flow.remembered()?.filter;
  if (reload !== undefined && filter) {
    flow.search(filter, { page: current.page, pageSize: current.pageSize }).catch(ignore);
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
