import type { IdTable } from './types.js';

/** Hands out consecutive ids per table, starting at the first free one. */
export class IdCounter {
  readonly #next: Record<IdTable, number>;

  constructor(first: Readonly<Record<IdTable, number>>) {
    this.#next = { ...first };
  }

  next(table: IdTable): number {
    return this.#next[table]++;
  }
}
