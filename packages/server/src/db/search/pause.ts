/** Lets the event loop run (timers, I/O, other requests) before the caller goes on: a macrotask, not a microtask. */
export const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Longest stretch of index-building work between pauses, ms. */
const SLICE_MS = 15;

/** Pauses long work every SLICE_MS: `await slicer.yield()` once per unit of work (a row, a token). */
export function timeSlicer(sliceMs = SLICE_MS) {
  let since = performance.now();
  return {
    due(): boolean {
      const now = performance.now();
      if (now - since < sliceMs) return false;
      since = now;
      return true;
    },
    /** Pauses when a slice is used up (and starts the next slice after the pause). */
    async yield(): Promise<void> {
      if (!this.due()) return;
      await pause();
      since = performance.now();
    },
  };
}

/** Elements sorted or merged between pauses. */
const SLICE = 16_384;

/**
 * Sorts `items` in place like Array#sort (stable), pausing between slices of work so that sorting a
 * few hundred thousand rows does not hold up the server: runs of `slice` are sorted, then merged
 * pairwise, pass after pass. A costly `compare` (Intl.Collator: about 1 µs) wants a smaller slice.
 */
export async function sortInSlices<T>(items: T[], compare: (a: T, b: T) => number, slice = SLICE): Promise<T[]> {
  const n = items.length;
  for (let start = 0; start < n; start += slice) {
    const run = items.slice(start, start + slice).sort(compare);
    for (let i = 0; i < run.length; i++) items[start + i] = run[i]!;
    await pause();
  }
  let from = items;
  let to = new Array<T>(n);
  let moved = 0;
  for (let width = slice; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(left + width, n);
      const end = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      for (let k = left; k < end; k++) {
        to[k] = i < middle && (j >= end || compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if (++moved % slice === 0) await pause();
      }
    }
    [from, to] = [to, from];
  }
  if (from !== items) for (let k = 0; k < n; k++) items[k] = from[k]!;
  return items;
}
