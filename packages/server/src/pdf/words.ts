import { applicationPdfMessages, messages } from '@studyatlas/core';
import type { PdfLabels } from './model.js';

/**
 * The words the PDF layer prints on its own, from the core catalogue in the current locale (read per
 * document: the request's language, issue 28). A caller may pass its own through `model.labels`.
 */
export const defaultPdfLabels = (): PdfLabels => ({
  noRecords: messages.noRecords,
  pageOf: applicationPdfMessages.pageOf,
});

export function pageLabel(pattern: string, page: number, pages: number): string {
  return pattern.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
}
