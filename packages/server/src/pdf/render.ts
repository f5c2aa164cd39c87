import PDFDocument from 'pdfkit';
import type { Font } from 'fontkit';
import type { PdfBlock, PdfDocumentModel, PdfLabels } from './model.js';
import type { Weight } from './fonts.js';
import { RunCache } from './runs.js';
import { wrapRuns, type Line } from './wrap.js';
import { defaultPdfLabels, pageLabel } from './words.js';

/** A4 in points, and the page's furniture. */
const PAGE = { width: 595.28, height: 841.89, top: 56, bottom: 60, side: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;
const BOTTOM = PAGE.height - PAGE.bottom;
const FOOTER_BASELINE = PAGE.height - 30;

const TYPE = {
  title: { size: 18, weight: 700 as Weight, color: '#111827' },
  subtitle: { size: 10, weight: 400 as Weight, color: '#4b5563' },
  heading: { size: 12.5, weight: 700 as Weight, color: '#111827' },
  label: { size: 9.5, weight: 400 as Weight, color: '#4b5563' },
  body: { size: 9.5, weight: 400 as Weight, color: '#1f2937' },
  header: { size: 9.5, weight: 700 as Weight, color: '#111827' },
  footer: { size: 8.5, weight: 400 as Weight, color: '#6b7280' },
};
type Style = (typeof TYPE)[keyof typeof TYPE];

const LINE = 1.45; // line height, in font sizes (Noto's CJK and Arabic faces are tall)
const BASELINE = 1.11; // from a line's top to its baseline, in font sizes (Noto Sans: ascent 1.069)
const CELL_PAD_X = 5;
const CELL_PAD_Y = 4;
const FIELD_LABEL_WIDTH = Math.round(CONTENT_WIDTH * 0.32);
const RULE = '#d1d5db';
const HEADER_FILL = '#eef1f5';

/** One cell of a row: its lines, where it starts and how it is drawn. */
interface Cell {
  lines: Line[];
  x: number;
  width: number;
  style: Style;
}
interface Row {
  cells: Cell[];
  height: number;
  fill?: string;
}

/**
 * Renders the document model to a PDF (A4). Rows of fields and tables never split across pages (a
 * table's header repeats on each page it spans), a heading stays with its first row, and every page
 * says 'Page N of M'. Text in any script we import is drawn with embedded Noto fonts (see fonts.ts).
 */
export async function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const labels: PdfLabels = { ...defaultPdfLabels, ...model.labels };
  const runs = new RunCache();
  await prepareModel(model, labels, runs);

  const createdAt = model.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.side, right: PAGE.side },
    bufferPages: true,
    displayTitle: true,
    info: { Title: model.title, CreationDate: createdAt, ModDate: createdAt, Producer: 'StudyAtlas', Creator: 'StudyAtlas' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const page = new PageWriter(doc, runs);
  page.paragraph(model.title, TYPE.title, 4);
  if (model.subtitle) page.paragraph(model.subtitle, TYPE.subtitle, 0);
  page.y += 10;

  for (const section of model.sections) {
    const heading = page.lines(section.heading, TYPE.heading, CONTENT_WIDTH);
    const headingHeight = heading.length * TYPE.heading.size * LINE + 8;
    const first = section.blocks[0];
    const keepWith = first ? page.firstRowHeight(first) : page.lines(labels.noRecords, TYPE.body, CONTENT_WIDTH).length * TYPE.body.size * LINE;
    page.y += 8;
    page.ensure(headingHeight + keepWith);
    page.drawLines(heading, PAGE.side, page.y, TYPE.heading);
    page.y += headingHeight - 6;
    page.rule(PAGE.side, page.y, CONTENT_WIDTH, '#9ca3af');
    page.y += 6;
    if (!first) page.paragraph(labels.noRecords, TYPE.body, 0);
    for (const block of section.blocks) page.block(block);
  }

  // The footer, once the page count is known.
  const { start, count } = doc.bufferedPageRange();
  const footers = Array.from({ length: count }, (_, i) => pageLabel(labels.pageOf, i + 1, count));
  for (const footer of footers) await runs.prepare(footer, TYPE.footer.weight);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    const line = page.lines(footers[i]!, TYPE.footer, CONTENT_WIDTH)[0] ?? [];
    const width = line.reduce((sum, piece) => sum + piece.width, 0);
    page.drawLine(line, PAGE.side + (CONTENT_WIDTH - width) / 2, FOOTER_BASELINE, TYPE.footer);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Every string of the model, split into font runs (loading the fonts they need) before layout. */
async function prepareModel(model: PdfDocumentModel, labels: PdfLabels, runs: RunCache): Promise<void> {
  const jobs: [string, Weight][] = [
    [model.title, TYPE.title.weight],
    [labels.noRecords, TYPE.body.weight],
  ];
  if (model.subtitle) jobs.push([model.subtitle, TYPE.subtitle.weight]);
  for (const section of model.sections) {
    jobs.push([section.heading, TYPE.heading.weight]);
    for (const block of section.blocks) {
      if (block.kind === 'text') jobs.push([block.text, TYPE.body.weight]);
      if (block.kind === 'fields') for (const row of block.rows) jobs.push([row.label, TYPE.label.weight], [row.value, TYPE.body.weight]);
      if (block.kind === 'table') {
        for (const column of block.columns) jobs.push([column, TYPE.header.weight]);
        for (const row of block.rows) for (const cell of row) jobs.push([cell, TYPE.body.weight]);
      }
    }
  }
  for (const [text, weight] of jobs) await runs.prepare(text, weight);
}

/** Draws on the current page and moves down it, adding pages as rows need. */
class PageWriter {
  y = PAGE.top;
  private readonly keys = new Map<Font, string>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly runs: RunCache,
  ) {}

  private use(font: Font, size: number): void {
    let key = this.keys.get(font);
    if (!key) {
      key = `font${this.keys.size + 1}`;
      this.keys.set(font, key);
      this.doc.registerFont(key, font as unknown as Buffer);
    }
    this.doc.font(key).fontSize(size);
  }

  lines(text: string, style: Style, width: number): Line[] {
    const measure = (font: Font, s: string) => {
      this.use(font, style.size);
      return this.doc.widthOfString(s);
    };
    return wrapRuns(this.runs.get(text, style.weight), width, measure);
  }

  /** Adds a page when `height` more does not fit on this one. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM || this.y <= PAGE.top) return false;
    this.doc.addPage();
    this.y = PAGE.top;
    return true;
  }

  drawLine(line: Line, x: number, baseline: number, style: Style): void {
    let at = x;
    for (const piece of line) {
      this.use(piece.font, style.size);
      this.doc.fillColor(style.color).text(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += piece.width;
    }
  }

  /** Lines from `top` down, one line height each. */
  drawLines(lines: Line[], x: number, top: number, style: Style): void {
    lines.forEach((line, i) => this.drawLine(line, x, top + i * style.size * LINE + style.size * BASELINE, style));
  }

  rule(x: number, y: number, width: number, color = RULE): void {
    this.doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(0.6).strokeColor(color).stroke().restore();
  }

  /** A paragraph across the content width; it may continue on the next page between lines. */
  paragraph(text: string, style: Style, after: number): void {
    const lineHeight = style.size * LINE;
    for (const line of this.lines(text, style, CONTENT_WIDTH)) {
      this.ensure(lineHeight);
      this.drawLines([line], PAGE.side, this.y, style);
      this.y += lineHeight;
    }
    this.y += after;
  }

  block(block: PdfBlock): void {
    if (block.kind === 'text') {
      this.paragraph(block.text, TYPE.body, 6);
    } else if (block.kind === 'fields') {
      for (const row of block.rows) this.row(this.fieldRow(row.label, row.value));
      this.y += 6;
    } else {
      const widths = this.columnWidths(block.columns, block.rows);
      const header = this.tableRow(block.columns, widths, TYPE.header, HEADER_FILL);
      this.row(header, header);
      for (const cells of block.rows) this.row(this.tableRow(cells, widths, TYPE.body), header);
      this.y += 8;
    }
  }

  /** The height a block's first row needs: a heading is kept with it. */
  firstRowHeight(block: PdfBlock): number {
    if (block.kind === 'text') return Math.min(2, this.lines(block.text, TYPE.body, CONTENT_WIDTH).length) * TYPE.body.size * LINE;
    if (block.kind === 'fields') return block.rows[0] ? this.fieldRow(block.rows[0].label, block.rows[0].value).height : 0;
    const widths = this.columnWidths(block.columns, block.rows);
    const header = this.tableRow(block.columns, widths, TYPE.header, HEADER_FILL);
    return header.height + (block.rows[0] ? this.tableRow(block.rows[0], widths, TYPE.body).height : 0);
  }

  private fieldRow(label: string, value: string): Row {
    const valueX = PAGE.side + FIELD_LABEL_WIDTH;
    return this.makeRow([
      this.cell(label, PAGE.side, FIELD_LABEL_WIDTH, TYPE.label),
      this.cell(value, valueX, CONTENT_WIDTH - FIELD_LABEL_WIDTH, TYPE.body),
    ]);
  }

  private tableRow(cells: string[], widths: number[], style: Style, fill?: string): Row {
    let x = PAGE.side;
    const row = this.makeRow(widths.map((width, i) => {
      const cell = this.cell(cells[i] ?? '', x, width, style);
      x += width;
      return cell;
    }));
    return fill ? { ...row, fill } : row;
  }

  private cell(text: string, x: number, width: number, style: Style): Cell {
    return { lines: this.lines(text, style, width - 2 * CELL_PAD_X), x, width, style };
  }

  private makeRow(cells: Cell[]): Row {
    const height = Math.max(...cells.map((c) => Math.max(1, c.lines.length) * c.style.size * LINE)) + 2 * CELL_PAD_Y;
    return { cells, height };
  }

  /** Column widths from the columns' natural widths, scaled to the content width. */
  private columnWidths(columns: string[], rows: string[][]): number[] {
    const natural = columns.map((column, i) => {
      const texts = [column, ...rows.map((row) => row[i] ?? '')];
      const widest = Math.max(
        ...texts.map((text, j) => {
          const style = j === 0 ? TYPE.header : TYPE.body;
          return Math.max(0, ...this.lines(text, style, Number.MAX_SAFE_INTEGER).map((line) => line.reduce((s, p) => s + p.width, 0)));
        }),
      );
      return Math.min(Math.max(widest + 2 * CELL_PAD_X, 48), CONTENT_WIDTH / 2);
    });
    const total = natural.reduce((sum, w) => sum + w, 0);
    return natural.map((w) => (w / total) * CONTENT_WIDTH);
  }

  /**
   * Draws a row whole on this page, or whole on the next one (after the table's header, `repeat`).
   * Only a row taller than a whole page is cut, between lines.
   */
  private row(row: Row, repeat?: Row): void {
    const fits = BOTTOM - PAGE.top - (repeat && repeat !== row ? repeat.height : 0);
    if (row.height <= fits) {
      if (this.ensure(row.height) && repeat && repeat !== row) this.drawRow(repeat);
      this.drawRow(row);
      return;
    }
    // Taller than a page: line by line.
    const lineCount = Math.max(...row.cells.map((c) => c.lines.length));
    for (let i = 0; i < lineCount; i++) {
      const part = {
        ...row,
        cells: row.cells.map((c) => ({ ...c, lines: c.lines[i] ? [c.lines[i]!] : [] })),
      };
      const height = Math.max(...part.cells.map((c) => c.style.size * LINE)) + 2 * CELL_PAD_Y;
      if (this.ensure(height) && repeat && repeat !== row) this.drawRow(repeat);
      this.drawRow({ ...part, height });
    }
  }

  private drawRow(row: Row): void {
    if (row.fill) {
      const x = row.cells[0]!.x;
      const width = row.cells.reduce((sum, c) => sum + c.width, 0);
      this.doc.save().rect(x, this.y, width, row.height).fill(row.fill).restore();
    }
    for (const cell of row.cells) this.drawLines(cell.lines, cell.x + CELL_PAD_X, this.y + CELL_PAD_Y, cell.style);
    this.y += row.height;
    this.rule(PAGE.side, this.y, CONTENT_WIDTH);
  }
}
