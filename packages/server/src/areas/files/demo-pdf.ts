import type { StoredFileKind } from '../../db/schema/files.js';

/** What a demo document is rendered from: its stored_files record (storage_key null). */
export interface DemoDocument {
  kind: StoredFileKind;
  reference_id: number | null;
  file_name: string;
}

const KIND_TEXT: Readonly<Record<StoredFileKind, string>> = {
  EFM: 'StudyAtlas demo form',
  EEM: 'StudyAtlas demo event document',
  UPL: 'StudyAtlas demo upload',
  IMG: 'StudyAtlas demo image',
};

/** 'postgraduate-application-form.pdf' → 'Postgraduate application form'. */
export function titleOfFileName(fileName: string): string {
  const words = fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : fileName;
}

/** PDF string literal: ASCII only (others become '?'), with \, ( and ) escaped. */
const pdfText = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A one-page A4 PDF naming the document (Helvetica, no dates, no ids of its own): the same record
 * always gives the same bytes, so the demo needs no files on disk and tests can compare downloads.
 */
export function renderDemoPdf(doc: DemoDocument): Buffer {
  const lines: Array<[size: number, text: string]> = [
    [20, titleOfFileName(doc.file_name)],
    [12, KIND_TEXT[doc.kind]],
    [12, `Reference: ${doc.kind} ${doc.reference_id ?? '-'}`],
    [12, `File: ${doc.file_name}`],
  ];
  const content = ['BT', '72 770 Td', ...lines.flatMap(([size, text], i) => [`/F1 ${size} Tf`, ...(i > 0 ? ['0 -28 Td'] : []), `${pdfText(text)} Tj`]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
