/**
 * The generic document the PDF layer prints. It knows nothing about applications: a caller (the
 * application's GeneratePdf, say) turns its own data into a title, sections and blocks.
 */
export interface PdfDocumentModel {
  /** Printed at the top of the first page and kept as the PDF's Title. */
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Fixes the PDF's CreationDate (and its file ID) so the same model gives the same bytes. */
  createdAt?: Date;
  /** Words the layer prints itself; the defaults come from the core catalogue (see words.ts). */
  labels?: Partial<PdfLabels>;
}

/** A section: a heading and its blocks. No block prints the 'No records found' line. */
export interface PdfSection {
  heading: string;
  blocks: PdfBlock[];
}

export type PdfBlock =
  /** Label/value pairs in two columns; a pair never splits across pages. */
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  /** A grid; a row never splits across pages and the header repeats on every page it spans. */
  | { kind: 'table'; columns: string[]; rows: string[][] }
  /** A paragraph; it may continue on the next page between lines. */
  | { kind: 'text'; text: string };

export interface PdfLabels {
  /** The line an empty section shows. */
  noRecords: string;
  /** The footer: {page} and {pages} are replaced. */
  pageOf: string;
}
