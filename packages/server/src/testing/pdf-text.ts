import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, as pdf.js (a reader, not our code) extracts it: the page's text
 * items joined with `separator` (none by default). For tests.
 */
export async function pdfPageTexts(pdf: Uint8Array, separator = ''): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(separator));
  }
  await doc.destroy();
  return pages;
}
