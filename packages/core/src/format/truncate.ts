/** Descriptions are cut at 200 characters and expand to at most 10,000 (specification §9). */
export const TRUNCATE_AT = 200;
export const EXPANDED_LIMIT = 10_000;
export const ELLIPSIS = '…';

/** Throws (a programming error, specification §8) unless `limit` is a whole number above 0. */
export function assertTruncateLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`StudyAtlas truncate: invalid limit (${JSON.stringify(limit)}), expected a whole number above 0`);
  }
}

/** True when `text` is longer than `limit` characters. */
export function isTruncated(text: string, limit: number): boolean {
  assertTruncateLimit(limit);
  return text.length > limit;
}

/**
 * `text` cut to `limit` characters with an ellipsis after it; unchanged when it fits. Never splits a
 * surrogate pair (an emoji or a rare script's character).
 */
export function truncate(text: string, limit: number): string {
  if (!isTruncated(text, limit)) return text;
  const lastCode = text.charCodeAt(limit - 1);
  const end = lastCode >= 0xd800 && lastCode <= 0xdbff ? limit - 1 : limit;
  return text.slice(0, end).trimEnd() + ELLIPSIS;
}
