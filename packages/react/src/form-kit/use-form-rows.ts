import type { FieldValues, RowOf, RowsPath } from './paths.js';
import type { SaForm } from './use-sa-form.js';

export interface FormRow<T> {
  /** Stable while the row lives (through edits, inserts, removals and moves): use it as the React key. */
  key: string;
  /** The row's position now: its fields are `` `${path}.${index}.field` ``. */
  index: number;
  value: T;
}

export interface FormRows<T> {
  rows: readonly FormRow<T>[];
  append: (item: T) => void;
  insert: (index: number, item: T) => void;
  remove: (index: number) => void;
  /** Moves the row at `from` to `to`, the rows between shifting by one. */
  move: (from: number, to: number) => void;
}

/**
 * The list of rows at `path` (Mantine's list helpers underneath): each row with a stable key, and the
 * operations. A row's messages move with it; after the first submit each operation re-runs the
 * whole rule, like any change.
 */
export function useFormRows<V extends FieldValues, P extends RowsPath<V>>(form: SaForm<V>, path: P): FormRows<RowOf<V, P>> {
  const { lists } = form;
  const items = (form.watch(path as never) as readonly RowOf<V, P>[] | undefined) ?? [];
  const keys = lists.keys(path);
  return {
    rows: items.map((value, index) => ({ key: keys[index]!, index, value })),
    append: (item) => lists.insert(path, item),
    insert: (index, item) => lists.insert(path, item, index),
    remove: (index) => lists.remove(path, index),
    move: (from, to) => lists.move(path, from, to),
  };
}
