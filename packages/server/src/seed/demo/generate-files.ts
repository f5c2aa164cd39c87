import { renderDemoPdf, type DemoDocument } from '../../areas/files/demo-pdf.js';
import type { IdCounter } from './ids.js';
import { slugify } from './text.js';
import type { DemoData } from './types.js';

/** The documents of a demo event: a programme, and a venue map for every other event. */
const EVENT_DOCUMENTS = ['programme', 'venue-map'] as const;

/**
 * The demo's stored files (no bytes on disk: storage_key null, the server renders each one as a
 * small PDF from its record): one form file (EFM) per form, one or two documents (EEM) per event.
 * Uses no randomness, so adding it changes none of the other demo rows.
 */
export function generateStoredFiles(ids: IdCounter, data: DemoData): void {
  const add = (doc: DemoDocument, legalId: number, createdAt: string) =>
    data.stored_files.push({
      id: ids.next('stored_files'),
      ...doc,
      legal_id: legalId,
      client_id: null,
      content_type: 'application/pdf',
      size: renderDemoPdf(doc).length,
      storage_key: null,
      created_at: createdAt,
    });
  for (const form of data.forms) add({ kind: 'EFM', reference_id: form.id, file_name: form.file_name }, form.legal_id, form.created_at);
  for (const event of data.events) {
    for (const document of EVENT_DOCUMENTS.slice(0, 1 + (event.id % 2))) {
      add({ kind: 'EEM', reference_id: event.id, file_name: `${slugify(event.name)}-${document}.pdf` }, event.legal_id, event.created_at);
    }
  }
}
