import type { FormCategory } from '@studyatlas/core';

export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
export const byText = (a: string, b: string): number => collator.compare(a, b);

/**
 * The form category tree in memory (it is small: tens of categories): parents before children,
 * siblings by name, and each category's path from the top.
 */
export class CategoryTree {
  readonly #byId: Map<number, CategoryRecord>;
  readonly #children = new Map<number | null, CategoryRecord[]>();

  constructor(records: readonly CategoryRecord[]) {
    this.#byId = new Map(records.map((r) => [Number(r.id), { ...r, id: Number(r.id), parent_id: r.parent_id === null ? null : Number(r.parent_id), level: Number(r.level) }]));
    for (const record of this.#byId.values()) {
      const siblings = this.#children.get(record.parent_id) ?? [];
      siblings.push(record);
      this.#children.set(record.parent_id, siblings);
    }
    for (const siblings of this.#children.values()) siblings.sort((a, b) => byText(a.name, b.name) || a.id - b.id);
  }

  has(id: number): boolean {
    return this.#byId.has(id);
  }

  /** Every category, depth first: parents before children, siblings by name. */
  ordered(): FormCategory[] {
    const out: FormCategory[] = [];
    const walk = (parent: number | null) => {
      for (const c of this.#children.get(parent) ?? []) {
        out.push({ id: c.id, name: c.name, parentFk: c.parent_id, level: c.level });
        walk(c.id);
      }
    };
    walk(null);
    return out;
  }

  /** The category and its ancestors, top first. */
  path(id: number): CategoryRecord[] {
    const path: CategoryRecord[] = [];
    for (let c = this.#byId.get(id); c; c = c.parent_id === null ? undefined : this.#byId.get(c.parent_id)) path.unshift(c);
    return path;
  }

  /** True when `id` is `ancestor` or lies below it. */
  within(id: number, ancestor: number): boolean {
    return this.path(id).some((c) => c.id === ancestor);
  }

  /** Forms per category counted up every ancestor (a category's whole subtree). */
  subtreeCounts(formsPerCategory: ReadonlyMap<number, number>): Map<number, number> {
    const counts = new Map<number, number>();
    for (const [categoryId, n] of formsPerCategory) {
      for (const c of this.path(categoryId)) counts.set(c.id, (counts.get(c.id) ?? 0) + n);
    }
    return counts;
  }
}
