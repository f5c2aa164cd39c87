/*
 * The kinds and statuses of the workspace's listings (issue 27), apart from their rules: the
 * workspace's routes need the kinds up front, the rules only come with a listing's screen.
 */

export const LISTING_KINDS = ['scholarship', 'form', 'event'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const LISTING_STATUSES = ['draft', 'published', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
