/*
 * What a download is, for every area that offers one (forms, event documents) and for the files
 * area that serves them: its type and the name of a file whose reply names none. `files` re-exports them.
 */

/**
 * Download types (discovery §7, member §7): EFM a form's file, EEM an event document, EDN a document
 * attached to one of the signed-in member's profile records (education, test, passport, visa).
 */
export const DOWNLOAD_TYPES = ['EFM', 'EEM', 'EDN'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** The name of a download whose reply names none (discovery §9). */
export const DEFAULT_DOWNLOAD_NAME = 'download.pdf';
