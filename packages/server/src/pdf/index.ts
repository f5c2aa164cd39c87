export { renderPdf } from './render.js';
export type { PdfBlock, PdfDocumentModel, PdfLabels, PdfSection } from './model.js';
