/** Page sizes offered by the page-size selector (specification §2, §9). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Page links shown at most by default, and the least a pagination may be configured with (§9). */
export const DEFAULT_MAX_PAGE_LINKS = 9;
export const MIN_PAGE_LINKS = 5;

const isCount = (value: number): boolean => Number.isInteger(value) && value >= 0;
const isPositive = (value: number): boolean => Number.isInteger(value) && value > 0;

/**
 * Bad pagination configuration is a programming error (specification §8), never a user's mistake:
 * it throws. `what` names the setting for the developer reading the stack trace.
 */
function fail(what: string, value: unknown): never {
  throw new Error(`StudyAtlas pagination: invalid ${what} (${JSON.stringify(value)})`);
}

/** Number of pages for `total` rows; 0 when there are no rows. */
export function pageCount(total: number, pageSize: number): number {
  if (!isCount(total)) fail('total, expected a whole number of rows of 0 or more', total);
  if (!isPositive(pageSize)) fail('page size, expected a whole number above 0', pageSize);
  return Math.ceil(total / pageSize);
}

/** Checks the page-size selector's options and the chosen size; throws on a bad configuration. */
export function assertPageSizes(pageSize: number, pageSizes: readonly number[] = PAGE_SIZES): void {
  if (pageSizes.length === 0 || !pageSizes.every(isPositive) || new Set(pageSizes).size !== pageSizes.length) {
    fail('page sizes, expected distinct whole numbers above 0', pageSizes);
  }
  if (!pageSizes.includes(pageSize)) fail(`page size, expected one of ${pageSizes.join(', ')}`, pageSize);
}

export interface PageLinksOptions {
  /** The current page, from 1. A page beyond the last (the rows shrank) shows the last pages. */
  page: number;
  pageCount: number;
  /** Links shown at most; 9 by default, at least 5. */
  maxLinks?: number;
}

/**
 * The window of page numbers to link, centred on the current page where possible:
 * `pageLinks({ page: 10, pageCount: 20 })` → `[6, 7, …, 14]`.
 */
export function pageLinks({ page, pageCount: count, maxLinks = DEFAULT_MAX_PAGE_LINKS }: PageLinksOptions): number[] {
  if (!Number.isInteger(maxLinks) || maxLinks < MIN_PAGE_LINKS) {
    fail(`maximum page links, expected a whole number of at least ${MIN_PAGE_LINKS}`, maxLinks);
  }
  if (!isCount(count)) fail('page count, expected a whole number of 0 or more', count);
  if (!isPositive(page)) fail('page, expected a whole number from 1', page);
  if (count === 0) return [];
  const current = Math.min(page, count);
  const size = Math.min(maxLinks, count);
  const first = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** Zero-based row range of a page, as list calls take it (`from` inclusive, `to` exclusive). */
export function pageRows(page: number, pageSize: number): { from: number; to: number } {
  if (!isPositive(page)) fail('page, expected a whole number from 1', page);
  if (!isPositive(pageSize)) fail('page size, expected a whole number above 0', pageSize);
  return { from: (page - 1) * pageSize, to: page * pageSize };
}
