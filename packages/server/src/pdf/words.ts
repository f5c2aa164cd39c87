import { messages } from '@studyatlas/core';
import type { PdfLabels } from './model.js';

/**
 * The words the PDF layer prints on its own. 'No records found' is the catalogue's; the footer's
 * pattern has no catalogue entry yet, so it is kept here, and a caller may pass its own through
 * `model.labels`.
 */
export const defaultPdfLabels: PdfLabels = {
  noRecords: messages.noRecords,
  pageOf: 'Page {page} of {pages}',
};

export function pageLabel(pattern: string, page: number, pages: number): string {
  return pattern.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
}
