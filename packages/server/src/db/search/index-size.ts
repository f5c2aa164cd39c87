/**
 * The size of an in-memory search index for the metrics, whatever its kind: its rows (`size`) and
 * its memory, which is almost all typed arrays. An index that counts its own bytes (`bytes`, the
 * course index with its bitsets) is asked; otherwise its typed arrays are added up, nested objects
 * and arrays included, strings counted at two bytes a character.
 */
export function approximateBytes(index: object): number {
  const own = (index as { bytes?: unknown }).bytes;
  if (typeof own === 'number') return own;
  let bytes = walked.get(index);
  if (bytes === undefined) walked.set(index, (bytes = walk(index)));
  return bytes;
}

/** An index never changes once built: its walk is done once. */
const walked = new WeakMap<object, number>();

function walk(index: object): number {
  const seen = new Set<object>();
  const sizeOf = (value: unknown): number => {
    if (typeof value === 'string') return value.length * 2;
    if (typeof value !== 'object' || value === null || seen.has(value)) return 0;
    seen.add(value);
    if (ArrayBuffer.isView(value)) return value.byteLength;
    const values = value instanceof Map ? [...value.values()] : Array.isArray(value) ? value : Object.values(value);
    return values.reduce((sum: number, item) => sum + sizeOf(item), 0);
  };
  return sizeOf(index);
}

/** The rows an index holds: its `size` (courses of course_search, campuses). */
export const rowsOf = (index: object): number => {
  const size = (index as { size?: unknown }).size;
  return typeof size === 'number' ? size : 0;
};
